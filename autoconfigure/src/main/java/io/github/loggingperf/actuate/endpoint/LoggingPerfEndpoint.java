package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.Access;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.annotation.DeleteOperation;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.annotation.WriteOperation;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggerGroup;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.util.Assert;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.LoggerEventRate;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.levels.LoggerLevelLookup;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * {@link Endpoint @Endpoint} that shows the state of the logging pipeline and changes, at
 * runtime, the discard threshold, location capture and logger levels (optionally for a
 * limited time). Read-only unless the user opens it with
 * {@code management.endpoint.loggingperf.access=unrestricted}. Invalid requests change
 * nothing.
 *
 * @author logging-perf
 */
@Endpoint(id = "loggingperf", defaultAccess = Access.READ_ONLY)
public class LoggingPerfEndpoint {

	private final LoggingPipeline pipeline;

	private final LoggerLevelOverrides overrides;

	private final RuntimeSwitches switches;

	private final LoggerLevelLookup levelLookup;

	private final LoggerGroups loggerGroups;

	private final LoggingPerfChangeLog changeLog;

	private final @Nullable TopTalkers topTalkers;

	private final @Nullable LoggingDoctor doctor;

	private final FleetScope fleetScope;

	/**
	 * Create an endpoint.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param switches the runtime switches of the pipeline
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param changeLog records accepted changes
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides, RuntimeSwitches switches,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog) {
		this(pipeline, overrides, switches, loggingSystem, loggerGroups, changeLog, null, null);
	}

	/**
	 * Create an endpoint that also shows the busiest loggers' event rates and the logging
	 * doctor's findings.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param switches the runtime switches of the pipeline
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param changeLog records accepted changes
	 * @param topTalkers the per-logger event rates, or {@code null} when they are off
	 * @param doctor the logging doctor, or {@code null} when it is switched off
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides, RuntimeSwitches switches,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog,
			@Nullable TopTalkers topTalkers, @Nullable LoggingDoctor doctor) {
		this(pipeline, overrides, switches, loggingSystem, loggerGroups, changeLog, topTalkers, doctor, null);
	}

	/**
	 * Create an endpoint whose writes with {@code "scope": "fleet"} go to every instance
	 * of the application.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param switches the runtime switches of the pipeline
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param changeLog records accepted changes
	 * @param topTalkers the per-logger event rates, or {@code null} when they are off
	 * @param doctor the logging doctor, or {@code null} when it is switched off
	 * @param fleetScope what fleet-scoped writes do, or {@code null} to refuse them with
	 * a message that says how to turn the fleet on
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides, RuntimeSwitches switches,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog,
			@Nullable TopTalkers topTalkers, @Nullable LoggingDoctor doctor, @Nullable FleetScope fleetScope) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(switches, "'switches' must not be null");
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		Assert.notNull(changeLog, "'changeLog' must not be null");
		this.pipeline = pipeline;
		this.overrides = overrides;
		this.switches = switches;
		this.levelLookup = new LoggerLevelLookup(loggingSystem, loggerGroups);
		this.loggerGroups = loggerGroups;
		this.changeLog = changeLog;
		this.topTalkers = topTalkers;
		this.doctor = doctor;
		this.fleetScope = (fleetScope != null) ? fleetScope : FleetScope.off(changeLog);
	}

	/**
	 * Return the state of the pipeline.
	 * @return the state
	 */
	@ReadOperation
	public PipelineDescriptor pipeline() {
		DiscardedEvents discarded = this.pipeline.discarded();
		Map<String, Long> discardedByLevel = new LinkedHashMap<>();
		for (LogLevel level : List.of(LogLevel.TRACE, LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN, LogLevel.ERROR,
				LogLevel.FATAL)) {
			discardedByLevel.put(level.name(), discarded.get(level));
		}
		discardedByLevel.put("total", discarded.total());
		List<String> locationLoggers = this.pipeline.loggersCapturingLocation();
		return new PipelineDescriptor(this.pipeline.mode(), this.pipeline.modeReason(), this.pipeline.ringBuffer(),
				this.pipeline.discardThreshold(), discardedByLevel, this.pipeline.locationEnabled(), locationLoggers,
				OverrideDescriptor.of(this.overrides.overrides()), SwitchesDescriptor.of(this.switches),
				(this.topTalkers != null) ? TalkerDescriptor.of(this.topTalkers.top()) : null,
				(this.doctor != null) ? this.doctor.findings() : List.of(), this.pipeline.appenderFailures(),
				this.fleetScope.describe());
	}

	/**
	 * Change the discard threshold, location capture and logger levels, all or nothing.
	 * @param securityContext who asks
	 * @param discardThreshold the new discard threshold
	 * @param locationEnabled whether location capture should be on
	 * @param levels logger name to level name, or to {@code null} to remove an override
	 * @param ttl how long everything this request sets lasts: levels go back to their
	 * previous level, the switches to their configured value
	 * @param scope {@code fleet} to change every instance, {@code null} (or
	 * {@code instance}) for this one
	 * @return the new state, or the fleet write with its change id
	 */
	@WriteOperation
	public OperationResponseBody change(SecurityContext securityContext, @Nullable DiscardThreshold discardThreshold,
			@Nullable Boolean locationEnabled, @Nullable Map<String, @Nullable Object> levels, @Nullable Duration ttl,
			@Nullable WriteScope scope) {
		LoggingPerfChange change = LoggingPerfChange.parse(discardThreshold, locationEnabled, levels, ttl,
				this.overrides);
		String changedBy = changedBy(securityContext);
		if (FleetScope.isFleet(scope)) {
			return this.fleetScope.write(changedBy, change);
		}
		List<String> changes = new ArrayList<>();
		Boolean location = change.locationEnabled();
		if (location != null) {
			try {
				addChange(changes, this.switches.setLocationEnabled(location, change.ttl(), changedBy));
			}
			catch (IllegalStateException ex) {
				throw InvalidArgument.exception("locationEnabled cannot be changed: " + ex.getMessage());
			}
		}
		if (change.discardThreshold() != null) {
			addChange(changes, this.switches.setDiscardThreshold(change.discardThreshold(), change.ttl(), changedBy));
		}
		if (!change.levels().isEmpty()) {
			changes.addAll(apply(change, changedBy));
		}
		this.changeLog.record(changedBy, changes);
		return pipeline();
	}

	/**
	 * Remove every level override.
	 * @param securityContext who asks
	 * @param scope {@code fleet} to reset every fleet change, {@code null} (or
	 * {@code instance}) for this instance's overrides
	 * @return the new state, or the fleet write with its change id
	 */
	@DeleteOperation
	public OperationResponseBody clearOverrides(SecurityContext securityContext, @Nullable WriteScope scope) {
		if (FleetScope.isFleet(scope)) {
			return this.fleetScope.reset(changedBy(securityContext), null);
		}
		Map<String, LevelOverride> removed = this.overrides.clear(changedBy(securityContext));
		List<String> changes = new ArrayList<>();
		removed.forEach((name, override) -> changes.add(describe(name, override, null, null)));
		this.changeLog.record(changedBy(securityContext), changes);
		return pipeline();
	}

	/**
	 * Return the levels of one logger or logger group.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @return the levels, or {@code null} if there is no such logger
	 */
	@ReadOperation
	public @Nullable LoggerDescriptor logger(@Selector String name) {
		OverrideDescriptor override = OverrideDescriptor.of(this.overrides.get(name));
		LoggerGroup group = this.loggerGroups.get(name);
		if (group != null) {
			return new LoggerDescriptor(name, group.getConfiguredLevel(), null, group.getMembers(), override, null);
		}
		LoggerConfiguration configuration = this.levelLookup.loggerConfiguration(name);
		if (configuration == null) {
			return null;
		}
		return new LoggerDescriptor(name, configuration.getConfiguredLevel(), configuration.getEffectiveLevel(), null,
				override, eventRate(name));
	}

	/**
	 * Set the level of one logger or logger group, or remove its override. Takes the
	 * requests that clients of Spring Boot's {@code /actuator/loggers} send too:
	 * {@code configuredLevel} instead of {@code level}, and
	 * {@code "configuredLevel": null} (which the invoker passes on as {@code reset}) to
	 * remove the override.
	 * @param securityContext who asks
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param level the new level
	 * @param configuredLevel the new level, as Spring Boot's loggers endpoint names it
	 * @param reset {@code true} to remove the override instead
	 * @param ttl how long the level lasts
	 * @param scope {@code fleet} to change every instance, {@code null} (or
	 * {@code instance}) for this one
	 * @return the logger's levels, {@code null} after a reset (204, as Spring Boot's
	 * loggers endpoint answers), or the fleet write with its change id
	 */
	@WriteOperation
	public @Nullable OperationResponseBody setLogger(SecurityContext securityContext, @Selector String name,
			@Nullable LogLevel level, @Nullable LogLevel configuredLevel, @Nullable Boolean reset,
			@Nullable Duration ttl, @Nullable WriteScope scope) {
		if (level != null && configuredLevel != null) {
			throw InvalidArgument.exception("give level or configuredLevel, not both");
		}
		LogLevel newLevel = (level != null) ? level : configuredLevel;
		boolean removal = Boolean.TRUE.equals(reset);
		if (removal && (newLevel != null || ttl != null)) {
			throw InvalidArgument.exception("reset removes the override: give it without a level or ttl");
		}
		if (newLevel == null && !removal) {
			throw InvalidArgument.exception("level is required: one of " + InvalidArgument.LEVELS
					+ " (use DELETE or {\"reset\": true} to remove an override)");
		}
		LoggingPerfChange change = LoggingPerfChange.ofLogger(name, newLevel, ttl, this.overrides);
		if (FleetScope.isFleet(scope)) {
			return (removal) ? this.fleetScope.reset(changedBy(securityContext), name)
					: this.fleetScope.write(changedBy(securityContext), change);
		}
		if (newLevel != null || this.overrides.get(name) != null) {
			this.changeLog.record(changedBy(securityContext), apply(change, changedBy(securityContext)));
		}
		return (newLevel != null) ? logger(name) : null;
	}

	/**
	 * Remove the level override of one logger, putting back its previous level.
	 * @param securityContext who asks
	 * @param name the logger name
	 * @param scope {@code fleet} to reset the logger's fleet change, {@code null} (or
	 * {@code instance}) for this instance's override
	 * @return the removed override, {@code null} if it had none, or the fleet write
	 */
	@DeleteOperation
	public @Nullable Object removeLogger(SecurityContext securityContext, @Selector String name,
			@Nullable WriteScope scope) {
		if (FleetScope.isFleet(scope)) {
			String nameError = this.overrides.checkName(name);
			if (nameError != null) {
				throw InvalidArgument.exception(nameError);
			}
			return this.fleetScope.reset(changedBy(securityContext), name);
		}
		if (this.overrides.get(name) == null) {
			return null;
		}
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		levels.put(name, null);
		String changedBy = changedBy(securityContext);
		LevelOverride removed = this.overrides.apply(levels, null, changedBy).get(name);
		this.changeLog.record(changedBy, List.of(describe(name, removed, null, null)));
		return OverrideDescriptor.of(removed);
	}

	private List<String> apply(LoggingPerfChange change, String changedBy) {
		Map<String, @Nullable LevelOverride> before = applyLevels(change, changedBy);
		List<String> changes = new ArrayList<>();
		change.levels().forEach((name, level) -> changes.add(describe(name, before.get(name), level, change.ttl())));
		return changes;
	}

	private Map<String, @Nullable LevelOverride> applyLevels(LoggingPerfChange change, String changedBy) {
		try {
			return this.overrides.apply(change.levels(), change.ttl(), changedBy);
		}
		catch (IllegalArgumentException ex) {
			throw InvalidArgument.exception(String.valueOf(ex.getMessage()));
		}
	}

	private static void addChange(List<String> changes, @Nullable String change) {
		if (change != null) {
			changes.add(change);
		}
	}

	private @Nullable TalkerDescriptor eventRate(String name) {
		if (this.topTalkers == null) {
			return null;
		}
		LoggerEventRate rate = this.topTalkers.rate(name);
		return TalkerDescriptor.of((rate != null) ? rate : LoggerEventRate.none(name));
	}

	private static String changedBy(SecurityContext securityContext) {
		return (securityContext.getPrincipal() != null) ? securityContext.getPrincipal().getName() : "anonymous";
	}

	private static String describe(String name, @Nullable LevelOverride before, @Nullable LogLevel level,
			@Nullable Duration ttl) {
		String from = (before != null) ? before.level().name() : "configured";
		if (level == null) {
			String to = (before != null) ? LoggerLevelOverrides.describe(before.previousLevel()) : "configured";
			return "level of " + name + " " + from + " -> " + to + " (override removed)";
		}
		return "level of " + name + " " + from + " -> " + level + ((ttl != null) ? " for " + ttl : " with no ttl");
	}

}
