package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * A validated write request: every field is checked, with a message naming the field, the
 * value and what is allowed, before anything is changed.
 *
 * @param discardThreshold the new discard threshold, or {@code null} to leave it
 * @param locationEnabled whether location capture should be on, or {@code null} to leave
 * it
 * @param levels the new level of each logger, {@code null} values removing an override
 * @param ttl how long everything the request sets lasts (levels, discard threshold,
 * location capture), or {@code null} for no limit
 * @author logging-perf
 */
record LoggingPerfChange(@Nullable LogLevel discardThreshold, @Nullable Boolean locationEnabled,
		Map<String, @Nullable LogLevel> levels, @Nullable Duration ttl) {

	static final String LEVELS = "TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF";

	private static final String TTL_WITHOUT_CHANGE = "ttl applies to what the same request sets (levels, "
			+ "discardThreshold, locationEnabled), but nothing was set";

	static LoggingPerfChange parse(@Nullable Object discardThreshold, @Nullable Object locationEnabled,
			@Nullable Object levels, @Nullable Object ttl, LoggerLevelOverrides overrides) {
		if (ttl != null && levels == null && discardThreshold == null && locationEnabled == null) {
			throw invalid(TTL_WITHOUT_CHANGE);
		}
		if (discardThreshold == null && locationEnabled == null && levels == null) {
			throw invalid("nothing to change: give discardThreshold, locationEnabled and/or levels (a JSON object of "
					+ "logger name to level name or null)");
		}
		Map<String, @Nullable LogLevel> parsedLevels = parseLevels(levels, overrides);
		boolean setsSomething = discardThreshold != null || locationEnabled != null
				|| parsedLevels.values().stream().anyMatch((level) -> level != null);
		Duration parsedTtl = parseTtl(ttl, setsSomething, overrides);
		return new LoggingPerfChange(parseThreshold(discardThreshold), parseLocationEnabled(locationEnabled),
				parsedLevels, parsedTtl);
	}

	private static @Nullable Boolean parseLocationEnabled(@Nullable Object value) {
		Object parsed = (value instanceof String text) ? JsonObjectText.parseValue(text) : value;
		if (parsed == null || parsed instanceof Boolean) {
			return (Boolean) parsed;
		}
		throw invalid("locationEnabled must be true or false (a JSON boolean) but was " + describe(parsed));
	}

	private static @Nullable LogLevel parseThreshold(@Nullable Object value) {
		if (value == null) {
			return null;
		}
		LogLevel level = (value instanceof String text) ? level(text) : null;
		if (level == null || level == LogLevel.OFF) {
			throw invalid("discardThreshold must be one of " + LoggingPipeline.ALLOWED_THRESHOLDS + " but was "
					+ describe(value));
		}
		return level;
	}

	private static Map<String, @Nullable LogLevel> parseLevels(@Nullable Object value,
			LoggerLevelOverrides overrides) {
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		if (value == null) {
			return levels;
		}
		Object parsed = (value instanceof String text) ? JsonObjectText.parse(text) : value;
		if (!(parsed instanceof Map<?, ?> map)) {
			throw invalid("levels must be a JSON object of logger name to level name (or null) but was "
					+ describe(value));
		}
		if (map.isEmpty()) {
			throw invalid("levels must name at least one logger");
		}
		String capacityError = overrides.checkCapacity(map.entrySet().stream()
			.filter((entry) -> entry.getValue() != null)
			.map((entry) -> String.valueOf(entry.getKey()))
			.toList());
		if (capacityError != null) {
			throw invalid(capacityError);
		}
		for (Map.Entry<?, ?> entry : map.entrySet()) {
			String name = String.valueOf(entry.getKey());
			String nameError = overrides.checkName(name);
			if (nameError != null) {
				throw invalid("levels: " + nameError);
			}
			levels.put(name, parseOverrideLevel("levels." + LoggerLevelOverrides.shorten(name), entry.getValue()));
		}
		return levels;
	}

	static @Nullable LogLevel parseOverrideLevel(String field, @Nullable Object value) {
		if (value == null) {
			return null;
		}
		LogLevel level = (value instanceof String text) ? level(text) : null;
		if (level == null) {
			throw invalid(field + " must be one of " + LEVELS + " or null but was " + describe(value));
		}
		return level;
	}

	static @Nullable Duration parseTtl(@Nullable Object value, boolean setsSomething, LoggerLevelOverrides overrides) {
		if (value == null) {
			return null;
		}
		if (!setsSomething) {
			throw invalid(TTL_WITHOUT_CHANGE);
		}
		Duration ttl;
		try {
			ttl = (value instanceof String text) ? Duration.parse(text) : null;
		}
		catch (DateTimeParseException ex) {
			ttl = null;
		}
		if (ttl == null) {
			throw invalid("ttl must be an ISO-8601 duration such as PT30M but was " + describe(value));
		}
		String ttlError = overrides.checkTtl(ttl);
		if (ttlError != null) {
			throw invalid(ttlError);
		}
		return ttl;
	}

	private static @Nullable LogLevel level(String text) {
		try {
			return LogLevel.valueOf(text.trim().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	private static String describe(Object value) {
		return (value instanceof String text) ? LoggerLevelOverrides.quote(text)
				: LoggerLevelOverrides.shorten(String.valueOf(value)) + " (a JSON " + ((value instanceof Map) ? "object" : (value instanceof Iterable) ? "array"
						: (value instanceof Number) ? "number" : (value instanceof Boolean) ? "boolean" : "value")
						+ ")";
	}

	static InvalidEndpointRequestException invalid(String message) {
		return new InvalidEndpointRequestException(message, message);
	}

}
