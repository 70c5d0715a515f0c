package io.github.loggingperf.mcp;

import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.EventLevels;

/**
 * The tools that change the pipeline, each marked destructive: set a logger's level,
 * reset it, set the discard threshold, switch location capture; on this instance or the
 * whole fleet. Every call is checked by {@link McpToolAccess#write()} first, then its
 * arguments, and every change must give a time-to-live, after which it is undone by
 * itself.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfWriteTools {

	static final String SET_LEVEL = "set-logger-level";

	static final String RESET_LEVEL = "reset-logger-level";

	static final String SET_THRESHOLD = "set-discard-threshold";

	static final String SET_LOCATION = "set-location-capture";

	private static final List<String> SECTIONS_LEFT_TO_READ_TOOLS = List.of("topTalkers", "findings", "fleet");

	private final McpWrites writes;

	private final JsonMapper jsonMapper;

	private final McpToolAccess access;

	/**
	 * Create the write tools.
	 * @param writes makes the changes
	 * @param jsonMapper the endpoint's JSON mapper
	 * @param access who may write, and the longest time-to-live
	 */
	public LoggingPerfWriteTools(McpWrites writes, JsonMapper jsonMapper, McpToolAccess access) {
		Assert.notNull(writes, "'writes' must not be null");
		Assert.notNull(jsonMapper, "'jsonMapper' must not be null");
		Assert.notNull(access, "'access' must not be null");
		this.writes = writes;
		this.jsonMapper = jsonMapper;
		this.access = access;
	}

	/**
	 * Return the specifications of the write tools, none when the endpoint's writes are
	 * not opened.
	 * @return the specifications
	 */
	public List<SyncToolSpecification> specifications() {
		if (!this.access.writesOpened()) {
			return List.of();
		}
		Duration maxTtl = this.access.maxTtl();
		Map<String, Object> ttl = argument("string",
				"Required. How long the change lasts before it is undone by itself: ISO-8601 (PT30M) or 30m, 1h; "
						+ "more than zero and at most " + maxTtl + ".");
		Map<String, Object> scope = argument("string", "instance (the default) changes this instance only; fleet "
				+ "changes every instance of the application through the broker, when the fleet is on.");
		scope.put("enum", List.of("instance", "fleet"));
		scope.put("default", "instance");
		Map<String, Object> logger = argument("string",
				"Logger name such as com.example.orders (a logger's level applies to the loggers below it), ROOT, "
						+ "or a Spring Boot logger group such as web or sql.");
		logger.put("maxLength", 1024);
		Map<String, Object> level = argument("string", "The new level.");
		level.put("enum", Arrays.stream(LogLevel.values()).map(LogLevel::name).toList());
		Map<String, Object> threshold = argument("string",
				"When the ring buffer is full, events at or below this level are dropped and counted; more severe "
						+ "events are written by the calling thread.");
		threshold.put("enum",
				EventLevels.ORDERED.stream().filter(EventLevels::isDiscardThreshold).map(LogLevel::name).toList());
		Map<String, Object> enabled = argument("boolean", "true to capture each event's caller location "
				+ "(class, method, line: a stack walk per event), false to stop.");
		return List.of(tool(SET_LEVEL, "Set logger level", """
				Sets the level of one logger (or ROOT, or a logger group) for a limited time, then puts \
				back the level it had. Use it to get DEBUG from one component during an incident, or to \
				quieten a logger that floods the ring buffer (see get-top-talkers). Returns the logger's \
				levels and override, or for scope fleet the fleet change with its changeId.""",
				args("logger", logger, "level", level, "ttl", ttl, "scope", scope), List.of("logger", "level", "ttl"))
			.specification(this.jsonMapper, (arguments) -> {
				McpCaller caller = this.access.write();
				return answer(this.writes.setLevel(caller, arguments.string("logger", "a logger name"),
						arguments.level("level"), arguments.ttl(maxTtl), arguments.fleet()));
			}), tool(RESET_LEVEL, "Reset logger level", """
					Removes the runtime level override of one logger (or ROOT, or a logger group) before its \
					time-to-live ends, putting back the level it had before. Use it when the extra logging is \
					no longer needed. Returns the removed override (null when there was none), or for scope \
					fleet the fleet change with its changeId.""", args("logger", logger, "scope", scope),
					List.of("logger"))
				.specification(this.jsonMapper, (arguments) -> {
					McpCaller caller = this.access.write();
					return answer(this.writes.resetLevel(caller, arguments.string("logger", "a logger name"),
							arguments.fleet()));
				}),
				tool(SET_THRESHOLD, "Set discard threshold",
						"""
								Changes the discard threshold for a limited time, then puts back the configured one. \
								Raising it (WARN) drops more low-severity events when the ring buffer is full, so that \
								requests never wait for logging during a log storm; lowering it keeps more. Use it when \
								get-logging-pipeline shows the ring buffer full. Returns the new pipeline state, or for scope fleet the fleet change with its changeId.""",
						args("threshold", threshold, "ttl", ttl, "scope", scope), List.of("threshold", "ttl"))
					.specification(this.jsonMapper, (arguments) -> {
						McpCaller caller = this.access.write();
						return answer(this.writes.setDiscardThreshold(caller, arguments.threshold("threshold"),
								arguments.ttl(maxTtl), arguments.fleet()));
					}),
				tool(SET_LOCATION, "Set location capture", """
						Switches location capture (class, method and line of each event's caller) on or off for \
						a limited time, then puts back the configured setting. On costs a stack walk per event \
						in the calling thread. Use it briefly to find where a message comes from. Returns the new \
						pipeline state, or for scope fleet the fleet change with its changeId.""",
						args("enabled", enabled, "ttl", ttl, "scope", scope), List.of("enabled", "ttl"))
					.specification(this.jsonMapper, (arguments) -> {
						McpCaller caller = this.access.write();
						return answer(this.writes.setLocationCapture(caller, arguments.bool("enabled"),
								arguments.ttl(maxTtl), arguments.fleet()));
					}));
	}

	private JsonNode answer(Object answer) {
		JsonNode node = this.jsonMapper.valueToTree(answer);
		if (node instanceof ObjectNode object && object.has("mode")) {
			object.remove(SECTIONS_LEFT_TO_READ_TOOLS);
		}
		return node;
	}

	private static McpTool tool(String name, String title, String description,
			Map<String, Map<String, Object>> arguments, List<String> required) {
		return new McpTool(name, title, description, arguments, required, false);
	}

	private static Map<String, Object> argument(String type, String description) {
		Map<String, Object> argument = new LinkedHashMap<>();
		argument.put("type", type);
		argument.put("description", description);
		return argument;
	}

	private static Map<String, Map<String, Object>> args(Object... namesAndSchemas) {
		Map<String, Map<String, Object>> arguments = new LinkedHashMap<>();
		for (int i = 0; i < namesAndSchemas.length; i += 2) {
			@SuppressWarnings("unchecked")
			Map<String, Object> schema = (Map<String, Object>) namesAndSchemas[i + 1];
			arguments.put((String) namesAndSchemas[i], schema);
		}
		return arguments;
	}

}
