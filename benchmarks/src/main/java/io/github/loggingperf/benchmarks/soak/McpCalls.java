package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.concurrent.atomic.AtomicLong;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An assistant calling the starter's MCP tools, as the operator: JSON-RPC over MCP's
 * Streamable HTTP transport ({@code POST /mcp}), one session per call, answers read from
 * JSON or from a server-sent event.
 */
final class McpCalls {

	private static final String PROTOCOL_VERSION = "2025-06-18";

	private final HttpClient http;

	private final String authorization;

	private final AtomicLong ids = new AtomicLong();

	McpCalls(HttpClient http, String password) {
		this.http = http;
		this.authorization = "Basic "
				+ Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Call a tool.
	 * @param port the instance's HTTP port
	 * @param tool the tool's name
	 * @param arguments its arguments
	 * @return the tool's result ({@code result} of the JSON-RPC answer), or the error
	 * @throws IOException if the instance cannot be reached or answers no JSON-RPC
	 * message
	 * @throws InterruptedException if interrupted while waiting
	 */
	JsonNode call(int port, String tool, ObjectNode arguments) throws IOException, InterruptedException {
		URI uri = URI.create("http://127.0.0.1:" + port + "/mcp");
		ObjectNode initialize = request("initialize");
		initialize.putObject("params")
			.put("protocolVersion", PROTOCOL_VERSION)
			.set("clientInfo", JsonNodeFactory.instance.objectNode().put("name", "soak").put("version", "1"));
		((ObjectNode) initialize.get("params")).putObject("capabilities");
		HttpResponse<String> initialized = post(uri, initialize, null);
		String session = initialized.headers().firstValue("Mcp-Session-Id").orElse(null);
		ObjectNode notification = JsonNodeFactory.instance.objectNode()
			.put("jsonrpc", "2.0")
			.put("method", "notifications/initialized");
		post(uri, notification, session);
		ObjectNode call = request("tools/call");
		call.putObject("params").put("name", tool).set("arguments", arguments);
		HttpResponse<String> answer = post(uri, call, session);
		return message(answer);
	}

	private ObjectNode request(String method) {
		return JsonNodeFactory.instance.objectNode()
			.put("jsonrpc", "2.0")
			.put("id", this.ids.incrementAndGet())
			.put("method", method);
	}

	private HttpResponse<String> post(URI uri, JsonNode body, @Nullable String session)
			throws IOException, InterruptedException {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri)
			.timeout(Duration.ofSeconds(30))
			.header("Content-Type", "application/json")
			.header("Accept", "application/json, text/event-stream")
			.header("Authorization", this.authorization)
			.POST(HttpRequest.BodyPublishers.ofString(body.toString()));
		if (session != null) {
			request.header("Mcp-Session-Id", session).header("MCP-Protocol-Version", PROTOCOL_VERSION);
		}
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private static JsonNode message(HttpResponse<String> response) throws IOException {
		String body = response.body().trim();
		if (!body.startsWith("{")) {
			String data = null;
			for (String line : body.split("\n")) {
				if (line.startsWith("data:")) {
					data = line.substring("data:".length()).trim();
				}
			}
			if (data == null) {
				throw new IOException("MCP answered " + response.statusCode() + " without a message: " + body);
			}
			body = data;
		}
		return SoakJson.read(body);
	}

}
