package io.github.loggingperf.mcp;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.util.Assert;

import io.github.loggingperf.actuate.endpoint.PipelineDescriptor;

/**
 * The read-only tools: the pipeline, the top talkers, the logging doctor's findings and
 * the fleet, each a section of what {@code GET /actuator/logging-perf} answers, taken
 * from the endpoint itself and written by the same JSON mapper, so that both always
 * agree.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfReadTools {

	static final String PIPELINE = "get-logging-pipeline";

	static final String TOP_TALKERS = "get-top-talkers";

	static final String FINDINGS = "get-logging-findings";

	static final String FLEET = "get-logging-fleet";

	private static final List<String> SECTIONS_OF_THEIR_OWN = List.of("topTalkers", "findings", "fleet");

	private final Supplier<PipelineDescriptor> pipeline;

	private final JsonMapper jsonMapper;

	private final McpToolAccess access;

	/**
	 * Create the read tools.
	 * @param pipeline the endpoint's read operation
	 * @param jsonMapper the endpoint's JSON mapper
	 * @param access who may read
	 */
	public LoggingPerfReadTools(Supplier<PipelineDescriptor> pipeline, JsonMapper jsonMapper, McpToolAccess access) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(jsonMapper, "'jsonMapper' must not be null");
		Assert.notNull(access, "'access' must not be null");
		this.pipeline = pipeline;
		this.jsonMapper = jsonMapper;
		this.access = access;
	}

	/**
	 * Return the specifications of the read tools.
	 * @param topTalkers whether top talkers are on
	 * @param doctor whether the logging doctor is on
	 * @param fleet whether the fleet is on
	 * @return the specifications
	 */
	public List<SyncToolSpecification> specifications(boolean topTalkers, boolean doctor, boolean fleet) {
		List<SyncToolSpecification> tools = new ArrayList<>();
		tools.add(tool(PIPELINE, "Logging pipeline", """
				Returns the state of this application's logging pipeline (Log4j 2, all-async on a ring buffer): \
				mode (ALL_ASYNC or why not), ringBuffer (capacity, remaining, used slots: a full ring means events \
				are being dropped or written by the caller), discardThreshold (level at or below which events are \
				dropped when the ring is full), discarded (events dropped so far, by level, and total), \
				locationEnabled and locationLoggers (location capture, which costs a stack walk per event), \
				overrides (logger levels changed at runtime, with previousLevel, expiresAt, changedBy), switches \
				(discard threshold and location capture with their configured value and expiry) and \
				appenderFailures. Use it first to see whether logging is losing events or slowing requests, and \
				to see what was changed at runtime and when it ends.""").specification(this.jsonMapper,
				(arguments) -> section(null)));
		if (topTalkers) {
			tools.add(tool(TOP_TALKERS, "Top talkers", """
					Returns topTalkers: the loggers that log the most events per second, busiest first, with the \
					rate by level, counted in the calling thread (so including events that were dropped). Use it to \
					find which logger to quieten when the ring buffer fills up or events are discarded.""")
				.specification(this.jsonMapper, (arguments) -> section("topTalkers")));
		}
		if (doctor) {
			tools.add(tool(FINDINGS, "Logging doctor findings", """
					Returns findings: what the logging doctor finds in the live Log4j configuration that makes \
					logging slow or loses events, most severe first, each with its evidence, its cost and the fix \
					(a configuration change, or a runtime change that a write tool can make). Use it to explain why \
					logging is expensive in this application and what to change.""").specification(this.jsonMapper,
					(arguments) -> section("findings")));
		}
		if (fleet) {
			tools.add(tool(FLEET, "Logging fleet", """
					Returns fleet: the instances of this application that share logging changes through the broker \
					as this instance sees them (connected, live instances with status and applied change ids), the \
					active fleet-wide changes with how many instances applied them and which are still pending, and \
					totals. Use it after a fleet-scoped write to see whether every instance applied it.""")
				.specification(this.jsonMapper, (arguments) -> section("fleet")));
		}
		return List.copyOf(tools);
	}

	private static McpTool tool(String name, String title, String description) {
		return new McpTool(name, title, description, Map.of(), List.of(), true);
	}

	private ObjectNode section(@Nullable String name) {
		this.access.read();
		ObjectNode body = this.jsonMapper.valueToTree(this.pipeline.get());
		if (name != null) {
			ObjectNode section = this.jsonMapper.createObjectNode();
			section.set(name, body.get(name));
			return section;
		}
		body.remove(SECTIONS_OF_THEIR_OWN);
		return body;
	}

}
