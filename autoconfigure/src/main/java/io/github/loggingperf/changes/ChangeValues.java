package io.github.loggingperf.changes;

import java.time.Duration;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.convert.DurationStyle;
import org.springframework.boot.json.JsonParserFactory;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * Reads the fields of a change as a client sent them, held to their JSON types: a level
 * or a scope is a string in any case, a switch a JSON boolean, a time to live a string in
 * one of Spring Boot's duration formats, {@code levels} a JSON object (or text holding
 * one). Values of the target type itself pass as they are. A value that does not fit is
 * refused with a message naming the field, the value with its JSON type, and what is
 * allowed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class ChangeValues {

	/**
	 * Field of the discard threshold.
	 */
	public static final String DISCARD_THRESHOLD = "discardThreshold";

	/**
	 * Field of location capture.
	 */
	public static final String LOCATION_ENABLED = "locationEnabled";

	/**
	 * Field of the levels of several loggers.
	 */
	public static final String LEVELS = "levels";

	/**
	 * Field of the level of one logger.
	 */
	public static final String LEVEL = "level";

	/**
	 * Field of the time to live.
	 */
	public static final String TTL = "ttl";

	/**
	 * Field of the scope.
	 */
	public static final String SCOPE = "scope";

	/**
	 * Field of the name of one logger.
	 */
	public static final String NAME = "name";

	private ChangeValues() {
	}

	/**
	 * Read a logger level.
	 * @param field the field, named in a refusal
	 * @param value a level name in any case, a {@link LogLevel}, or {@code null}
	 * @return the level, {@code null} when the value is
	 * @throws ChangeRefusedException if the value is no level
	 */
	public static @Nullable LogLevel level(String field, @Nullable Object value) {
		if (value == null || value instanceof LogLevel) {
			return (LogLevel) value;
		}
		LogLevel level = (value instanceof String text) ? LoggerLevelOverrides.parseLevel(text) : null;
		if (level == null) {
			throw refused(field, "one of " + LoggerLevelOverrides.LEVELS + " or null", value);
		}
		return level;
	}

	/**
	 * Read a boolean.
	 * @param field the field, named in a refusal
	 * @param value a {@link Boolean} or {@code null}
	 * @return the boolean, {@code null} when the value is
	 * @throws ChangeRefusedException if the value is anything else, {@code "true"}
	 * included
	 */
	public static @Nullable Boolean bool(String field, @Nullable Object value) {
		if (value == null || value instanceof Boolean) {
			return (Boolean) value;
		}
		throw refused(field, "true or false (a JSON boolean)", value);
	}

	static @Nullable LogLevel discardThreshold(@Nullable Object value) {
		LogLevel level = (value instanceof String text) ? LoggerLevelOverrides.parseLevel(text)
				: (value instanceof LogLevel given) ? given : null;
		if (value != null && (level == null || !EventLevels.isDiscardThreshold(level))) {
			throw refused(DISCARD_THRESHOLD, "one of " + EventLevels.NAMES, value);
		}
		return level;
	}

	static @Nullable Duration ttl(@Nullable Object value) {
		if (value == null || value instanceof Duration) {
			return (Duration) value;
		}
		if (value instanceof String text && !text.isBlank()) {
			try {
				return DurationStyle.detectAndParse(text);
			}
			catch (RuntimeException ex) {
				// refused below
			}
		}
		throw refused(TTL, "a duration such as PT30M, 30m or 1h", value);
	}

	static ChangeScope scope(@Nullable Object value) {
		if (value == null || value instanceof ChangeScope) {
			return (value != null) ? (ChangeScope) value : ChangeScope.INSTANCE;
		}
		if (value instanceof String text) {
			for (ChangeScope scope : ChangeScope.values()) {
				if (scope.name().equalsIgnoreCase(text.trim())) {
					return scope;
				}
			}
		}
		throw refused(SCOPE, "one of INSTANCE, FLEET", value);
	}

	static @Nullable Map<?, ?> levels(@Nullable Object value) {
		if (value == null || value instanceof Map) {
			return (Map<?, ?>) value;
		}
		if (value instanceof String text && text.trim().startsWith("{")) {
			try {
				return JsonParserFactory.getJsonParser().parseMap(text);
			}
			catch (RuntimeException ex) {
				// refused below
			}
		}
		throw refused(LEVELS, "a JSON object of logger name to level name (or null)", value);
	}

	/**
	 * Describe a value as the client wrote it.
	 * @param value the value
	 * @return the value quoted when it is a string, followed by its JSON type otherwise;
	 * long values cut and control characters escaped
	 */
	public static String describe(@Nullable Object value) {
		if (value instanceof String text) {
			return LoggerLevelOverrides.quote(text);
		}
		return LoggerLevelOverrides.shorten(String.valueOf(value)) + " (a JSON "
				+ ((value instanceof Map) ? "object" : (value instanceof Iterable) ? "array"
						: (value instanceof Number) ? "number" : (value instanceof Boolean) ? "boolean" : "value")
				+ ")";
	}

	private static ChangeRefusedException refused(String field, String allowed, @Nullable Object value) {
		return new ChangeRefusedException(field, field + " must be " + allowed + " but was " + describe(value));
	}

}
