package com.example.orders;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The sample app's MCP tools (profile {@code mcp}), as an assistant uses them: the MCP
 * Java SDK's client over Streamable HTTP lists and calls every tool of the packaged app
 * in its own JVM; writes are refused without the operator's credentials or without a ttl;
 * a fleet write reaches a second instance through a real KRaft broker.
 */
class McpToolsIT {

	private static final Duration WAIT = Duration.ofMinutes(1);

	/**
	 * The fleet's secret, the same on both instances (the fleet does not start without
	 * one).
	 */
	private static final String FLEET_SECRET = "--logging-perf.fleet.secret=mcp-tools-test-secret-of-32-bytes-or-more";

	private static final JsonMapper json = JsonMapper.builder().build();

	private static EmbeddedKafkaKraftBroker broker;

	private static SampleAppProcess app;

	private static SampleAppProcess other;

	@BeforeAll
	static void start() throws Exception {
		broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.brokerProperties(Map.of("transaction.state.log.replication.factor", "1", "transaction.state.log.min.isr",
				"1", "transaction.state.log.num.partitions", "1"));
		broker.afterPropertiesSet();
		String brokers = "--spring.kafka.bootstrap-servers=" + broker.getBrokersAsString();
		app = SampleAppProcess.start(List.of(), List.of("--spring.profiles.active=mcp,fleet", brokers, FLEET_SECRET));
		other = SampleAppProcess.start(List.of(), List.of("--spring.profiles.active=fleet", brokers, FLEET_SECRET));
		assertThat(other.output()).doesNotContain("Registered tools");
		await().atMost(WAIT).until(() -> fleet(app).path("totals").path("instances").asInt() == 2);
	}

	@AfterAll
	static void stop() throws Exception {
		if (other != null) {
			other.close();
		}
		if (app != null) {
			app.close();
		}
		if (broker != null) {
			broker.destroy();
		}
	}

	@Test
	void assistantShouldListAndCallEveryTool() throws Exception {
		try (McpSession operator = McpSession.connect(app.port(), SampleAppProcess.ADMIN,
				SampleAppProcess.ADMIN_PASSWORD)) {
			Map<String, Tool> tools = operator.tools();
			assertThat(tools).containsOnlyKeys("get-logging-pipeline", "get-top-talkers", "get-logging-findings",
					"get-logging-fleet", "set-logger-level", "reset-logger-level", "set-discard-threshold",
					"set-location-capture");
			tools.forEach((name, tool) -> assertThat(tool.annotations().readOnlyHint()).as(name)
				.isEqualTo(name.startsWith("get-")));
			assertThat(operator.read("get-logging-pipeline").path("mode").asString())
				.isEqualTo(json.readTree(app.get("/actuator/logging-perf").body()).path("mode").asString());
			assertThat(operator.read("get-top-talkers").has("topTalkers")).isTrue();
			assertThat(operator.read("get-logging-findings").path("findings"))
				.isEqualTo(json.readTree(app.get("/actuator/logging-perf").body()).path("findings"));
			assertThat(operator.read("get-logging-fleet").path("fleet").path("connected").asBoolean()).isTrue();
			JsonNode threshold = operator.write("set-discard-threshold", Map.of("threshold", "WARN", "ttl", "1m"));
			assertThat(threshold.path("switches").path("discardThreshold").path("changedBy").asString())
				.isEqualTo(SampleAppProcess.ADMIN);
			operator.write("set-location-capture", Map.of("enabled", false, "ttl", "1m"));
			operator.write("set-logger-level",
					Map.of("logger", "com.example.orders.order", "level", "DEBUG", "ttl", "PT10M"));
			assertThat(json.readTree(app.get("/actuator/logging-perf").body())
				.path("overrides")
				.path("com.example.orders.order")
				.path("level")
				.asString()).isEqualTo("DEBUG");
			operator.write("reset-logger-level", Map.of("logger", "com.example.orders.order"));
			assertThat(json.readTree(app.get("/actuator/logging-perf").body()).path("overrides").size()).isZero();
			// the audit line is logged asynchronously: the background thread writes it
			// within its sleep time
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(app.output().lines()).anySatisfy((line) -> assertThat(line)
					.contains("logging-perf: " + SampleAppProcess.ADMIN + " changed discardThreshold")
					.endsWith(" via MCP")));
		}
	}

	@Test
	void writeShouldBeRefusedWithoutTheOperatorsCredentialsOrWithoutTtl() throws Exception {
		Map<String, Object> change = Map.of("logger", "com.example.orders.refused", "level", "DEBUG", "ttl", "PT5M");
		try (McpSession anonymous = McpSession.connect(app.port(), null, null)) {
			assertThat(anonymous.read("get-logging-pipeline").has("mode")).isTrue();
			CallToolResult refused = anonymous.call("set-logger-level", change);
			assertThat(refused.isError()).isTrue();
			assertThat(text(refused)).startsWith("refused: MCP writes need an authenticated caller");
		}
		try (McpSession operator = McpSession.connect(app.port(), SampleAppProcess.ADMIN,
				SampleAppProcess.ADMIN_PASSWORD)) {
			CallToolResult withoutTtl = operator.call("set-logger-level",
					Map.of("logger", "com.example.orders.refused", "level", "DEBUG"));
			assertThat(withoutTtl.isError()).isTrue();
			assertThat(text(withoutTtl)).contains("ttl");
		}
		assertThat(app.get("/actuator/logging-perf").body()).doesNotContain("com.example.orders.refused");
	}

	@Test
	void fleetWriteShouldReachTheOtherInstance() throws Exception {
		try (McpSession operator = McpSession.connect(app.port(), SampleAppProcess.ADMIN,
				SampleAppProcess.ADMIN_PASSWORD)) {
			JsonNode written = operator.write("set-logger-level", Map.of("logger", "com.example.orders.shipping",
					"level", "DEBUG", "ttl", "PT10M", "scope", "fleet"));
			assertThat(written.path("changeId").asString()).isNotBlank();
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(json.readTree(other.get("/actuator/logging-perf").body())
					.path("overrides")
					.path("com.example.orders.shipping")
					.path("level")
					.asString()).isEqualTo("DEBUG"));
			operator.write("reset-logger-level", Map.of("logger", "com.example.orders.shipping", "scope", "fleet"));
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(json.readTree(other.get("/actuator/logging-perf").body())
					.path("overrides")
					.has("com.example.orders.shipping")).isFalse());
		}
	}

	private static JsonNode fleet(SampleAppProcess process) throws Exception {
		return json.readTree(process.get("/actuator/logging-perf").body()).path("fleet");
	}

	private static String text(CallToolResult result) {
		return ((TextContent) result.content().get(0)).text();
	}

	private static final class McpSession implements AutoCloseable {

		private final McpSyncClient client;

		private McpSession(McpSyncClient client) {
			this.client = client;
		}

		static McpSession connect(int port, String user, String password) {
			HttpClientStreamableHttpTransport.Builder transport = HttpClientStreamableHttpTransport
				.builder("http://127.0.0.1:" + port)
				.endpoint("/mcp");
			if (user != null) {
				String credentials = Base64.getEncoder()
					.encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
				transport.requestBuilder(HttpRequest.newBuilder().header("Authorization", "Basic " + credentials));
			}
			McpSyncClient client = McpClient.sync(transport.build()).requestTimeout(Duration.ofSeconds(30)).build();
			client.initialize();
			return new McpSession(client);
		}

		Map<String, Tool> tools() {
			Map<String, Tool> tools = new LinkedHashMap<>();
			this.client.listTools().tools().forEach((tool) -> tools.put(tool.name(), tool));
			return tools;
		}

		CallToolResult call(String tool, Map<String, Object> arguments) {
			return this.client.callTool(new CallToolRequest(tool, arguments));
		}

		JsonNode read(String tool) {
			return write(tool, Map.of());
		}

		JsonNode write(String tool, Map<String, Object> arguments) {
			CallToolResult result = call(tool, arguments);
			assertThat(result.isError()).as(() -> tool + ": " + text(result)).isFalse();
			return json.readTree(text(result));
		}

		@Override
		public void close() {
			this.client.closeGracefully();
		}

	}

}
