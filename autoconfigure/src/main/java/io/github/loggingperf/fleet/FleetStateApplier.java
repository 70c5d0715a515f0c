package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

/**
 * Applies fleet changes to this instance exactly as a local change would be applied:
 * levels through {@link LoggerLevelOverrides} with the remaining time to live, location
 * capture and the discard threshold through the {@link LoggingPipeline}. A change ends at
 * its absolute expiry instant, measured against this instance's {@link Clock}.
 *
 * @author logging-perf
 */
public class FleetStateApplier implements DisposableBean {

	private static final Log logger = LogFactory.getLog(FleetStateApplier.class);

	private final LoggingPipeline pipeline;

	private final LoggerLevelOverrides overrides;

	private final Clock clock;

	private final Duration maxTtl;

	private final ScheduledExecutorService scheduler;

	private final Map<String, Applied> applied = new TreeMap<>();

	private volatile Runnable changeListener = () -> {
	};

	/**
	 * Create an applier.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param clock the clock that expiry is measured against
	 * @param maxTtl the longest time-to-live of a level override
	 * @param scheduler runs expiries; shut down by {@link #destroy()}
	 */
	public FleetStateApplier(LoggingPipeline pipeline, LoggerLevelOverrides overrides, Clock clock, Duration maxTtl,
			ScheduledExecutorService scheduler) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.notNull(maxTtl, "'maxTtl' must not be null");
		Assert.notNull(scheduler, "'scheduler' must not be null");
		this.pipeline = pipeline;
		this.overrides = overrides;
		this.clock = clock;
		this.maxTtl = maxTtl;
		this.scheduler = scheduler;
	}

	/**
	 * Set what runs after a change ended by itself.
	 * @param changeListener the listener
	 */
	public void setChangeListener(Runnable changeListener) {
		this.changeListener = changeListener;
	}

	/**
	 * Check a value for a setting, with the same rules as a local change.
	 * @param setting the setting
	 * @param value the value
	 * @return an error message naming the value, or {@code null} if it is valid
	 */
	public @Nullable String check(FleetSetting setting, @Nullable String value) {
		if (setting.kind() == FleetSetting.Kind.LEVEL) {
			String nameError = this.overrides.checkName(setting.logger());
			if (nameError != null || value == null) {
				return nameError;
			}
			return (parseLevel(value) != null) ? null : "level '" + value + "' of logger '" + setting.logger()
					+ "' is not valid: use one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF";
		}
		if (value == null) {
			return null;
		}
		if (setting.kind() == FleetSetting.Kind.LOCATION) {
			return ("true".equals(value) || "false".equals(value)) ? null
					: "location '" + value + "' is not valid: use true or false";
		}
		LogLevel threshold = parseLevel(value);
		return (threshold != null && threshold != LogLevel.OFF) ? null
				: "discardThreshold '" + value + "' is not valid: use one of " + LoggingPipeline.ALLOWED_THRESHOLDS;
	}

	/**
	 * Apply a change that {@link #check(FleetSetting, String) passed the check}, unless
	 * it has expired by this instance's clock or is already in force.
	 * @param setting the setting
	 * @param change the change
	 * @return whether the change was applied now
	 * @throws IllegalStateException if the setting cannot be changed on this instance
	 */
	public synchronized boolean apply(FleetSetting setting, FleetChange change) {
		String key = setting.key();
		Applied existing = this.applied.get(key);
		if (existing != null && existing.change().changeId().equals(change.changeId())) {
			return false;
		}
		Instant now = this.clock.instant();
		if (change.isExpiredAt(now)) {
			if (existing != null) {
				end(setting, existing);
			}
			return false;
		}
		Duration remaining = (change.expiresAt() != null) ? Duration.between(now, change.expiresAt()) : null;
		Object baseline = (existing != null) ? existing.baseline() : currentValue(setting);
		set(setting, change, now, remaining);
		Applied applied = new Applied(change, baseline);
		this.applied.put(key, applied);
		if (remaining != null) {
			this.scheduler.schedule(() -> expire(setting, applied), remaining.toMillis(), TimeUnit.MILLISECONDS);
		}
		return true;
	}

	/**
	 * Reset a setting to what it was before the fleet changed it.
	 * @param setting the setting
	 * @return whether a fleet change was in force and is reset now
	 */
	public synchronized boolean reset(FleetSetting setting) {
		Applied existing = this.applied.get(setting.key());
		if (existing == null) {
			return false;
		}
		end(setting, existing);
		return true;
	}

	/**
	 * Return the fleet changes in force on this instance, by setting key.
	 * @return the changes, sorted by key
	 */
	public synchronized Map<String, FleetChange> activeChanges() {
		Map<String, FleetChange> result = new LinkedHashMap<>();
		this.applied.forEach((key, applied) -> result.put(key, applied.change()));
		return result;
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
		switch (setting.kind()) {
			case LEVEL -> {
				Duration ttl = remaining;
				if (ttl != null && ttl.compareTo(this.maxTtl) > 0) {
					logger.warn("logging-perf: fleet change " + change.changeId() + " lasts " + ttl
							+ ", longer than logging-perf.overrides.max-ttl here (" + this.maxTtl + "); the level of '"
							+ setting.logger() + "' ends after " + this.maxTtl);
					ttl = this.maxTtl;
				}
				Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
				levels.put(Objects.requireNonNull(setting.logger()), parseLevel(change.value()));
				this.overrides.apply(levels, now, ttl, changedBy(change));
			}
			case LOCATION -> this.pipeline.setLocationEnabled(Boolean.parseBoolean(change.value()));
			case DISCARD_THRESHOLD ->
				this.pipeline.setDiscardThreshold(Objects.requireNonNull(parseLevel(change.value())));
		}
	}

	private @Nullable Object currentValue(FleetSetting setting) {
		return switch (setting.kind()) {
			case LEVEL -> null;
			case LOCATION -> this.pipeline.locationEnabled();
			case DISCARD_THRESHOLD -> this.pipeline.discardThreshold();
		};
	}

	private synchronized void expire(FleetSetting setting, Applied applied) {
		if (this.applied.get(setting.key()) == applied) {
			end(setting, applied);
			logger.info("logging-perf: fleet change " + applied.change().changeId() + " of '" + setting.key()
					+ "' expired");
			this.changeListener.run();
		}
	}

	private void end(FleetSetting setting, Applied applied) {
		this.applied.remove(setting.key());
		switch (setting.kind()) {
			case LEVEL -> {
				String name = Objects.requireNonNull(setting.logger());
				LevelOverride override = this.overrides.get(name);
				if (override != null && override.changedBy().equals(changedBy(applied.change()))) {
					Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
					levels.put(name, null);
					this.overrides.apply(levels, null, changedBy(applied.change()));
				}
			}
			case LOCATION -> this.pipeline.setLocationEnabled(Boolean.TRUE.equals(applied.baseline()));
			case DISCARD_THRESHOLD ->
				this.pipeline.setDiscardThreshold((LogLevel) Objects.requireNonNull(applied.baseline()));
		}
	}

	@Override
	public void destroy() {
		this.scheduler.shutdownNow();
	}

	private static String changedBy(FleetChange change) {
		return "fleet change " + change.changeId() + " by " + change.changedBy() + " from " + change.origin();
	}

	private static @Nullable LogLevel parseLevel(String value) {
		try {
			return LogLevel.valueOf(value.trim().toUpperCase(Locale.ROOT));
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	private record Applied(FleetChange change, @Nullable Object baseline) {

	}

}
