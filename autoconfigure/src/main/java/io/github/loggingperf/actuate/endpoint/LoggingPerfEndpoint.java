package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
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

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.LoggerEventRate;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.logging.LoggerLevelLookup;
import io.github.loggingperf.logging.LoggerLevelOverrides;

/**
 * {@link Endpoint @Endpoint} that shows the state of the logging pipeline and changes,
 * at runtime, the discard threshold, location capture and logger levels (optionally for
 * a limited time).
 * Read-only unless the user opens it with
 * {@code management.endpoint.loggingperf.access=unrestricted}. Invalid requests change
 * nothing.
 *
 * @author logging-perf
 */
@Endpoint(id = "loggingperf", defaultAccess = Access.READ_ONLY)
public class LoggingPerfEndpoint {

	private final LoggingPipeline pipeline;

	private final LoggerLevelOverrides overrides;

	private final LoggerLevelLookup levelLookup;

	private final LoggerGroups loggerGroups;

	private final LoggingPerfChangeLog changeLog;

	private final @Nullable TopTalkers topTalkers;

	private final @Nullable LoggingDoctor doctor;

	/**
	 * Create an endpoint.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param changeLog records accepted changes
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides, LoggingSystem loggingSystem,
			LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog) {
		this(pipeline, overrides, loggingSystem, loggerGroups, changeLog, null, null);
	}

	/**
	 * Create an endpoint that also shows the busiest loggers' event rates and the logging
	 * doctor's findings.
	 * @param pipeline the logging pipeline
	 * @param overrides the runtime level overrides
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param changeLog records accepted changes
	 * @param topTalkers the per-logger event rates, or {@code null} when they are off
	 * @param doctor the logging doctor, or {@code null} when it is switched off
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides, LoggingSystem loggingSystem,
			LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog, @Nullable TopTalkers topTalkers,
			@Nullable LoggingDoctor doctor) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		Assert.notNull(changeLog, "'changeLog' must not be null");
		this.pipeline = pipeline;
		this.overrides = overrides;
		this.levelLookup = new LoggerLevelLookup(loggingSystem, loggerGroups);
		this.loggerGroups = loggerGroups;
		this.changeLog = changeLog;
		this.topTalkers = topTalkers;
		this.doctor = doctor;
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
				OverrideDescriptor.of(this.overrides.overrides()),
				(this.topTalkers != null) ? TalkerDescriptor.of(this.topTalkers.top()) : null,
				(this.doctor != null) ? this.doctor.findings() : List.of(), this.pipeline.appenderFailures());
	}

	/**
	 * Change the discard threshold, location capture and logger levels, all or nothing.
	 * @param securityContext who asks
	 * @param discardThreshold the new discard threshold
	 * @param locationEnabled whether location capture should be on
	 * @param levels logger name to level name, or to {@code null} to remove an override
	 * @param ttl ISO-8601 duration after which the levels set by this request end
	 * @return the new state
	 */
	@WriteOperation
	public PipelineDescriptor change(SecurityContext securityContext, @Nullable Object discardThreshold,
			@Nullable Object locationEnabled, @Nullable Object levels, @Nullable Object ttl) {
		LoggingPerfChange change = LoggingPerfChange.parse(discardThreshold, locationEnabled, levels, ttl,
				this.overrides);
		String changedBy = changedBy(securityContext);
		List<String> changes = new ArrayList<>();
		Boolean location = change.locationEnabled();
		if (location != null && location != this.pipeline.locationEnabled()) {
			try {
				this.pipeline.setLocationEnabled(location);
			}
			catch (IllegalStateException ex) {
				throw LoggingPerfChange.invalid("locationEnabled cannot be changed: " + ex.getMessage());
			}
			changes.add("locationEnabled " + !location + " -> " + location);
		}
		if (change.discardThreshold() != null) {
			changes.add("discardThreshold " + this.pipeline.discardThreshold() + " -> " + change.discardThreshold());
			this.pipeline.setDiscardThreshold(change.discardThreshold());
		}
		if (!change.levels().isEmpty()) {
			Map<String, @Nullable LevelOverride> before = this.overrides.apply(change.levels(), change.ttl(),
					changedBy);
			change.levels().forEach((name, level) -> changes.add(describe(name, before.get(name), level, change.ttl())));
		}
		this.changeLog.record(changedBy, changes);
		return pipeline();
	}

	/**
	 * Remove every level override.
	 * @param securityContext who asks
	 * @return the new state
	 */
	@DeleteOperation
	public PipelineDescriptor clearOverrides(SecurityContext securityContext) {
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
	 * Set the level of one logger or logger group.
	 * @param securityContext who asks
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param level the level name
	 * @param ttl ISO-8601 duration after which the level ends
	 * @return the logger's levels
	 */
	@WriteOperation
	public LoggerDescriptor setLogger(SecurityContext securityContext, @Selector String name, @Nullable Object level,
			@Nullable Object ttl) {
		String nameError = this.overrides.checkName(name);
		if (nameError != null) {
			throw LoggingPerfChange.invalid(nameError);
		}
		if (level == null) {
			throw LoggingPerfChange.invalid("level is required: one of " + LoggingPerfChange.LEVELS
					+ " (use DELETE to remove an override)");
		}
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		levels.put(name, LoggingPerfChange.parseOverrideLevel("level", level));
		LoggingPerfChange change = new LoggingPerfChange(null, null, levels,
				LoggingPerfChange.parseTtl(ttl, levels, this.overrides));
		String changedBy = changedBy(securityContext);
		Map<String, @Nullable LevelOverride> before = this.overrides.apply(change.levels(), change.ttl(), changedBy);
		this.changeLog.record(changedBy, List.of(describe(name, before.get(name), levels.get(name), change.ttl())));
		LoggerDescriptor descriptor = logger(name);
		Assert.state(descriptor != null, () -> "No logger '" + name + "' after setting its level");
		return descriptor;
	}

	/**
	 * Remove the level override of one logger, putting back its previous level.
	 * @param securityContext who asks
	 * @param name the logger name
	 * @return the removed override, or {@code null} if it had none
	 */
	@DeleteOperation
	public @Nullable OverrideDescriptor removeLogger(SecurityContext securityContext, @Selector String name) {
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

	/**
	 * State of the logging pipeline.
	 *
	 * @param mode how events travel to the appenders
	 * @param modeReason why the pipeline is not all-async, or {@code null}
	 * @param ringBuffer how full the ring buffer is
	 * @param discardThreshold level at or below which events are dropped when the ring
	 * buffer is full
	 * @param discarded events dropped so far, by level, and their total
	 * @param locationEnabled whether location capture is on
	 * @param locationLoggers the loggers whose events capture their caller's location
	 * @param overrides the runtime level overrides by logger name
	 * @param topTalkers the busiest loggers, busiest first, {@code null} when top talkers
	 * are off
	 * @param findings what the logging doctor finds in the live configuration, most
	 * severe first, empty when the doctor is switched off
	 * @param appenderFailures the events each appender failed to write, and its last error
	 */
	public record PipelineDescriptor(LoggingMode mode, @Nullable String modeReason, RingBufferUsage ringBuffer,
			LogLevel discardThreshold, Map<String, Long> discarded, boolean locationEnabled,
			List<String> locationLoggers, Map<String, OverrideDescriptor> overrides,
			@Nullable List<TalkerDescriptor> topTalkers, List<Finding> findings,
			List<AppenderFailure> appenderFailures) implements OperationResponseBody {

	}

	/**
	 * Levels of one logger or logger group.
	 *
	 * @param name the name
	 * @param configuredLevel the level in force for this name, {@code null} if inherited
	 * @param effectiveLevel the level that decides what is logged, {@code null} for a group
	 * @param members the members of a group, {@code null} for a logger
	 * @param override the runtime override, or {@code null}
	 * @param eventRate the logger's events per second, {@code null} for a group or when
	 * top talkers are off
	 */
	public record LoggerDescriptor(String name, @Nullable LogLevel configuredLevel, @Nullable LogLevel effectiveLevel,
			@Nullable List<String> members, @Nullable OverrideDescriptor override,
			@Nullable TalkerDescriptor eventRate) implements OperationResponseBody {

	}

	/**
	 * A runtime level override, with every key present ({@code null} meaning "none").
	 *
	 * @param level the level in force
	 * @param previousLevel the configured level before the override, {@code null} if the
	 * logger inherited its level
	 * @param expiresAt when the override ends, {@code null} for never
	 * @param changedAt when it was set
	 * @param changedBy who set it
	 */
	@JsonInclude(Include.ALWAYS)
	public record OverrideDescriptor(LogLevel level, @Nullable LogLevel previousLevel, @Nullable Instant expiresAt,
			Instant changedAt, String changedBy) {

		static @Nullable OverrideDescriptor of(@Nullable LevelOverride override) {
			return (override != null) ? new OverrideDescriptor(override.level(), override.previousLevel(),
					override.expiresAt(), override.changedAt(), override.changedBy()) : null;
		}

		static Map<String, OverrideDescriptor> of(Map<String, LevelOverride> overrides) {
			Map<String, OverrideDescriptor> descriptors = new LinkedHashMap<>();
			overrides.forEach((name, override) -> descriptors.put(name, of(override)));
			return descriptors;
		}

	}

	/**
	 * Events per second of one logger, averaged over the top talkers window and rounded
	 * to two decimals.
	 *
	 * @param logger the logger name
	 * @param eventsPerSecond events per second, all levels together
	 * @param byLevel events per second of each level that logged in the window
	 */
	public record TalkerDescriptor(String logger, double eventsPerSecond, Map<LogLevel, Double> byLevel) {

		static TalkerDescriptor of(LoggerEventRate rate) {
			Map<LogLevel, Double> byLevel = new LinkedHashMap<>();
			rate.byLevel().forEach((level, perSecond) -> byLevel.put(level, round(perSecond)));
			return new TalkerDescriptor(rate.logger(), round(rate.eventsPerSecond()), byLevel);
		}

		private static double round(double perSecond) {
			return Math.round(perSecond * 100) / 100d;
		}

		static List<TalkerDescriptor> of(List<LoggerEventRate> rates) {
			return rates.stream().map(TalkerDescriptor::of).toList();
		}

	}

}
