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
				"logging-perf.fleet.enabled=true", "logging-perf.fleet.instance-id=orders-1",
				"logging-perf.fleet.check-interval=1s", "logging-perf.fleet.status-interval=2s" })
class LoggingPerfMcpToolsTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static final JsonMapper json = JsonMapper.builder().build();

	private static final List<String> READ_TOOLS = List.of("get-logging-pipeline", "get-top-talkers",
			"get-logging-findings", "get-logging-fleet");

	@LocalServerPort
	int port;

	private static McpTestClient viewer;

	@BeforeEach
	void connect() {
		if (viewer == null) {
			viewer = McpTestClient.connect(this.port, McpTestApplication.VIEWER, McpTestApplication.VIEWER_PASSWORD);
		}
	}

	@AfterAll
	static void disconnect() {
		if (viewer != null) {
			viewer.close();
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
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + "/actuator/logging-perf"))
			.header("Authorization", "Basic " + credentials)
			.build();
		HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return (ObjectNode) json.readTree(response.body());
	}

}
