package io.github.loggingperf.autoconfigure;

import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.mcp.McpToolAccess;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An application without Spring AI and the MCP SDK, as most users have (this test runs in
 * the surefire executions whose class path leaves them out): the starter's MCP
 * auto-configuration steps aside without loading any of their classes, and the endpoint
 * works as before.
 */
class SpringAiAbsentTests {

	@Test
	void applicationWithoutSpringAiShouldStartWithTheEndpointAndNoMcpTools() {
		ClassLoader classLoader = getClass().getClassLoader();
		assertThat(ClassUtils.isPresent("io.modelcontextprotocol.server.McpServerFeatures", classLoader)).isFalse();
		assertThat(ClassUtils.isPresent(
				"org.springframework.ai.mcp.server.common.autoconfigure.McpServerAutoConfiguration", classLoader))
			.isFalse();
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(EndpointAutoConfiguration.class,
					LoggingPerfAutoConfiguration.class, LoggingPerfChangesAutoConfiguration.class,
					LoggingPerfEndpointAutoConfiguration.class, LoggingPerfMcpAutoConfiguration.class))
			.withBean(LoggingSystem.class, () -> LoggingSystem.get(classLoader))
			.withBean(LoggerGroups.class, LoggerGroups::new)
			.withPropertyValues("management.endpoints.web.exposure.include=loggingperf",
					"management.endpoint.loggingperf.access=UNRESTRICTED")
			.run((context) -> assertThat(context).hasNotFailed()
				.hasSingleBean(LoggingPerfEndpoint.class)
				.doesNotHaveBean(McpToolAccess.class)
				.doesNotHaveBean("loggingPerfMcpReadTools"));
	}

}
