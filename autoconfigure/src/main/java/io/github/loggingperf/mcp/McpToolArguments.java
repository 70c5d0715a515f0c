package io.github.loggingperf.mcp;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.convert.DurationStyle;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * The arguments of one tool call, checked one by one with a message that names the
 * argument, the value as it was sent and what is allowed, in the words of the endpoint's
 * messages. An argument the tool does not take is refused, not ignored.
 *
 * @author logging-perf
 */
final class McpToolArguments {

	static final String TTL = "ttl";

	static final String SCOPE = "scope";

	private static final String THRESHOLDS = EventLevels.NAMES;

	private final Map<String, @Nullable Object> values;

	private McpToolArguments(Map<String, @Nullable Object> values) {
		this.values = values;
	}

	/**
	 * Check that a call names only the arguments its tool takes.
	 * @param tool the tool's name
	 * @param arguments the arguments of the call, {@code null} for none
	 * @param names the arguments the tool takes
	 * @return the arguments
	 * @throws McpToolException if the call has an argument the tool does not take
	 */
	static McpToolArguments of(String tool, @Nullable Map<String, ?> arguments, List<String> names) {
		Map<String, @Nullable Object> values = new LinkedHashMap<>();
		if (arguments != null) {
			for (Map.Entry<String, ?> argument : arguments.entrySet()) {
				if (!names.contains(argument.getKey())) {
					throw new McpToolException("unknown argument " + LoggerLevelOverrides.quote(argument.getKey())
							+ ": " + tool + " takes " + describeNames(names));
				}
				values.put(argument.getKey(), argument.getValue());
			}
		}
		return new McpToolArguments(values);
	}

	/**
	 * Return a required string argument.
	 * @param name the argument
	 * @param what what the argument holds, for the message when it is missing
	 * @return the value
	 */
	String string(String name, String what) {
		Object value = this.values.get(name);
		if (value == null) {
			throw new McpToolException(name + " is required: " + what);
		}
		if (!(value instanceof String text)) {
			throw new McpToolException(name + " must be " + what + " (a JSON string) but was " + describe(value));
		}
		return text;
	}

	/**
	 * Return a required level argument, {@code TRACE} to {@code OFF} in any case.
	 * @param name the argument
	 * @return the level
	 */
	LogLevel level(String name) {
		String allowed = "one of " + LoggerLevelOverrides.LEVELS;
		LogLevel level = LoggerLevelOverrides.parseLevel(string(name, allowed));
		if (level == null) {
			throw new McpToolException(name + " must be " + allowed + " but was " + describe(this.values.get(name)));
		}
		return level;
	}

	/**
	 * Return a required discard threshold argument, {@code TRACE} to {@code FATAL} in any
	 * case.
	 * @param name the argument
	 * @return the threshold
	 */
	LogLevel threshold(String name) {
		String allowed = "one of " + THRESHOLDS;
		String text = string(name, allowed);
		for (LogLevel threshold : EventLevels.ORDERED) {
			if (EventLevels.isDiscardThreshold(threshold) && threshold.name().equalsIgnoreCase(text.trim())) {
				return threshold;
			}
		}
		throw new McpToolException(name + " must be " + allowed + " but was " + describe(text));
	}

	/**
	 * Return a required boolean argument.
	 * @param name the argument
	 * @return the value
	 */
	boolean bool(String name) {
		Object value = this.values.get(name);
		if (value instanceof Boolean bool) {
			return bool;
		}
		String allowed = "true or false (a JSON boolean)";
		throw new McpToolException((value != null) ? name + " must be " + allowed + " but was " + describe(value)
				: name + " is required: " + allowed);
	}

	/**
	 * Return the time-to-live every MCP write must give.
	 * @param maxTtl the longest allowed, {@code logging-perf.mcp.max-ttl}
	 * @return the time-to-live
	 */
	Duration ttl(Duration maxTtl) {
		String range = "more than PT0S and at most " + maxTtl + " (logging-perf.mcp.max-ttl)";
		Object value = this.values.get(TTL);
		if (value == null) {
			throw new McpToolException("ttl is required on every MCP write: how long the change lasts before it is "
					+ "undone by itself, a duration such as PT30M, 30m or 1h, " + range);
		}
		Duration ttl = parseDuration(value);
		if (ttl.isNegative() || ttl.isZero() || ttl.compareTo(maxTtl) > 0) {
			throw new McpToolException("ttl must be " + range + " but was " + ttl);
		}
		return ttl;
	}

	/**
	 * Return whether the write goes to every instance: {@code fleet}, or {@code instance}
	 * (the default) for this one, in any case.
	 * @return whether the scope is the fleet
	 */
	boolean fleet() {
		Object value = this.values.get(SCOPE);
		if (value == null) {
			return false;
		}
		if (value instanceof String text) {
			String scope = text.trim().toLowerCase(Locale.ROOT);
			if (scope.equals("fleet") || scope.equals("instance")) {
				return scope.equals("fleet");
			}
		}
		throw new McpToolException("scope must be one of instance, fleet but was " + describe(value));
	}

	private static Duration parseDuration(Object value) {
		if (value instanceof String text) {
			try {
				return DurationStyle.detectAndParse(text.trim());
			}
			catch (IllegalArgumentException ex) {
				// refused below, with the value as it was sent
			}
		}
		throw new McpToolException(
				"ttl must be a duration such as PT30M, 30m or 1h (a JSON string) but was " + describe(value));
	}

	private static String describeNames(List<String> names) {
		return names.isEmpty() ? "no arguments" : String.join(", ", names);
	}

	private static String describe(@Nullable Object value) {
		return LoggerLevelOverrides.describeValue(value);
	}

}
