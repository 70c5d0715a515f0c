package io.github.loggingperf.levels;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.util.Assert;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.expiry.Expiries.Expiry;

/**
 * Logger levels set at runtime, optionally for a limited time, applied through Spring
 * Boot's {@link LoggingSystem} so that {@code /actuator/loggers} sees the same levels.
 * When an override is removed or expires, the logger (or every member of a logger group)
 * goes back to exactly the configured level it had before, including having none. After a
 * logging reconfiguration, which throws runtime levels away, {@link #reapply()} sets the
 * active overrides again. Expiry goes through the shared {@link Expiries}; the number of
 * overrides is bounded.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggerLevelOverrides {

	/**
	 * Name of the root logger.
	 */
	public static final String ROOT = LoggingSystem.ROOT_LOGGER_NAME;

	/**
	 * Longest logger name accepted.
	 */
	public static final int MAX_NAME_LENGTH = 1024;

	/**
	 * The level names {@link #parseLevel(String)} reads, in any case.
	 */
	public static final String LEVELS = "TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF";

	private static final int QUOTED_LENGTH = 100;

	private static final Pattern LOGGER_NAME = Pattern.compile("[\\p{L}\\p{N}_$\\-]+(\\.[\\p{L}\\p{N}_$\\-]+)*");

	private final LoggerGroups loggerGroups;

	private final Expiries expiries;

	private final Duration maxTtl;

	private final int maxEntries;

	private final GroupAwareLevelSetter levelSetter;

	private final LoggerLevelLookup levelLookup;

	private final Map<String, Active> overrides = new TreeMap<>();

	/**
	 * Create a registry.
	 * @param loggingSystem the logging system that applies levels
	 * @param loggerGroups the logger groups, whose names are accepted as logger names
	 * @param expiries timestamps overrides and ends them at their expiry
	 * @param maxTtl the longest time-to-live accepted
	 * @param maxEntries the largest number of overrides in force at once
	 */
	public LoggerLevelOverrides(LoggingSystem loggingSystem, LoggerGroups loggerGroups, Expiries expiries,
			Duration maxTtl, int maxEntries) {
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		Assert.notNull(expiries, "'expiries' must not be null");
		Assert.notNull(maxTtl, "'maxTtl' must not be null");
		Assert.isTrue(maxEntries > 0, () -> "'maxEntries' must be positive but was " + maxEntries);
		this.loggerGroups = loggerGroups;
		this.expiries = expiries;
		this.maxTtl = maxTtl;
		this.maxEntries = maxEntries;
		this.levelSetter = new GroupAwareLevelSetter(loggingSystem, loggerGroups);
		this.levelLookup = new LoggerLevelLookup(loggingSystem, loggerGroups);
	}

	/**
	 * Check a logger name: {@code ROOT}, a logger group, or dot-separated parts made of
	 * letters, digits, {@code _}, {@code $} and {@code -}, at most
	 * {@value #MAX_NAME_LENGTH} characters.
	 * @param name the name
	 * @return an error message naming the value and what is allowed, or {@code null} if
	 * the name is valid
	 */
	public @Nullable String checkName(@Nullable String name) {
		if (name == null || name.isBlank()) {
			return "logger name must not be empty";
		}
		if (name.length() > MAX_NAME_LENGTH) {
			return "logger name " + quote(name) + " is too long: at most " + MAX_NAME_LENGTH + " characters";
		}
		if (ROOT.equals(name) || this.loggerGroups.get(name) != null || LOGGER_NAME.matcher(name).matches()) {
			return null;
		}
		return "logger name " + quote(name) + " is not valid: use ROOT, a logger group, or dot-separated parts made of "
				+ "letters, digits, '_', '$' and '-'";
	}

	/**
	 * Return the longest time-to-live accepted, {@code logging-perf.overrides.max-ttl}.
	 * @return the longest time-to-live
	 */
	public Duration maxTtl() {
		return this.maxTtl;
	}

	/**
	 * Return the clock that timestamps the overrides and ends them.
	 * @return the clock of the expiries
	 */
	public Clock clock() {
		return this.expiries.clock();
	}

	/**
	 * Check a time-to-live.
	 * @param ttl the time-to-live
	 * @return an error message naming the value and the allowed range, or {@code null}
	 */
	public @Nullable String checkTtl(Duration ttl) {
		if (ttl.isNegative() || ttl.isZero() || ttl.compareTo(this.maxTtl) > 0) {
			return "ttl must be more than PT0S and at most " + this.maxTtl
					+ " (logging-perf.overrides.max-ttl) but was " + ttl;
		}
		return null;
	}

	/**
	 * Check that setting the given levels keeps the number of overrides within
	 * {@code logging-perf.overrides.max-entries}.
	 * @param names the loggers that would get an override
	 * @return an error message naming the count and the limit, or {@code null}
	 */
	public synchronized @Nullable String checkCapacity(Collection<String> names) {
		long added = names.stream().distinct().filter((name) -> !this.overrides.containsKey(name)).count();
		long total = this.overrides.size() + added;
		if (total > this.maxEntries) {
			return "levels would make " + total + " overrides in force, more than the " + this.maxEntries
					+ " allowed (logging-perf.overrides.max-entries): remove overrides first";
		}
		return null;
	}

	/**
	 * Set or remove several overrides at once. Names and the time-to-live must have been
	 * checked with {@link #checkName(String)} and {@link #checkTtl(Duration)}; a change
	 * that would exceed the maximum number of overrides is refused as a whole.
	 * @param levels the level for each logger, {@code null} to remove its override
	 * @param ttl how long the new overrides last, {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the overrides before the change, for the names given
	 */
	public synchronized Map<String, @Nullable LevelOverride> apply(Map<String, @Nullable LogLevel> levels,
			@Nullable Duration ttl, String changedBy) {
		return apply(levels, this.expiries.now(), ttl, changedBy);
	}

	/**
	 * Set or remove several overrides at once, as {@link #apply(Map, Duration, String)}
	 * does, for a change that counts as made at the given instant: the new overrides end
	 * at exactly {@code changedAt} plus {@code ttl}. A fleet change read after it was
	 * written uses it to end at the instant it names on every instance.
	 * @param levels the level for each logger, {@code null} to remove its override
	 * @param changedAt when the change counts as made, read from the same clock as the
	 * expiries
	 * @param ttl how long the new overrides last from {@code changedAt}, {@code null} for
	 * no limit
	 * @param changedBy who makes the change
	 * @return the overrides before the change, for the names given
	 */
	public synchronized Map<String, @Nullable LevelOverride> apply(Map<String, @Nullable LogLevel> levels,
			Instant changedAt, @Nullable Duration ttl, String changedBy) {
		levels.keySet().forEach((name) -> Assert.isTrue(checkName(name) == null, () -> checkName(name)));
		if (ttl != null) {
			String ttlError = checkTtl(ttl);
			Assert.isTrue(ttlError == null, () -> String.valueOf(ttlError));
		}
		List<String> added = levels.entrySet()
			.stream()
			.filter((entry) -> entry.getValue() != null)
			.map(Map.Entry::getKey)
			.toList();
		String capacityError = checkCapacity(added);
		if (capacityError != null) {
			throw new IllegalArgumentException(capacityError);
		}
		Map<String, @Nullable LevelOverride> before = new LinkedHashMap<>();
		levels.forEach((name, level) -> before.put(name, apply(name, level, changedAt, ttl, changedBy)));
		return before;
	}

	private @Nullable LevelOverride apply(String name, @Nullable LogLevel level, Instant now, @Nullable Duration ttl,
			String changedBy) {
		Active existing = this.overrides.remove(name);
		if (existing != null) {
			existing.cancelExpiry();
		}
		if (level == null) {
			if (existing != null) {
				restore(name, existing);
			}
			return (existing != null) ? existing.override() : null;
		}
		Map<String, @Nullable LogLevel> previous = (existing != null) ? existing.previousLevels()
				: this.levelLookup.configuredLevels(name);
		Active active = new Active(previous);
		Expiry expiry = (ttl != null) ? this.expiries.schedule(now, ttl, () -> expire(name, active)) : null;
		active.override = new LevelOverride(level, previous.get(name), (expiry != null) ? expiry.expiresAt() : null,
				now, changedBy);
		active.expiry = expiry;
		this.levelSetter.set(name, level, (member) -> level);
		this.overrides.put(name, active);
		return (existing != null) ? existing.override() : null;
	}

	/**
	 * Remove every override, putting each logger back to its previous level.
	 * @param changedBy who makes the change
	 * @return the overrides removed
	 */
	public synchronized Map<String, LevelOverride> clear(String changedBy) {
		Map<String, LevelOverride> removed = new LinkedHashMap<>();
		for (String name : new ArrayList<>(this.overrides.keySet())) {
			LevelOverride override = apply(name, null, this.expiries.now(), null, changedBy);
			if (override != null) {
				removed.put(name, override);
			}
		}
		return removed;
	}

	/**
	 * Return the active overrides by logger name.
	 * @return the overrides, sorted by name
	 */
	public synchronized Map<String, LevelOverride> overrides() {
		Map<String, LevelOverride> result = new LinkedHashMap<>();
		this.overrides.forEach((name, active) -> result.put(name, active.override()));
		return result;
	}

	/**
	 * Return the active override of a logger.
	 * @param name the logger name
	 * @return the override, or {@code null}
	 */
	public synchronized @Nullable LevelOverride get(String name) {
		Active active = this.overrides.get(name);
		return (active != null) ? active.override() : null;
	}

	/**
	 * Set every active override again, after a reconfiguration of the logging system has
	 * thrown runtime levels away.
	 */
	public synchronized void reapply() {
		this.overrides.forEach((name, active) -> this.levelSetter.set(name, active.override().level(),
				(member) -> active.override().level()));
	}

	private synchronized @Nullable String expire(String name, Active active) {
		if (this.overrides.get(name) != active) {
			return null;
		}
		this.overrides.remove(name);
		restore(name, active);
		return "level of " + name + " " + active.override().level() + " -> "
				+ describe(active.previousLevels().get(name)) + " (ttl ended, set by " + active.override().changedBy()
				+ ")";
	}

	private void restore(String name, Active active) {
		this.levelSetter.set(name, active.previousLevels().get(name), active.previousLevels()::get);
	}

	/**
	 * Quote a value given by a client for an error message: {@link #shorten(String)} in
	 * single quotes, followed by the full length when it was cut.
	 * @param value the value
	 * @return the quoted value
	 */
	public static String quote(String value) {
		return "'" + shorten(value) + "'"
				+ ((value.length() > QUOTED_LENGTH) ? " (" + value.length() + " characters)" : "");
	}

	/**
	 * Describe a value given by a client, as it was sent, for an error message.
	 * @param value the value, as read from JSON
	 * @return the value {@link #quote(String) quoted} when it is a string, followed by
	 * its JSON type otherwise; long values cut and control characters escaped
	 */
	public static String describeValue(@Nullable Object value) {
		if (value instanceof String text) {
			return quote(text);
		}
		return shorten(String.valueOf(value)) + " (a JSON "
				+ ((value instanceof Map) ? "object" : (value instanceof Iterable) ? "array"
						: (value instanceof Number) ? "number" : (value instanceof Boolean) ? "boolean" : "value")
				+ ")";
	}

	/**
	 * Shorten a value given by a client for an error message: control and format
	 * characters escaped as Java Unicode escapes, cut after 100 characters, so that a
	 * message stays short and on one line whatever was sent.
	 * @param value the value
	 * @return the shortened value, ending with {@code ...} when it was cut
	 */
	public static String shorten(String value) {
		StringBuilder shortened = new StringBuilder();
		int end = Math.min(value.length(), QUOTED_LENGTH);
		for (int i = 0; i < end; i++) {
			char c = value.charAt(i);
			if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT || Character.isSurrogate(c)) {
				shortened.append(String.format("\\u%04x", (int) c));
			}
			else {
				shortened.append(c);
			}
		}
		return (value.length() > QUOTED_LENGTH) ? shortened.append("...").toString() : shortened.toString();
	}

	/**
	 * Read a level name, in any case and with surrounding spaces ignored: the one parser
	 * of level names given at runtime, by a local write and by a fleet record alike.
	 * @param name the name
	 * @return the level, or {@code null} if the name is none of {@value #LEVELS}
	 */
	public static @Nullable LogLevel parseLevel(String name) {
		try {
			return LogLevel.valueOf(name.trim().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	/**
	 * Describe a level for messages, {@code null} meaning that the logger inherits.
	 * @param level the level
	 * @return the description
	 */
	public static String describe(@Nullable LogLevel level) {
		return (level != null) ? level.name() : "inherited";
	}

	private static final class Active {

		private final Map<String, @Nullable LogLevel> previousLevels;

		private @Nullable LevelOverride override;

		private @Nullable Expiry expiry;

		Active(Map<String, @Nullable LogLevel> previousLevels) {
			this.previousLevels = previousLevels;
		}

		LevelOverride override() {
			Assert.state(this.override != null, "Override not set");
			return this.override;
		}

		Map<String, @Nullable LogLevel> previousLevels() {
			return this.previousLevels;
		}

		void cancelExpiry() {
			if (this.expiry != null) {
				this.expiry.cancel();
			}
		}

	}

}
