package io.github.loggingperf.actuate.endpoint;

import java.lang.management.ManagementFactory;
import java.util.Map;

import javax.management.MBeanServer;
import javax.management.ObjectName;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The endpoint over JMX, when the user exposes it there: the real platform MBean server,
 * the MBean Spring Boot registers, its read operation.
 */
@WritableEndpointTest
class LoggingPerfEndpointJmxTests {

	@Test
	void pipelineOperationAnswersOverJmx() throws Exception {
		MBeanServer server = ManagementFactory.getPlatformMBeanServer();
		ObjectName name = new ObjectName("logging-perf-test:type=Endpoint,name=Loggingperf");
		assertThat(server.isRegistered(name)).isTrue();
		Object state = server.invoke(name, "pipeline", new Object[0], new String[0]);
		assertThat(state).isInstanceOf(Map.class);
		@SuppressWarnings("unchecked")
		Map<String, Object> map = (Map<String, Object>) state;
		assertThat(map.get("mode")).isEqualTo("ALL_ASYNC");
		assertThat(map.keySet()).contains("ringBuffer", "discarded", "overrides");
	}

}
