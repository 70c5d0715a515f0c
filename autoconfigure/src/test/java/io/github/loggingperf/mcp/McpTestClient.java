package io.github.loggingperf.mcp;

import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import org.jspecify.annotations.Nullable;

/**
 * A real MCP client, the MCP Java SDK's, connected over Streamable HTTP to the
 * application's {@code /mcp}, with HTTP Basic credentials or none, as an assistant
 * configured with them connects.
 */
final class McpTestClient implements AutoCloseable {

	private final McpSyncClient client;

	private McpTestClient(McpSyncClient client) {
		this.client = client;
	}

	static McpTestClient connect(int port, @Nullable String user, @Nullable String password) {
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
		return new McpTestClient(client);
	}

	Map<String, Tool> tools() {
		Map<String, Tool> tools = new LinkedHashMap<>();
		this.client.listTools().tools().forEach((tool) -> tools.put(tool.name(), tool));
		return tools;
	}

	CallToolResult call(String tool, Map<String, Object> arguments) {
		return this.client.callTool(new CallToolRequest(tool, arguments));
	}

	static String text(CallToolResult result) {
		return ((TextContent) result.content().get(0)).text();
	}

	@Override
	public void close() {
		this.client.closeGracefully();
	}

}
