package io.github.loggingperf.mcp;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.time.Instant;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.logging.LogLevel;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import io.github.loggingperf.changes.LoggingPerfChangeLog;
import io.github.loggingperf.levels.LoggerLevelOverrides;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The logging-perf tools through a real MCP client (the MCP Java SDK's) over Streamable
 * HTTP, against a real Boot application with Spring Security, Spring AI's MCP server and
 * the fleet on a real broker (spring-kafka-test's embedded KRaft broker): one application
 * context for every test.
 */
@EmbeddedKafka(partitions = 1,
		brokerProperties = { "transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1",
				"transaction.state.log.num.partitions=1" })
@SpringBootTest(classes = McpTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "spring.ai.mcp.server.protocol=STREAMABLE",
				"management.endpoints.web.exposure.include=loggingperf",
				"management.endpoint.loggingperf.access=unrestricted",
				"spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}", "spring.application.name=mcp-orders",
				"logging-perf.fleet.enabled=true",
				"logging-perf.fleet.secret=mcp-tools-test-secret-of-32-bytes-or-more",
				"logging-perf.fleet.instance-id=orders-1", "logging-perf.fleet.check-interval=1s",
				"logging-perf.fleet.status-interval=2s", "logging-perf.mcp.max-ttl=PT1H" })
class LoggingPerfMcpToolsTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static final JsonMapper json = JsonMapper.builder().build();

	private static final List<String> READ_TOOLS = List.of("get-logging-pipeline", "get-top-talkers",
			"get-logging-findings", "get-logging-fleet");

	private static final List<String> WRITE_TOOLS = List.of("set-logger-level", "reset-logger-level",
			"set-discard-threshold", "set-location-capture");

	@LocalServerPort
	int port;

	@Autowired
	AuditEventRepository auditEvents;

	@Autowired
	EmbeddedKafkaBroker broker;

	private static McpTestClient viewer;

	private static McpTestClient admin;

	@BeforeEach
	void connect() {
		if (viewer == null) {
			viewer = McpTestClient.connect(this.port, McpTestApplication.VIEWER, McpTestApplication.VIEWER_PASSWORD);
			admin = McpTestClient.connect(this.port, McpTestApplication.ADMIN, McpTestApplication.ADMIN_PASSWORD);
		}
	}

	@AfterAll
	static void disconnect() {
		if (viewer != null) {
			viewer.close();
			admin.close();
		}
	}

	@Test
	void listToolsShouldDescribeEachReadToolAsReadOnlyWithNoArguments() {
		Map<String, Tool> tools = viewer.tools();
		assertThat(tools).containsKeys(READ_TOOLS.toArray(String[]::new));
		for (String name : READ_TOOLS) {
			Tool tool = tools.get(name);
			assertThat(tool.description()).as(name).startsWith("Returns ").contains("Use it");
			assertThat(tool.annotations().readOnlyHint()).as(name).isTrue();
			assertThat(tool.annotations().destructiveHint()).as(name).isFalse();
			assertThat(tool.inputSchema()).as(name)
				.containsEntry("type", "object")
				.containsEntry("properties", Map.of())
				.containsEntry("additionalProperties", false);
		}
	}

	@Test
	void everyReadToolShouldAnswerWhatGetActuatorLoggingPerfAnswers() {
		await().atMost(WAIT).until(() -> get().path("fleet").path("connected").asBoolean());
		await().atMost(WAIT).untilAsserted(() -> {
			ObjectNode pipeline = get();
			pipeline.remove(List.of("topTalkers", "findings", "fleet"));
			assertThat(callRead("get-logging-pipeline")).isEqualTo(pipeline);
		});
		Map<String, String> sections = Map.of("get-top-talkers", "topTalkers", "get-logging-findings", "findings",
				"get-logging-fleet", "fleet");
		sections.forEach((tool, section) -> await().atMost(WAIT).untilAsserted(() -> {
			JsonNode answer = callRead(tool);
			assertThat(answer.propertyNames()).containsExactly(section);
			assertThat(withoutReportTimes(answer.get(section))).as(tool)
				.isEqualTo(withoutReportTimes(get().get(section)))
				.isNotEmpty();
		}));
	}

	@Test
	void readToolShouldBeRefusedToACallerTheApplicationDoesNotLetReadTheEndpoint() {
		try (McpTestClient anonymous = McpTestClient.connect(this.port, null, null)) {
			for (String tool : READ_TOOLS) {
				CallToolResult result = anonymous.call(tool, Map.of());
				assertThat(result.isError()).as(tool).isTrue();
				assertThat(McpTestClient.text(result)).as(tool)
					.isEqualTo("refused: the application's security does not let anonymous read "
							+ "/actuator/logging-perf, and MCP reads follow the same rules");
			}
		}
	}

	@Test
	void readToolGivenAnArgumentShouldNameItAndWhatTheToolTakes() {
		CallToolResult result = viewer.call("get-logging-pipeline", Map.of("verbose", true));
		assertThat(result.isError()).isTrue();
		assertThat(McpTestClient.text(result)).contains("verbose");
	}

	@Test
	void listToolsShouldMarkEveryWriteToolDestructiveWithATtlRequiredForEveryChange() {
		Map<String, Tool> tools = admin.tools();
		assertThat(tools).containsKeys(WRITE_TOOLS.toArray(String[]::new));
		for (String name : WRITE_TOOLS) {
			Tool tool = tools.get(name);
			assertThat(tool.description()).as(name).contains("Use it").contains("Returns");
			assertThat(tool.annotations().readOnlyHint()).as(name).isFalse();
			assertThat(tool.annotations().destructiveHint()).as(name).isTrue();
			assertThat(tool.inputSchema()).as(name)
				.containsEntry("type", "object")
				.containsEntry("additionalProperties", false);
			assertThat(tool.inputSchema().get("properties")).asInstanceOf(InstanceOfAssertFactories.MAP)
				.containsKey("scope");
		}
		assertThat(tools.get("set-logger-level").inputSchema().get("required"))
			.isEqualTo(List.of("logger", "level", "ttl"));
		assertThat(tools.get("set-discard-threshold").inputSchema().get("required"))
			.isEqualTo(List.of("threshold", "ttl"));
		assertThat(tools.get("set-location-capture").inputSchema().get("required"))
			.isEqualTo(List.of("enabled", "ttl"));
		assertThat(tools.get("reset-logger-level").inputSchema().get("required")).isEqualTo(List.of("logger"));
		assertThat(tools.get("set-logger-level").inputSchema()).extracting("properties.level.enum")
			.isEqualTo(List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL", "OFF"));
		assertThat(tools.get("set-discard-threshold").inputSchema()).extracting("properties.threshold.enum")
			.isEqualTo(List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL"));
	}

	@Test
	void authorisedLevelWriteShouldBeAppliedAuditedAsTheCallerAndExpire() throws Exception {
		String logger = "com.example.mcp.level";
		CallToolResult result = admin.call("set-logger-level", Map.of("logger", logger, "level", "DEBUG", "ttl", "3s"));
		assertThat(result.isError()).as(() -> McpTestClient.text(result)).isFalse();
		JsonNode answer = json.readTree(McpTestClient.text(result));
		assertThat(answer.path("effectiveLevel").asString()).isEqualTo("DEBUG");
		JsonNode override = get().path("overrides").path(logger);
		assertThat(override.path("level").asString()).isEqualTo("DEBUG");
		assertThat(override.path("changedBy").asString()).isEqualTo(McpTestApplication.ADMIN);
		assertThat(Instant.parse(override.path("expiresAt").asString())).isBetween(
				Instant.parse(override.path("changedAt").asString()).plusSeconds(2),
				Instant.parse(override.path("changedAt").asString()).plusSeconds(4));
		assertThat(audited(McpTestApplication.ADMIN)).anySatisfy((change) -> assertThat(change)
			.isEqualTo("level of " + logger + " configured -> DEBUG for PT3S via MCP"));
		await().atMost(WAIT).untilAsserted(() -> assertThat(get().path("overrides").has(logger)).isFalse());
		assertThat(audited("expiry")).anySatisfy((change) -> assertThat(change).startsWith("level of " + logger));
	}

	@Test
	void authorisedSwitchWritesShouldBeAppliedAndGoBackToTheConfiguredValueAtTheirTtl() throws Exception {
		CallToolResult threshold = admin.call("set-discard-threshold", Map.of("threshold", "WARN", "ttl", "PT3S"));
		assertThat(threshold.isError()).as(() -> McpTestClient.text(threshold)).isFalse();
		assertThat(json.readTree(McpTestClient.text(threshold)).path("discardThreshold").asString()).isEqualTo("WARN");
		JsonNode switchState = get().path("switches").path("discardThreshold");
		assertThat(switchState.path("value").asString()).isEqualTo("WARN");
		assertThat(switchState.path("changedBy").asString()).isEqualTo(McpTestApplication.ADMIN);
		assertThat(switchState.path("expiresAt").isNull()).isFalse();
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(get().path("discardThreshold").asString()).isEqualTo("INFO"));
		CallToolResult location = admin.call("set-location-capture", Map.of("enabled", true, "ttl", "3s"));
		assertThat(location.isError()).as(() -> McpTestClient.text(location)).isFalse();
		assertThat(get().path("locationEnabled").asBoolean()).isTrue();
		await().atMost(WAIT).untilAsserted(() -> assertThat(get().path("locationEnabled").asBoolean()).isFalse());
	}

	@Test
	void resetShouldRemoveTheOverrideAndPutBackThePreviousLevel() throws Exception {
		String logger = "com.example.mcp.reset";
		assertThat(admin.call("set-logger-level", Map.of("logger", logger, "level", "TRACE", "ttl", "PT10M")).isError())
			.isFalse();
		assertThat(get().path("overrides").has(logger)).isTrue();
		CallToolResult reset = admin.call("reset-logger-level", Map.of("logger", logger));
		assertThat(reset.isError()).as(() -> McpTestClient.text(reset)).isFalse();
		assertThat(json.readTree(McpTestClient.text(reset)).path("removedOverride").path("level").asString())
			.isEqualTo("TRACE");
		assertThat(get().path("overrides").has(logger)).isFalse();
	}

	static Stream<Arguments> refusedWrites() {
		return Stream.of(
				Arguments.of(null, Map.of("logger", "com.example.mcp.refused", "level", "DEBUG", "ttl", "PT5M"),
						"refused: MCP writes need an authenticated caller holding the authority ROLE_LOGGING_ADMIN "
								+ "(logging-perf.mcp.write-authority); this call carries no credentials, and anonymous "
								+ "callers may only read"),
				Arguments.of(McpTestApplication.VIEWER,
						Map.of("logger", "com.example.mcp.refused", "level", "DEBUG", "ttl", "PT5M"),
						"refused: viewer does not hold the authority ROLE_LOGGING_ADMIN "
								+ "(logging-perf.mcp.write-authority) that MCP writes need"),
				Arguments.of(McpTestApplication.ADMIN, Map.of("logger", "com.example.mcp.refused", "level", "DEBUG"),
						"required property 'ttl' not found"));
	}

	@ParameterizedTest(name = "{0}: {1}")
	@MethodSource("refusedWrites")
	void writeWithoutTheRightCallerOrWithoutTtlShouldBeRefusedAndChangeNothing(String user,
			Map<String, Object> arguments, String refusal) throws Exception {
		JsonNode before = changeableState();
		try (McpTestClient client = McpTestClient.connect(this.port, user, password(user))) {
			CallToolResult result = client.call("set-logger-level", arguments);
			assertThat(result.isError()).isTrue();
			assertThat(McpTestClient.text(result)).contains(refusal);
		}
		assertThat(changeableState()).isEqualTo(before);
	}

	static Stream<Arguments> badWrites() {
		String logger = "com.example.mcp.bad";
		String maxTtl = "ttl must be more than PT0S and at most PT1H (logging-perf.mcp.max-ttl) but was ";
		return Stream.of(
				Arguments.of("set-logger-level", Map.of("logger", logger, "level", "LOUD", "ttl", "PT5M"),
						"/level: does not have a value in the enumeration "
								+ "[\"TRACE\", \"DEBUG\", \"INFO\", \"WARN\", \"ERROR\", \"FATAL\", \"OFF\"]"),
				Arguments.of("set-logger-level", Map.of("logger", logger, "level", "DEBUG", "ttl", "-PT5M"),
						maxTtl + "PT-5M"),
				Arguments.of("set-logger-level", Map.of("logger", logger, "level", "DEBUG", "ttl", "PT2H"),
						maxTtl + "PT2H"),
				Arguments.of("set-logger-level", Map.of("logger", logger, "level", "DEBUG", "ttl", "soon"),
						"ttl must be a duration such as PT30M, 30m or 1h (a JSON string) but was 'soon'"),
				Arguments.of("set-logger-level", Map.of("logger", "bad..name", "level", "DEBUG", "ttl", "PT5M"),
						"logger name 'bad..name' is not valid: use ROOT, a logger group, or dot-separated parts"),
				Arguments.of("set-logger-level",
						Map.of("logger", logger, "level", "DEBUG", "ttl", "PT5M", "colour", "red"),
						"property 'colour' is not defined in the schema"),
				Arguments.of("set-logger-level",
						Map.of("logger", logger, "level", "DEBUG", "ttl", "PT5M", "scope", "everywhere"),
						"/scope: does not have a value in the enumeration [\"instance\", \"fleet\"]"),
				Arguments.of("set-discard-threshold", Map.of("threshold", "OFF", "ttl", "PT5M"),
						"/threshold: does not have a value in the enumeration "
								+ "[\"TRACE\", \"DEBUG\", \"INFO\", \"WARN\", \"ERROR\", \"FATAL\"]"),
				Arguments.of("set-location-capture", Map.of("enabled", "yes", "ttl", "PT5M"),
						"/enabled: string found, boolean expected"),
				Arguments.of("reset-logger-level", Map.of("logger", "bad..name"),
						"logger name 'bad..name' is not valid: use ROOT, a logger group, or dot-separated parts"));
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("badWrites")
	void badInputShouldBeRefusedNamingTheArgumentAndChangeNothing(String tool, Map<String, Object> arguments,
			String named) throws Exception {
		JsonNode before = changeableState();
		CallToolResult result = admin.call(tool, arguments);
		assertThat(result.isError()).isTrue();
		assertThat(McpTestClient.text(result)).contains(named);
		assertThat(changeableState()).isEqualTo(before);
	}

	@Test
	void fleetWriteShouldReachAnotherInstanceThroughTheBroker() throws Exception {
		String logger = "com.example.mcp.fleet";
		try (ConfigurableApplicationContext other = new SpringApplicationBuilder(OtherInstance.class)
			.web(WebApplicationType.NONE)
			.run("--spring.kafka.bootstrap-servers=" + this.broker.getBrokersAsString(),
					"--spring.application.name=mcp-orders", "--spring.ai.mcp.server.enabled=false",
					"--logging-perf.fleet.enabled=true",
					"--logging-perf.fleet.secret=mcp-tools-test-secret-of-32-bytes-or-more",
					"--logging-perf.fleet.instance-id=orders-2", "--logging-perf.fleet.check-interval=1s",
					"--logging-perf.fleet.status-interval=2s", "--logging-perf.doctor.startup-report=false")) {
			await().atMost(WAIT).until(() -> get().path("fleet").path("totals").path("instances").asInt() == 2);
			CallToolResult result = admin.call("set-logger-level",
					Map.of("logger", logger, "level", "DEBUG", "ttl", "PT5M", "scope", "fleet"));
			assertThat(result.isError()).as(() -> McpTestClient.text(result)).isFalse();
			String changeId = json.readTree(McpTestClient.text(result)).path("changeId").asString();
			assertThat(changeId).isNotBlank();
			LoggerLevelOverrides otherOverrides = other.getBean(LoggerLevelOverrides.class);
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(otherOverrides.get(logger)).isNotNull();
				assertThat(otherOverrides.get(logger).level()).isEqualTo(LogLevel.DEBUG);
			});
			await().atMost(WAIT).untilAsserted(() -> {
				JsonNode fleet = callRead("get-logging-fleet").path("fleet");
				assertThat(fleet.path("changes").get(0).path("changeId").asString()).isEqualTo(changeId);
				assertThat(fleet.path("changes").get(0).path("appliedCount").asInt()).isEqualTo(2);
			});
			assertThat(audited(McpTestApplication.ADMIN))
				.anySatisfy((change) -> assertThat(change).contains("fleet change " + changeId));
			CallToolResult reset = admin.call("reset-logger-level", Map.of("logger", logger, "scope", "fleet"));
			assertThat(reset.isError()).as(() -> McpTestClient.text(reset)).isFalse();
			await().atMost(WAIT).untilAsserted(() -> assertThat(otherOverrides.get(logger)).isNull());
		}
	}

	/**
	 * What a write changes: the overrides and the switches, without their ages.
	 */
	private JsonNode changeableState() throws Exception {
		ObjectNode state = json.createObjectNode();
		ObjectNode body = get();
		state.set("overrides", body.get("overrides"));
		state.set("switches", body.get("switches"));
		state.set("discardThreshold", body.get("discardThreshold"));
		state.set("locationEnabled", body.get("locationEnabled"));
		return state;
	}

	private List<String> audited(String principal) {
		return this.auditEvents.find(principal, null, LoggingPerfChangeLog.AUDIT_EVENT_TYPE)
			.stream()
			.map((event) -> event.getData().get("changes")
					+ ((event.getData().get("via") != null) ? " via " + event.getData().get("via") : ""))
			.toList();
	}

	private static String password(String user) {
		if (user == null) {
			return null;
		}
		return user.equals(McpTestApplication.ADMIN) ? McpTestApplication.ADMIN_PASSWORD
				: McpTestApplication.VIEWER_PASSWORD;
	}

	/**
	 * Drop the times at which the fleet's instances last reported, which change every
	 * {@code status-interval}, so that two reads a moment apart compare equal.
	 */
	private static JsonNode withoutReportTimes(JsonNode node) {
		JsonNode copy = node.deepCopy();
		for (JsonNode instance : copy.path("instances")) {
			((ObjectNode) instance).remove("lastSeen");
			((ObjectNode) instance.path("status")).remove("reportedAt");
		}
		return copy;
	}

	private JsonNode callRead(String tool) {
		CallToolResult result = viewer.call(tool, Map.of());
		assertThat(result.isError()).as(() -> McpTestClient.text(result)).isFalse();
		return json.readTree(McpTestClient.text(result));
	}

	private ObjectNode get() throws IOException, InterruptedException {
		String credentials = Base64.getEncoder()
			.encodeToString((McpTestApplication.VIEWER + ":" + McpTestApplication.VIEWER_PASSWORD)
				.getBytes(StandardCharsets.UTF_8));
		HttpRequest request = HttpRequest
			.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/actuator/logging-perf"))
			.header("Authorization", "Basic " + credentials)
			.build();
		HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return (ObjectNode) json.readTree(response.body());
	}

	/**
	 * A second instance of the application, without a web server, in the fleet.
	 */
	@SpringBootConfiguration(proxyBeanMethods = false)
	@EnableAutoConfiguration
	static class OtherInstance {

	}

}
