package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * A validated write request: every field is checked, with a message naming the field, the
 * value and what is allowed, before anything is changed.
 *
 * @param discardThreshold the new discard threshold, or {@code null} to leave it
 * @param locationEnabled whether location capture should be on, or {@code null} to leave
 * it
 * @param levels the new level of each logger, {@code null} values removing an override
 * @param ttl how long the new levels last, or {@code null} for no limit
 * @author logging-perf
 */
record LoggingPerfChange(@Nullable LogLevel discardThreshold, @Nullable Boolean locationEnabled,
		Map<String, @Nullable LogLevel> levels, @Nullable Duration ttl) {

	/**
	 * Check a request to {@code POST /actuator/logging-perf}.
	 * @param discardThreshold the new discard threshold, or {@code null}
	 * @param locationEnabled whether location capture should be on, or {@code null}
	 * @param levels logger name to level name (any case) or {@code null}, as the client
	 * sent them, or {@code null}
	 * @param ttl how long the levels set last, or {@code null}
	 * @param overrides checks logger names and TTLs
	 * @return the change
	 * @throws org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException
	 * if anything is wrong
	 */
	static LoggingPerfChange parse(@Nullable DiscardThreshold discardThreshold, @Nullable Boolean locationEnabled,
			@Nullable Map<String, ?> levels, @Nullable Duration ttl, LoggerLevelOverrides overrides) {
		if (ttl != null && levels == null) {
			throw InvalidArgument
				.exception("ttl applies to the levels set in the same request, but no levels were given");
		}
		if (discardThreshold == null && locationEnabled == null && levels == null) {
			throw InvalidArgument.exception("nothing to change: give discardThreshold, locationEnabled and/or levels "
					+ "(a JSON object of logger name to level name or null)");
		}
		Map<String, @Nullable LogLevel> parsedLevels = parseLevels(levels, overrides);
		return new LoggingPerfChange((discardThreshold != null) ? discardThreshold.level() : null, locationEnabled,
				parsedLevels, checkTtl(ttl, parsedLevels, overrides));
	}

	/**
	 * Check a request to {@code POST /actuator/logging-perf/{logger}}.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param level the new level, {@code null} to remove the override
	 * @param ttl how long the level lasts, or {@code null}
	 * @param overrides checks logger names and TTLs
	 * @return the change
	 * @throws org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException
	 * if anything is wrong
	 */
	static LoggingPerfChange ofLogger(String name, @Nullable LogLevel level, @Nullable Duration ttl,
			LoggerLevelOverrides overrides) {
		String nameError = overrides.checkName(name);
		if (nameError != null) {
			throw InvalidArgument.exception(nameError);
		}
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		levels.put(name, level);
		return new LoggingPerfChange(null, null, levels, checkTtl(ttl, levels, overrides));
	}

	private static Map<String, @Nullable LogLevel> parseLevels(@Nullable Map<String, ?> value,
			LoggerLevelOverrides overrides) {
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		if (value == null) {
			return levels;
		}
		if (value.isEmpty()) {
			throw InvalidArgument.exception("levels must name at least one logger");
		}
		for (Map.Entry<String, ?> entry : value.entrySet()) {
			String name = String.valueOf(entry.getKey());
			String nameError = overrides.checkName(name);
			if (nameError != null) {
				throw InvalidArgument.exception("levels: " + nameError);
			}
			levels.put(name, parseLevel("levels." + name, entry.getValue()));
		}
		return levels;
	}

	private static @Nullable LogLevel parseLevel(String field, @Nullable Object value) {
		if (value == null) {
			return null;
		}
		LogLevel level = (value instanceof String text) ? level(text) : null;
		if (level == null) {
			throw InvalidArgument.exception(InvalidArgument.message(field, LogLevel.class, value));
		}
		return level;
	}

	private static @Nullable Duration checkTtl(@Nullable Duration ttl, Map<String, @Nullable LogLevel> levels,
			LoggerLevelOverrides overrides) {
		if (ttl == null) {
			return null;
		}
		if (levels.values().stream().allMatch((level) -> level == null)) {
			throw InvalidArgument.exception("ttl applies to the levels set in the same request, but no level was set");
		}
		String ttlError = overrides.checkTtl(ttl);
		if (ttlError != null) {
			throw InvalidArgument.exception(ttlError);
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

}
