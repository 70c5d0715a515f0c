package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import com.jayway.jsonpath.DocumentContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.audit.AuditEvent;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Fleet writes through {@link LoggingPerfEndpoint} over real HTTP, with a real Kafka
 * broker (spring-kafka-test's embedded KRaft broker): a write with
 * {@code "scope": "fleet"} answers its change id, reaches this instance through the
 * broker and shows in the {@code fleet} section; bad fleet writes are 400 and change
 * nothing.
 */
@EmbeddedKafka(partitions = 1)
@SpringBootTest(classes = EndpointTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf,loggers",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-ttl=2h",
				"spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}", "spring.application.name=orders",
				"logging-perf.fleet.enabled=true", "logging-perf.fleet.instance-id=orders-1",
				"logging-perf.fleet.check-interval=1s" })
class LoggingPerfEndpointFleetTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final Duration WAIT = Duration.ofSeconds(30);

	@LocalServerPort
	int port;

	@Autowired
	AuditEventRepository auditEvents;

	private EndpointHttp http;

	@BeforeEach
	void awaitConnected() {
		this.http = new EndpointHttp(this.port);
		await().atMost(WAIT)
			.until(() -> this.http.json(this.http.get(ENDPOINT)).read("$.fleet.connected", Boolean.class));
	}

	@Test
	void fleetWriteShouldAnswerItsChangeIdAndBeAppliedAndAuditedWithItsOrigin() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT,
				"{\"levels\":{\"com.example.fleet\":\"DEBUG\"},\"ttl\":\"PT5M\",\"scope\":\"fleet\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		String changeId = this.http.json(response).read("$.changeId", String.class);
		assertThat(changeId).isNotBlank();
		assertThat(this.http.json(response).read("$.origin", String.class)).isEqualTo("orders-1");
		await().atMost(WAIT).ignoreExceptions().untilAsserted(() -> {
			DocumentContext state = this.http.json(this.http.get(ENDPOINT));
			assertThat(state.read("$.fleet.changes[0].changeId", String.class)).isEqualTo(changeId);
			assertThat(state.read("$.fleet.changes[0].appliedBy", List.class)).containsExactly("orders-1");
			assertThat(state.read("$.overrides['com.example.fleet'].level", String.class)).isEqualTo("DEBUG");
		});
		assertThat(this.auditEvents.find(EndpointTestApplication.ADMIN, null, LoggingPerfChangeLog.AUDIT_EVENT_TYPE))
			.map(AuditEvent::getData)
			.map(Object::toString)
			.anySatisfy((data) -> assertThat(data).contains("fleet change " + changeId + " from orders-1"));
		HttpResponse<String> reset = this.http.deleteAsAdmin(ENDPOINT + "/com.example.fleet?scope=fleet");
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
		await().atMost(WAIT).ignoreExceptions().untilAsserted(() -> {
			DocumentContext state = this.http.json(this.http.get(ENDPOINT));
			assertThat(state.read("$.fleet.changes", List.class)).isEmpty();
			assertThat(state.read("$.overrides", java.util.Map.class)).doesNotContainKey("com.example.fleet");
		});
	}

	static Stream<Arguments> badFleetWrites() {
		return Stream.of(Arguments.of("", "{\"scope\":\"fleet\"}", "nothing to change"),
				Arguments.of("", "{\"discardThreshold\":\"LOUD\",\"scope\":\"fleet\"}",
						"discardThreshold must be one of"),
				Arguments.of("", "{\"discardThreshold\":\"WARN\",\"scope\":\"all\"}",
						"scope must be one of INSTANCE, FLEET but was 'all'"),
				Arguments.of("", "{\"levels\":{\"com.example\":\"DEBUG\"},\"ttl\":\"PT9H\",\"scope\":\"fleet\"}",
						"but was PT9H"),
				Arguments.of("", "{\"levels\":{\"bad..name\":\"DEBUG\"},\"scope\":\"fleet\"}",
						"logger name 'bad..name' is not valid"),
				Arguments.of("/com.example.target", "{\"level\":\"LOUD\",\"scope\":\"fleet\"}", "level must be one of"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"scope\":true}",
						"scope must be one of INSTANCE, FLEET but was true (a JSON boolean)"));
	}

	@ParameterizedTest(name = "POST {0} {1}")
	@MethodSource("badFleetWrites")
	void badFleetWriteIsRefusedAndChangesNothing(String path, String body, String expectedError) throws Exception {
		String before = state();
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT + path, body);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
		assertThat(this.http.json(response).read("$.error", String.class)).contains(expectedError);
		assertThat(state()).isEqualTo(before);
	}

	private String state() throws Exception {
		DocumentContext json = this.http.json(this.http.get(ENDPOINT));
		return json.read("$.discardThreshold", String.class) + " " + json.read("$.overrides").toString() + " "
				+ json.read("$.fleet.changes").toString();
	}

}
