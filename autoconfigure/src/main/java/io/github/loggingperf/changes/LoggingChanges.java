package io.github.loggingperf.changes;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.switches.SwitchState;

/**
 * The changes made at runtime to the discard threshold, location capture and logger
 * levels: what is in force, and the one way to make new ones, whichever front end asks.
 * Each change is checked as a whole before anything changes, applied to this instance or,
 * with the {@link ChangeScope#FLEET fleet} scope, written to every instance, and recorded
 * in the {@link LoggingPerfChangeLog} with who asked and through what.
 * <p>
 * Values are taken as the client sent them (see {@link ChangeValues}). A refused change
 * throws {@link ChangeRefusedException}, naming the field; a fleet change the broker did
 * not confirm throws {@link FleetUnavailableException}. Either way nothing was changed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingChanges {

	/**
	 * Why a change with the fleet scope is refused when the fleet is off, and how to turn
	 * it on.
	 */
	public static final String FLEET_OFF = "fleet scope is off: set logging-perf.fleet.enabled=true, put "
			+ "org.springframework.boot:spring-boot-kafka on the classpath and point spring.kafka.bootstrap-servers at "
			+ "the broker, or define a FleetTransport bean (docs/fleet.md)";

	private final LoggerLevelOverrides overrides;

	private final RuntimeSwitches switches;

	private final LoggingPerfChangeLog changeLog;

	private final FleetChanges fleet;

	/**
	 * Create the changes.
	 * @param overrides the runtime level overrides
	 * @param switches the runtime switches of the pipeline
	 * @param changeLog records accepted changes
	 * @param fleetWrites supplies the fleet writes, {@code null} when the fleet is off
	 * @param fleetView supplies the fleet view, {@code null} when the fleet is off
	 */
	public LoggingChanges(LoggerLevelOverrides overrides, RuntimeSwitches switches, LoggingPerfChangeLog changeLog,
			Supplier<@Nullable FleetWrites> fleetWrites, Supplier<@Nullable FleetView> fleetView) {
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(switches, "'switches' must not be null");
		Assert.notNull(changeLog, "'changeLog' must not be null");
		Assert.notNull(fleetWrites, "'fleetWrites' must not be null");
		Assert.notNull(fleetView, "'fleetView' must not be null");
		this.overrides = overrides;
		this.switches = switches;
		this.changeLog = changeLog;
		this.fleet = new FleetChanges(fleetWrites, fleetView, changeLog);
	}

	/**
	 * Change the discard threshold, location capture and logger levels, all or nothing.
	 * @param request the change as the client sent it
	 * @param caller who asks, and through what
	 * @return what became of the change
	 * @throws ChangeRefusedException if anything in the request is wrong
	 * @throws FleetUnavailableException if the broker did not confirm a fleet change
	 */
	public ChangeResult change(ChangeRequest request, Caller caller) {
		return apply(Change.of(request, this.overrides), caller);
	}

	/**
	 * Set the level of one logger or logger group.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param level the level name, in any case
	 * @param ttl how long the level lasts, {@code null} for no limit
	 * @param scope {@code instance} or {@code fleet}, {@code null} for {@code instance}
	 * @param caller who asks, and through what
	 * @return what became of the change
	 * @throws ChangeRefusedException if anything is wrong, a missing level included
	 * @throws FleetUnavailableException if the broker did not confirm a fleet change
	 */
	public ChangeResult setLevel(String name, @Nullable Object level, @Nullable Object ttl, @Nullable Object scope,
			Caller caller) {
		LogLevel newLevel = ChangeValues.level(ChangeValues.LEVEL, level);
		Duration duration = ChangeValues.ttl(ttl);
		ChangeScope changeScope = ChangeValues.scope(scope);
		if (newLevel == null) {
			throw new ChangeRefusedException(ChangeValues.LEVEL,
					"level is required: one of " + LoggerLevelOverrides.LEVELS);
		}
		return apply(Change.ofLogger(name, newLevel, duration, changeScope, this.overrides), caller);
	}

	/**
	 * Remove the level override of one logger or logger group, putting back its previous
	 * level; with the fleet scope, reset its fleet change.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @param scope {@code instance} or {@code fleet}, {@code null} for {@code instance}
	 * @param caller who asks, and through what
	 * @return what became of the change: locally, the override removed, none when the
	 * logger had none
	 * @throws ChangeRefusedException if the name or the scope is wrong
	 * @throws FleetUnavailableException if the broker did not confirm a fleet change
	 */
	public ChangeResult resetLevel(String name, @Nullable Object scope, Caller caller) {
		Change change = Change.ofLogger(name, null, null, ChangeValues.scope(scope), this.overrides);
		if (change.scope() == ChangeScope.INSTANCE && this.overrides.get(name) == null) {
			return new ChangeResult.Applied(List.of(), Map.of());
		}
		return apply(change, caller);
	}

	/**
	 * Remove every level override; with the fleet scope, reset every fleet change.
	 * @param scope {@code instance} or {@code fleet}, {@code null} for {@code instance}
	 * @param caller who asks, and through what
	 * @return what became of the change
	 * @throws ChangeRefusedException if the scope is wrong
	 * @throws FleetUnavailableException if the broker did not confirm a fleet change
	 */
	public ChangeResult resetAll(@Nullable Object scope, Caller caller) {
		if (ChangeValues.scope(scope) == ChangeScope.FLEET) {
			return this.fleet.resetAll(caller);
		}
		Map<String, LevelOverride> removed = this.overrides.clear(caller.principal());
		List<String> changes = new ArrayList<>();
		removed.forEach((name, override) -> changes.add(describe(name, override, null, null)));
		this.changeLog.record(caller, changes);
		return new ChangeResult.Applied(changes, removed);
	}

	/**
	 * Return the level overrides in force.
	 * @return the overrides by logger name, sorted by name
	 */
	public Map<String, LevelOverride> overrides() {
		return this.overrides.overrides();
	}

	/**
	 * Return the level override of one logger.
	 * @param name the logger name, {@code ROOT}, or a logger group
	 * @return the override, {@code null} if it has none
	 */
	public @Nullable LevelOverride override(String name) {
		return this.overrides.get(name);
	}

	/**
	 * Return the state of the discard threshold.
	 * @return the state
	 */
	public SwitchState<LogLevel> discardThreshold() {
		return this.switches.discardThreshold();
	}

	/**
	 * Return the state of location capture.
	 * @return the state
	 */
	public SwitchState<Boolean> locationEnabled() {
		return this.switches.locationEnabled();
	}

	/**
	 * Return the fleet as this instance sees it.
	 * @return the fleet, {@code null} when the fleet is off
	 */
	public @Nullable FleetDescriptor fleet() {
		return this.fleet.describe();
	}

	private ChangeResult apply(Change change, Caller caller) {
		if (change.scope() == ChangeScope.FLEET) {
			return this.fleet.write(change, caller);
		}
		List<String> changes = new ArrayList<>();
		Boolean location = change.locationEnabled();
		if (location != null) {
			try {
				addChange(changes, this.switches.setLocationEnabled(location, change.ttl(), caller.principal()));
			}
			catch (IllegalStateException ex) {
				throw new ChangeRefusedException(ChangeValues.LOCATION_ENABLED,
						"locationEnabled cannot be changed: " + ex.getMessage());
			}
		}
		if (change.discardThreshold() != null) {
			addChange(changes,
					this.switches.setDiscardThreshold(change.discardThreshold(), change.ttl(), caller.principal()));
		}
		Map<String, LevelOverride> removed = new LinkedHashMap<>();
		if (!change.levels().isEmpty()) {
			Map<String, @Nullable LevelOverride> before = applyLevels(change, caller);
			change.levels().forEach((name, level) -> {
				LevelOverride previous = before.get(name);
				changes.add(describe(name, previous, level, change.ttl()));
				if (level == null && previous != null) {
					removed.put(name, previous);
				}
			});
		}
		this.changeLog.record(caller, changes);
		return new ChangeResult.Applied(changes, removed);
	}

	private Map<String, @Nullable LevelOverride> applyLevels(Change change, Caller caller) {
		try {
			return this.overrides.apply(change.levels(), change.ttl(), caller.principal());
		}
		catch (IllegalArgumentException ex) {
			throw new ChangeRefusedException(ChangeValues.LEVELS, String.valueOf(ex.getMessage()));
		}
	}

	private static void addChange(List<String> changes, @Nullable String change) {
		if (change != null) {
			changes.add(change);
		}
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
