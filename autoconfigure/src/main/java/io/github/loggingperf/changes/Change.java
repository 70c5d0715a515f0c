package io.github.loggingperf.changes;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * A checked change: every field is read and checked, with a message naming the field, the
 * value and what is allowed, before anything is changed.
 *
 * @param discardThreshold the new discard threshold, or {@code null} to leave it
 * @param locationEnabled whether location capture should be on, or {@code null} to leave
 * it
 * @param levels the new level of each logger, {@code null} values removing an override
 * @param ttl how long what the change sets lasts, or {@code null} for no limit
 * @param scope where the change applies
 * @author logging-perf
 */
record Change(@Nullable LogLevel discardThreshold, @Nullable Boolean locationEnabled,
		Map<String, @Nullable LogLevel> levels, @Nullable Duration ttl, ChangeScope scope) {

	private static final String TTL_WITHOUT_CHANGE = "ttl applies to what the same request sets (levels, "
			+ "discardThreshold, locationEnabled), but nothing was set";

	/**
	 * Check a request.
	 * @param request the request as the client sent it
	 * @param overrides checks logger names, TTLs and the number of overrides
	 * @return the change
	 * @throws ChangeRefusedException if anything is wrong
	 */
	static Change of(ChangeRequest request, LoggerLevelOverrides overrides) {
		LogLevel discardThreshold = ChangeValues.discardThreshold(request.discardThreshold());
		Boolean locationEnabled = ChangeValues.bool(ChangeValues.LOCATION_ENABLED, request.locationEnabled());
		Map<?, ?> levels = ChangeValues.levels(request.levels());
		Duration ttl = ChangeValues.ttl(request.ttl());
		ChangeScope scope = ChangeValues.scope(request.scope());
		if (ttl != null && levels == null && discardThreshold == null && locationEnabled == null) {
			throw new ChangeRefusedException(ChangeValues.TTL, TTL_WITHOUT_CHANGE);
		}
		if (discardThreshold == null && locationEnabled == null && levels == null) {
			throw new ChangeRefusedException(null, "nothing to change: give discardThreshold, locationEnabled and/or "
					+ "levels (a JSON object of logger name to level name or null)");
		}
		Map<String, @Nullable LogLevel> parsedLevels = parseLevels(levels, overrides);
		boolean setsSomething = discardThreshold != null || locationEnabled != null
				|| parsedLevels.values().stream().anyMatch((level) -> level != null);
		return new Change(discardThreshold, locationEnabled, parsedLevels, checkTtl(ttl, setsSomething, overrides),
				scope);
	}

	/**
	 * Check the change of one logger's level.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param level the new level, {@code null} to remove the override
	 * @param ttl how long the level lasts, or {@code null}
	 * @param scope where the change applies
	 * @param overrides checks logger names and TTLs
	 * @return the change
	 * @throws ChangeRefusedException if anything is wrong
	 */
	static Change ofLogger(String name, @Nullable LogLevel level, @Nullable Duration ttl, ChangeScope scope,
			LoggerLevelOverrides overrides) {
		checkName(name, overrides);
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		levels.put(name, level);
		return new Change(null, null, levels, checkTtl(ttl, level != null, overrides), scope);
	}

	/**
	 * Check the name of one logger.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param overrides checks logger names
	 * @throws ChangeRefusedException if the name is not valid
	 */
	static void checkName(String name, LoggerLevelOverrides overrides) {
		String nameError = overrides.checkName(name);
		if (nameError != null) {
			throw new ChangeRefusedException(ChangeValues.NAME, nameError);
		}
	}

	private static Map<String, @Nullable LogLevel> parseLevels(@Nullable Map<?, ?> value,
			LoggerLevelOverrides overrides) {
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		if (value == null) {
			return levels;
		}
		if (value.isEmpty()) {
			throw new ChangeRefusedException(ChangeValues.LEVELS, "levels must name at least one logger");
		}
		String capacityError = overrides.checkCapacity(value.entrySet()
			.stream()
			.filter((entry) -> entry.getValue() != null)
			.map((entry) -> String.valueOf(entry.getKey()))
			.toList());
		if (capacityError != null) {
			throw new ChangeRefusedException(ChangeValues.LEVELS, capacityError);
		}
		for (Map.Entry<?, ?> entry : value.entrySet()) {
			String name = String.valueOf(entry.getKey());
			String nameError = overrides.checkName(name);
			if (nameError != null) {
				throw new ChangeRefusedException(ChangeValues.LEVELS, "levels: " + nameError);
			}
			levels.put(name, ChangeValues.level(ChangeValues.LEVELS + "." + LoggerLevelOverrides.shorten(name),
					entry.getValue()));
		}
		return levels;
	}

	private static @Nullable Duration checkTtl(@Nullable Duration ttl, boolean setsSomething,
			LoggerLevelOverrides overrides) {
		if (ttl == null) {
			return null;
		}
		if (!setsSomething) {
			throw new ChangeRefusedException(ChangeValues.TTL, TTL_WITHOUT_CHANGE);
		}
		String ttlError = overrides.checkTtl(ttl);
		if (ttlError != null) {
			throw new ChangeRefusedException(ChangeValues.TTL, ttlError);
		}
		return ttl;
	}

}
