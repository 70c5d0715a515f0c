package io.github.loggingperf.mcp;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.Tool;
import io.modelcontextprotocol.spec.McpSchema.ToolAnnotations;
import tools.jackson.databind.json.JsonMapper;

/**
 * One logging-perf tool as the MCP server lists it: its name, a description written for a
 * model, the JSON schema of its arguments (which takes no other argument), and whether it
 * only reads or changes the pipeline. A call is answered with the tool's result as JSON,
 * or with an error result whose text says what was refused and why.
 *
 * @param name the tool's name
 * @param title the tool's title for people
 * @param description what the tool returns or does, and when to use it
 * @param arguments the JSON schema of each argument, by name, in the order listed
 * @param required the arguments a call must give
 * @param readOnly whether the tool only reads; a tool that changes the pipeline is marked
 * destructive
 * @author logging-perf
 */
record McpTool(String name, String title, String description, Map<String, Map<String, Object>> arguments,
		List<String> required, boolean readOnly) {

	/**
	 * Return the specification the MCP server registers.
	 * @param jsonMapper writes results as JSON
	 * @param handler answers a call, given its checked arguments, with the result to
	 * write as JSON; throws {@link McpToolException} to refuse it
	 * @return the specification
	 */
	SyncToolSpecification specification(JsonMapper jsonMapper, Function<McpToolArguments, Object> handler) {
		List<String> names = List.copyOf(this.arguments.keySet());
		return SyncToolSpecification.builder().tool(tool()).callHandler((exchange, request) -> {
			try {
				Object result = handler.apply(McpToolArguments.of(this.name, request.arguments(), names));
				return CallToolResult.builder()
					.addTextContent(jsonMapper.writeValueAsString(result))
					.structuredContent(jsonMapper.convertValue(result, Map.class))
					.isError(false)
					.build();
			}
			catch (McpToolException ex) {
				return CallToolResult.builder().addTextContent(String.valueOf(ex.getMessage())).isError(true).build();
			}
		}).build();
	}

	private Tool tool() {
		Map<String, Object> schema = new LinkedHashMap<>();
		schema.put("type", "object");
		schema.put("properties", this.arguments);
		schema.put("required", this.required);
		schema.put("additionalProperties", false);
		ToolAnnotations annotations = ToolAnnotations.builder()
			.title(this.title)
			.readOnlyHint(this.readOnly)
			.destructiveHint(!this.readOnly)
			.idempotentHint(this.readOnly)
			.openWorldHint(false)
			.build();
		return Tool.builder()
			.name(this.name)
			.title(this.title)
			.description(this.description)
			.inputSchema(schema)
			.annotations(annotations)
			.build();
	}

}
