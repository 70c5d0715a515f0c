package io.github.loggingperf.fleet;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.switches.SwitchState;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

/**
 * Applies fleet changes to this instance exactly as a local change is applied: levels
 * through {@link LoggerLevelOverrides}, location capture and the discard threshold
 * through {@link RuntimeSwitches}, each with the time left until the change's absolute
 * expiry instant, so that the one {@link Expiries} ends it, on the one clock of the
 * application. A change that expires or is reset puts the setting back as a local
 * change's expiry does: a level to the level it had before any override, a switch to its
 * configured value. A local change made after the fleet change wins on this instance: the
 * fleet's reset then leaves it alone.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetStateApplier {

	private static final Log logger = LogFactory.getLog(FleetStateApplier.class);

	private final LoggerLevelOverrides overrides;

	private final RuntimeSwitches switches;

	private final Expiries expiries;

	private final Map<String, FleetChange> applied = new TreeMap<>();

	/**
	 * Create an applier.
	 * @param overrides the runtime level overrides
	 * @param switches the runtime switches of the pipeline
	 * @param expiries ends changes at their expiry; its clock is the one expiry is
	 * measured against
	 */
	public FleetStateApplier(LoggerLevelOverrides overrides, RuntimeSwitches switches, Expiries expiries) {
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(switches, "'switches' must not be null");
		Assert.notNull(expiries, "'expiries' must not be null");
		this.overrides = overrides;
		this.switches = switches;
		this.expiries = expiries;
	}

	/**
	 * Return this instance's time, on the clock that expiries are measured against.
	 * @return the instant
	 */
	public Instant now() {
		return this.expiries.now();
	}

	/**
	 * Check a value for a setting, with the same rules as a local change.
	 * @param setting the setting
	 * @param value the value, {@code null} for a reset
	 * @return an error message naming the setting, the value and what is allowed, or
	 * {@code null} if it is valid
	 */
	public @Nullable String check(FleetSetting setting, @Nullable String value) {
		if (setting.kind() == FleetSetting.Kind.LEVEL) {
			String nameError = this.overrides.checkName(setting.logger());
			if (nameError != null || value == null) {
				return nameError;
			}
			return (LoggerLevelOverrides.parseLevel(value) != null) ? null : setting.key() + " must be one of "
					+ LoggerLevelOverrides.LEVELS + " but was " + LoggerLevelOverrides.quote(value);
		}
		if (value == null) {
			return null;
		}
		if (setting.kind() == FleetSetting.Kind.LOCATION) {
			return ("true".equals(value) || "false".equals(value)) ? null
					: setting.key() + " must be true or false but was " + LoggerLevelOverrides.quote(value);
		}
		LogLevel threshold = LoggerLevelOverrides.parseLevel(value);
		return (threshold != null && threshold != LogLevel.OFF) ? null : setting.key() + " must be one of "
				+ LoggingPipeline.ALLOWED_THRESHOLDS + " but was " + LoggerLevelOverrides.quote(value);
	}

	/**
	 * Apply a change that {@link #check(FleetSetting, String) passed the check}, unless
	 * it has expired by this instance's clock or is already in force.
	 * @param setting the setting
	 * @param change the change, not a reset
	 * @return whether the change was applied now
	 * @throws IllegalStateException if the setting cannot be changed on this instance
	 */
	public synchronized boolean apply(FleetSetting setting, FleetChange change) {
		Assert.isTrue(!change.isReset(), "'change' must not be a reset");
		String key = setting.key();
		FleetChange existing = this.applied.get(key);
		if (existing != null && existing.changeId().equals(change.changeId())) {
			return false;
		}
		Instant now = this.expiries.now();
		if (change.isExpiredAt(now)) {
			if (existing != null) {
				end(setting, existing, now);
			}
			return false;
		}
		Duration remaining = (change.expiresAt() != null) ? Duration.between(now, change.expiresAt()) : null;
		set(setting, change, now, remaining);
		this.applied.put(key, change);
		return true;
	}

	/**
	 * Reset a setting as the fleet's reset of it asks.
	 * @param setting the setting
	 * @return whether a fleet change was in force and is reset now
	 */
	public synchronized boolean reset(FleetSetting setting) {
		FleetChange existing = this.applied.get(setting.key());
		if (existing == null) {
			return false;
		}
		Instant now = this.expiries.now();
		end(setting, existing, now);
		return !existing.isExpiredAt(now);
	}

	/**
	 * Return the fleet changes in force on this instance, by setting key: those applied
	 * and not expired by this instance's clock.
	 * @return the changes, sorted by key
	 */
	public synchronized Map<String, FleetChange> activeChanges() {
		Instant now = this.expiries.now();
		this.applied.values().removeIf((change) -> change.isExpiredAt(now));
		return new LinkedHashMap<>(this.applied);
	}

	/**
	 * Return the ids of the fleet changes in force on this instance.
	 * @return the ids, without duplicates
	 */
	public List<String> appliedChangeIds() {
		List<String> ids = new ArrayList<>();
		activeChanges().values().forEach((change) -> {
			if (!ids.contains(change.changeId())) {
				ids.add(change.changeId());
			}
		});
		return ids;
	}

	private void set(FleetSetting setting, FleetChange change, Instant now, @Nullable Duration remaining) {
		String value = Objects.requireNonNull(change.value());
		String changedBy = changedBy(change);
		switch (setting.kind()) {
			case LEVEL -> {
				Duration ttl = remaining;
				Duration maxTtl = this.overrides.maxTtl();
				if (ttl != null && ttl.compareTo(maxTtl) > 0) {
					logger.warn("logging-perf: fleet change " + change.changeId() + " lasts " + ttl
							+ ", longer than logging-perf.overrides.max-ttl here (" + maxTtl + "); the level of '"
							+ setting.logger() + "' ends after " + maxTtl);
					ttl = maxTtl;
				}
				Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
				levels.put(Objects.requireNonNull(setting.logger()), LoggerLevelOverrides.parseLevel(value));
				this.overrides.apply(levels, now, ttl, changedBy);
			}
			case LOCATION -> this.switches.setLocationEnabled(Boolean.parseBoolean(value), now, remaining, changedBy);
			case DISCARD_THRESHOLD -> this.switches.setDiscardThreshold(
					Objects.requireNonNull(LoggerLevelOverrides.parseLevel(value)), now, remaining, changedBy);
		}
	}

	private void end(FleetSetting setting, FleetChange change, Instant now) {
		this.applied.remove(setting.key());
		if (change.isExpiredAt(now)) {
			return;
		}
		String changedBy = changedBy(change);
		switch (setting.kind()) {
			case LEVEL -> {
				String name = Objects.requireNonNull(setting.logger());
				LevelOverride override = this.overrides.get(name);
				if (override != null && override.changedBy().equals(changedBy)) {
					Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
					levels.put(name, null);
					this.overrides.apply(levels, now, null, changedBy);
				}
			}
			case LOCATION -> {
				SwitchState<Boolean> state = this.switches.locationEnabled();
				if (changedBy.equals(state.changedBy())) {
					this.switches.setLocationEnabled(state.configuredValue(), now, null, "reset of " + changedBy);
				}
			}
			case DISCARD_THRESHOLD -> {
				SwitchState<LogLevel> state = this.switches.discardThreshold();
				if (changedBy.equals(state.changedBy())) {
					this.switches.setDiscardThreshold(state.configuredValue(), now, null, "reset of " + changedBy);
				}
			}
		}
	}

	private static String changedBy(FleetChange change) {
		return "fleet change " + change.changeId() + " by " + change.changedBy() + " from " + change.origin();
	}

}
