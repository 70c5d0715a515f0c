package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.jayway.jsonpath.DocumentContext;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetStatus;
import io.github.loggingperf.fleet.kafka.KafkaFleetTransport;
import io.github.loggingperf.changes.LoggingPerfChangeLog;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
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
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Fleet writes through {@link LoggingPerfEndpoint} over real HTTP, with a real Kafka
 * broker (spring-kafka-test's embedded KRaft broker): a write with
 * {@code "scope": "fleet"} answers its change id, reaches this instance through the
 * broker and shows in the {@code fleet} section; bad fleet writes are 400 and change
 * nothing; writes need write access; the fleet section lists every live instance with the
 * status it reported, and drops one that stops reporting. The fleet secret shows nowhere.
 */
@EmbeddedKafka(partitions = 1,
		brokerProperties = { "transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1",
				"transaction.state.log.num.partitions=1" })
@SpringBootTest(classes = EndpointTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf,loggers",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-ttl=2h",
				"spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}", "spring.application.name=orders",
				"logging-perf.fleet.enabled=true", "logging-perf.fleet.instance-id=orders-1",
				"logging-perf.fleet.check-interval=1s", "logging-perf.fleet.status-interval=2s",
				"logging-perf.fleet.instance-timeout=5s",
				"logging-perf.fleet.secret=" + LoggingPerfEndpointFleetTests.SECRET })
class LoggingPerfEndpointFleetTests {

	static final String SECRET = "fleet-secret-of-the-endpoint-tests";

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final Duration WAIT = Duration.ofSeconds(30);

	@LocalServerPort
	int port;

	@Autowired
	AuditEventRepository auditEvents;

	@Autowired
	EmbeddedKafkaBroker broker;

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
			assertThat(state.read("$.overrides", Map.class)).doesNotContainKey("com.example.fleet");
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
				Arguments.of("", "{\"levels\":{\"com.example\":\"DEBUG\"},\"scope\":\"fleet\"}",
						"ttl is required for a fleet change (at most PT1H, logging-perf.fleet.max-ttl)"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":\"PT2H\",\"scope\":\"fleet\"}",
						"ttl must be at most PT1H (logging-perf.fleet.max-ttl) for a fleet change but was PT2H"),
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
		assertThat(response.body()).doesNotContain(SECRET);
		assertThat(state()).isEqualTo(before);
	}

	@Test
	void getShouldListEveryLiveInstanceWithItsReportedStatusAndTotalsAndDropOneThatStopsReportingAfterTheTimeout()
			throws Exception {
		Instant reportedAt = Instant.now();
		FleetStatus ghost = new FleetStatus("orders-ghost", reportedAt, List.of(), LoggingMode.MIXED, 5, 1024, 7, true,
				Map.of("warning", 2L));
		byte[] value = new FleetCodec().write(ghost);
		try (KafkaProducer<String, byte[]> producer = producer()) {
			ProducerRecord<String, byte[]> record = new ProducerRecord<>("logging-perf.orders.status", "orders-ghost",
					value);
			record.headers()
				.add(KafkaFleetTransport.SIGNATURE_HEADER, FleetSignature.of(SECRET).sign("orders-ghost", value));
			producer.send(record).get();
		}
		await().atMost(WAIT).untilAsserted(() -> {
			HttpResponse<String> response = this.http.get(ENDPOINT);
			assertThat(response.body()).doesNotContain(SECRET);
			DocumentContext json = this.http.json(response);
			assertThat(json.read("$.fleet.instances[*].id", List.class)).containsExactly("orders-1", "orders-ghost");
			String own = "$.fleet.instances[0].status.";
			assertThat(json.read(own + "instance", String.class)).isEqualTo("orders-1");
			assertThat(json.read(own + "mode", String.class)).isEqualTo(json.read("$.mode", String.class));
			assertThat(json.read(own + "ringBufferCapacity", Long.class))
				.isEqualTo(json.read("$.ringBuffer.capacity", Long.class))
				.isPositive();
			assertThat(json.read(own + "discarded", Long.class)).isEqualTo(json.read("$.discarded.total", Long.class));
			assertThat(json.read(own + "locationEnabled", Boolean.class))
				.isEqualTo(json.read("$.locationEnabled", Boolean.class));
			assertThat(json.read(own + "findings", Map.class)).isEqualTo(findingsBySeverity(json));
			String other = "$.fleet.instances[1].status.";
			assertThat(json.read(other + "mode", String.class)).isEqualTo("MIXED");
			assertThat(json.read(other + "ringBufferUsed", Long.class)).isEqualTo(5);
			assertThat(json.read(other + "ringBufferCapacity", Long.class)).isEqualTo(1024);
			assertThat(json.read(other + "discarded", Long.class)).isEqualTo(7);
			assertThat(json.read(other + "locationEnabled", Boolean.class)).isTrue();
			assertThat(json.read(other + "findings", Map.class)).isEqualTo(Map.of("warning", 2));
			assertThat(json.read("$.fleet.instances[1].lastSeen", String.class)).isEqualTo(reportedAt.toString());
			assertThat(json.read("$.fleet.totals.instances", Integer.class)).isEqualTo(2);
			assertThat(json.read("$.fleet.totals.discarded", Long.class))
				.isEqualTo(json.read("$.discarded.total", Long.class) + 7);
		});
		await().atMost(WAIT).untilAsserted(() -> {
			DocumentContext json = this.http.json(this.http.get(ENDPOINT));
			assertThat(json.read("$.fleet.instances[*].id", List.class)).containsExactly("orders-1");
			assertThat(json.read("$.fleet.totals.instances", Integer.class)).isOne();
			assertThat(json.read("$.fleet.totals.discarded", Long.class))
				.isEqualTo(json.read("$.discarded.total", Long.class));
		});
		assertThat(Instant.now()).isAfterOrEqualTo(reportedAt.plus(Duration.ofSeconds(5)));
	}

	@Test
	void fleetWriteWithoutWriteAccessIsRefusedAndNeverReachesTheFleet() throws Exception {
		String before = state();
		String body = "{\"levels\":{\"com.example.refused\":\"DEBUG\"},\"scope\":\"fleet\"}";
		assertThat(this.http.postAnonymously(ENDPOINT, body).statusCode()).isEqualTo(401);
		assertThat(this.http.post(ENDPOINT, body, "viewer", "viewer-secret").statusCode()).isEqualTo(403);
		assertThat(this.http
			.post(ENDPOINT + "/com.example.refused", "{\"level\":\"DEBUG\",\"scope\":\"fleet\"}", "viewer",
					"viewer-secret")
			.statusCode()).isEqualTo(403);
		assertThat(this.http.delete(ENDPOINT + "?scope=fleet", "viewer", "viewer-secret").statusCode()).isEqualTo(403);
		assertThat(state()).isEqualTo(before);
		HttpResponse<String> marker = this.http.postAsAdmin(ENDPOINT + "/com.example.marker",
				"{\"level\":\"WARN\",\"ttl\":\"PT5M\",\"scope\":\"fleet\"}");
		assertThat(marker.statusCode()).as(marker.body()).isEqualTo(200);
		String markerId = this.http.json(marker).read("$.changeId", String.class);
		await().atMost(WAIT).ignoreExceptions().untilAsserted(() -> {
			DocumentContext state = this.http.json(this.http.get(ENDPOINT));
			assertThat(state.read("$.fleet.changes[*].changeId", List.class)).containsExactly(markerId);
			assertThat(state.read("$.fleet.changes[0].appliedBy", List.class)).containsExactly("orders-1");
		});
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.overrides", Map.class))
			.doesNotContainKey("com.example.refused");
		assertThat(this.http.deleteAsAdmin(ENDPOINT + "/com.example.marker?scope=fleet").statusCode()).isEqualTo(200);
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.fleet.changes", List.class))
				.isEmpty());
	}

	@Test
	void deleteWithFleetScopeShouldResetEveryFleetChangeOnTheFleet() throws Exception {
		DocumentContext initial = this.http.json(this.http.get(ENDPOINT));
		String threshold = initial.read("$.discardThreshold", String.class);
		String changed = "ERROR".equals(threshold) ? "WARN" : "ERROR";
		HttpResponse<String> write = this.http.postAsAdmin(ENDPOINT,
				"{\"levels\":{\"com.example.one\":\"DEBUG\",\"com.example.two\":\"TRACE\"},\"discardThreshold\":\""
						+ changed + "\",\"ttl\":\"PT5M\",\"scope\":\"fleet\"}");
		assertThat(write.statusCode()).as(write.body()).isEqualTo(200);
		await().atMost(WAIT).ignoreExceptions().untilAsserted(() -> {
			DocumentContext state = this.http.json(this.http.get(ENDPOINT));
			assertThat(state.read("$.fleet.changes[*].setting", List.class))
				.containsExactlyInAnyOrder("discardThreshold", "level:com.example.one", "level:com.example.two");
			assertThat(state.read("$.overrides", Map.class)).containsKeys("com.example.one", "com.example.two");
			assertThat(state.read("$.discardThreshold", String.class)).isEqualTo(changed);
		});
		HttpResponse<String> reset = this.http.deleteAsAdmin(ENDPOINT + "?scope=fleet");
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
		assertThat(this.http.json(reset).read("$.changeId", String.class)).isNotBlank();
		await().atMost(WAIT).ignoreExceptions().untilAsserted(() -> {
			DocumentContext state = this.http.json(this.http.get(ENDPOINT));
			assertThat(state.read("$.fleet.changes", List.class)).isEmpty();
			assertThat(state.read("$.overrides", Map.class)).doesNotContainKeys("com.example.one", "com.example.two");
			assertThat(state.read("$.discardThreshold", String.class)).isEqualTo(threshold);
		});
	}

	private static Map<String, Integer> findingsBySeverity(DocumentContext json) {
		List<String> severities = json.read("$.findings[*].severity", List.class);
		Map<String, Integer> counts = new TreeMap<>();
		severities.forEach((severity) -> counts.merge(severity.toLowerCase(Locale.ROOT), 1, Integer::sum));
		return counts;
	}

	private KafkaProducer<String, byte[]> producer() {
		Map<String, Object> config = new LinkedHashMap<>();
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, this.broker.getBrokersAsString());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		return new KafkaProducer<>(config);
	}

	private String state() throws Exception {
		DocumentContext json = this.http.json(this.http.get(ENDPOINT));
		return json.read("$.discardThreshold", String.class) + " " + json.read("$.overrides").toString() + " "
				+ json.read("$.fleet.changes").toString();
	}

}
