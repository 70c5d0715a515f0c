package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.LinkedHashMap;
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

	private static final String TTL_WITHOUT_CHANGE = "ttl applies to what the same request sets (levels, "
			+ "discardThreshold, locationEnabled), but nothing was set";

	/**
	 * Check a request to {@code POST /actuator/logging-perf}.
	 * @param discardThreshold the new discard threshold, or {@code null}
	 * @param locationEnabled whether location capture should be on, or {@code null}
	 * @param levels logger name to level name (any case) or {@code null}, as the client
	 * sent them, or {@code null}
	 * @param ttl how long everything the request sets lasts, or {@code null}
	 * @param overrides checks logger names, TTLs and the number of overrides
	 * @return the change
	 * @throws org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException
	 * if anything is wrong
	 */
	static LoggingPerfChange parse(@Nullable DiscardThreshold discardThreshold, @Nullable Boolean locationEnabled,
			@Nullable Map<String, ?> levels, @Nullable Duration ttl, LoggerLevelOverrides overrides) {
		if (ttl != null && levels == null && discardThreshold == null && locationEnabled == null) {
			throw InvalidArgument.exception(TTL_WITHOUT_CHANGE);
		}
		if (discardThreshold == null && locationEnabled == null && levels == null) {
			throw InvalidArgument.exception("nothing to change: give discardThreshold, locationEnabled and/or levels "
					+ "(a JSON object of logger name to level name or null)");
		}
		Map<String, @Nullable LogLevel> parsedLevels = parseLevels(levels, overrides);
		boolean setsSomething = discardThreshold != null || locationEnabled != null
				|| parsedLevels.values().stream().anyMatch((level) -> level != null);
		return new LoggingPerfChange((discardThreshold != null) ? discardThreshold.level() : null, locationEnabled,
				parsedLevels, checkTtl(ttl, setsSomething, overrides));
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
		return new LoggingPerfChange(null, null, levels, checkTtl(ttl, level != null, overrides));
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
		String capacityError = overrides.checkCapacity(value.entrySet()
			.stream()
			.filter((entry) -> entry.getValue() != null)
			.map((entry) -> String.valueOf(entry.getKey()))
			.toList());
		if (capacityError != null) {
			throw InvalidArgument.exception(capacityError);
		}
		for (Map.Entry<String, ?> entry : value.entrySet()) {
			String name = String.valueOf(entry.getKey());
			String nameError = overrides.checkName(name);
			if (nameError != null) {
				throw InvalidArgument.exception("levels: " + nameError);
			}
			levels.put(name, parseLevel("levels." + LoggerLevelOverrides.shorten(name), entry.getValue()));
		}
		return levels;
	}

	private static @Nullable LogLevel parseLevel(String field, @Nullable Object value) {
		if (value == null) {
			return null;
		}
		LogLevel level = (value instanceof String text) ? LoggerLevelOverrides.parseLevel(text) : null;
		if (level == null) {
			throw InvalidArgument.exception(InvalidArgument.message(field, LogLevel.class, value));
		}
		return level;
	}

	private static @Nullable Duration checkTtl(@Nullable Duration ttl, boolean setsSomething,
			LoggerLevelOverrides overrides) {
		if (ttl == null) {
			return null;
		}
		if (!setsSomething) {
			throw InvalidArgument.exception(TTL_WITHOUT_CHANGE);
		}
		String ttlError = overrides.checkTtl(ttl);
		if (ttlError != null) {
			throw InvalidArgument.exception(ttlError);
		}
		return ttl;
	}

}
