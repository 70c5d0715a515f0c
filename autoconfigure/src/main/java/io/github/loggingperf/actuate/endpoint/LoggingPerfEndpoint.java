package io.github.loggingperf.actuate.endpoint;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.Access;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
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
import io.github.loggingperf.EventLevels;
import io.github.loggingperf.LoggerEventRate;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.changes.Caller;
import io.github.loggingperf.changes.ChangeRefusedException;
import io.github.loggingperf.changes.ChangeRequest;
import io.github.loggingperf.changes.ChangeResult;
import io.github.loggingperf.changes.ChangeValues;
import io.github.loggingperf.changes.Channel;
import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.levels.LoggerLevelLookup;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * {@link Endpoint @Endpoint} that shows the state of the logging pipeline and changes, at
 * runtime, the discard threshold, location capture and logger levels (optionally for a
 * limited time, optionally on every instance), through {@link LoggingChanges}. Read-only
 * unless the user opens it with
 * {@code management.endpoint.loggingperf.access=unrestricted}. The writes take each value
 * as the client sent it; a refused request changes nothing and throws
 * {@link InvalidEndpointRequestException} with the message of
 * {@link ChangeRefusedException}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@Endpoint(id = LoggingPerfEndpoint.ID, defaultAccess = Access.READ_ONLY)
public class LoggingPerfEndpoint {

	/**
	 * The endpoint id, served at {@code /actuator/logging-perf} (see
	 * {@link LoggingPerfEndpointPathMapping}).
	 */
	public static final String ID = "loggingperf";

	private final LoggingPipeline pipeline;

	private final LoggingChanges changes;

	private final LoggerLevelLookup levelLookup;

	private final LoggerGroups loggerGroups;

	private final @Nullable TopTalkers topTalkers;

	private final @Nullable LoggingDoctor doctor;

	/**
	 * Create an endpoint.
	 * @param pipeline the logging pipeline
	 * @param changes the runtime changes, which every write goes through
	 * @param loggingSystem Spring Boot's logging system
	 * @param loggerGroups Spring Boot's logger groups
	 * @param topTalkers the per-logger event rates, or {@code null} when they are off
	 * @param doctor the logging doctor, or {@code null} when it is switched off
	 */
	public LoggingPerfEndpoint(LoggingPipeline pipeline, LoggingChanges changes, LoggingSystem loggingSystem,
			LoggerGroups loggerGroups, @Nullable TopTalkers topTalkers, @Nullable LoggingDoctor doctor) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(changes, "'changes' must not be null");
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		this.pipeline = pipeline;
		this.changes = changes;
		this.levelLookup = new LoggerLevelLookup(loggingSystem, loggerGroups);
		this.loggerGroups = loggerGroups;
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
		for (LogLevel level : EventLevels.ORDERED) {
			discardedByLevel.put(level.name(), discarded.get(level));
		}
		discardedByLevel.put("total", discarded.total());
		return new PipelineDescriptor(this.pipeline.mode(), this.pipeline.modeReason(), this.pipeline.ringBuffer(),
				this.pipeline.discardThreshold(), discardedByLevel, this.pipeline.locationEnabled(),
				this.pipeline.loggersCapturingLocation(), OverrideDescriptor.of(this.changes.overrides()),
				SwitchesDescriptor.of(this.changes),
				(this.topTalkers != null) ? TalkerDescriptor.of(this.topTalkers.top()) : null,
				(this.doctor != null) ? this.doctor.findings() : List.of(), this.pipeline.appenderFailures(),
				this.changes.fleet());
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
	public OperationResponseBody change(SecurityContext securityContext, @Nullable Object discardThreshold,
			@Nullable Object locationEnabled, @Nullable Object levels, @Nullable Object ttl, @Nullable Object scope) {
		ChangeRequest request = new ChangeRequest(discardThreshold, locationEnabled, levels, ttl, scope);
		ChangeResult result = refusing(() -> this.changes.change(request, caller(securityContext)));
		return (result instanceof ChangeResult.SentToFleet fleet) ? FleetWriteDescriptor.of(fleet) : pipeline();
	}

	/**
	 * Remove every level override.
	 * @param securityContext who asks
	 * @param scope {@code fleet} to reset every fleet change, {@code null} (or
	 * {@code instance}) for this instance's overrides
	 * @return the new state, or the fleet write with its change id
	 */
	@DeleteOperation
	public OperationResponseBody clearOverrides(SecurityContext securityContext, @Nullable Object scope) {
		ChangeResult result = refusing(() -> this.changes.resetAll(scope, caller(securityContext)));
		return (result instanceof ChangeResult.SentToFleet fleet) ? FleetWriteDescriptor.of(fleet) : pipeline();
	}

	/**
	 * Return the levels of one logger or logger group.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @return the levels, or {@code null} if there is no such logger
	 */
	@ReadOperation
	public @Nullable LoggerDescriptor logger(@Selector String name) {
		OverrideDescriptor override = OverrideDescriptor.of(this.changes.override(name));
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
	 * {@code "configuredLevel": null} (which {@link LoggingPerfOperationInvokerAdvisor}
	 * passes on as {@code reset}) to remove the override.
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
			@Nullable Object level, @Nullable Object configuredLevel, @Nullable Object reset, @Nullable Object ttl,
			@Nullable Object scope) {
		Caller caller = caller(securityContext);
		ChangeResult result = refusing(() -> {
			if (level != null && configuredLevel != null) {
				throw new ChangeRefusedException(ChangeValues.LEVEL, "give level or configuredLevel, not both");
			}
			Object newLevel = (level != null) ? level : ChangeValues.level("configuredLevel", configuredLevel);
			if (Boolean.TRUE.equals(ChangeValues.bool("reset", reset))) {
				if (newLevel != null || ttl != null) {
					throw new ChangeRefusedException("reset",
							"reset removes the override: give it without a level or ttl");
				}
				return this.changes.resetLevel(name, scope, caller);
			}
			if (newLevel == null) {
				throw new ChangeRefusedException(ChangeValues.LEVEL, "level is required: one of "
						+ LoggerLevelOverrides.LEVELS + " (use DELETE or {\"reset\": true} to remove an override)");
			}
			return this.changes.setLevel(name, newLevel, ttl, scope, caller);
		});
		if (result instanceof ChangeResult.SentToFleet fleet) {
			return FleetWriteDescriptor.of(fleet);
		}
		return (level != null || configuredLevel != null) ? logger(name) : null;
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
			@Nullable Object scope) {
		ChangeResult result = refusing(() -> this.changes.resetLevel(name, scope, caller(securityContext)));
		if (result instanceof ChangeResult.SentToFleet fleet) {
			return FleetWriteDescriptor.of(fleet);
		}
		return OverrideDescriptor.of(((ChangeResult.Applied) result).removed().get(name));
	}

	private @Nullable TalkerDescriptor eventRate(String name) {
		if (this.topTalkers == null) {
			return null;
		}
		LoggerEventRate rate = this.topTalkers.rate(name);
		return TalkerDescriptor.of((rate != null) ? rate : LoggerEventRate.none(name));
	}

	private static ChangeResult refusing(Supplier<ChangeResult> change) {
		try {
			return change.get();
		}
		catch (ChangeRefusedException ex) {
			throw new InvalidEndpointRequestException(ex.getMessage(), ex.getMessage(), ex);
		}
	}

	private static Caller caller(SecurityContext securityContext) {
		String principal = (securityContext.getPrincipal() != null) ? securityContext.getPrincipal().getName()
				: "anonymous";
		return new Caller(principal, Channel.ENDPOINT);
	}

}
