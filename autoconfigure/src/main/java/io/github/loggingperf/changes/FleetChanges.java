package io.github.loggingperf.changes;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;

/**
 * Changes with the fleet scope: written to every instance through {@link FleetWrites}
 * after the same checks as a local change, and audited with their change id and origin
 * instance.
 *
 * @author logging-perf
 */
final class FleetChanges {

	private final Supplier<@Nullable FleetWrites> writes;

	private final Supplier<@Nullable FleetView> view;

	private final LoggingPerfChangeLog changeLog;

	FleetChanges(Supplier<@Nullable FleetWrites> writes, Supplier<@Nullable FleetView> view,
			LoggingPerfChangeLog changeLog) {
		this.writes = writes;
		this.view = view;
		this.changeLog = changeLog;
	}

	@Nullable FleetDescriptor describe() {
		FleetView view = this.view.get();
		return (view != null) ? view.describe() : null;
	}

	ChangeResult.SentToFleet write(Change change, Caller caller) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		if (change.discardThreshold() != null) {
			values.put(FleetSetting.DISCARD_THRESHOLD, change.discardThreshold().name());
		}
		if (change.locationEnabled() != null) {
			values.put(FleetSetting.LOCATION, change.locationEnabled().toString());
		}
		change.levels().forEach((name, level) -> values.put(FleetSetting.level(name), name(level)));
		return write(caller, values, change.ttl());
	}

	ChangeResult.SentToFleet resetAll(Caller caller) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		FleetDescriptor fleet = describe();
		if (fleet != null) {
			fleet.changes().forEach((change) -> {
				FleetSetting setting = FleetSetting.parse(change.setting());
				if (setting != null) {
					values.put(setting, null);
				}
			});
		}
		if (values.isEmpty()) {
			writes();
			return new ChangeResult.SentToFleet(null, null, null, null, Map.of());
		}
		return write(caller, values, null);
	}

	private ChangeResult.SentToFleet write(Caller caller, Map<FleetSetting, @Nullable String> values,
			@Nullable Duration ttl) {
		FleetWrites writes = writes();
		String error = writes.check(values, ttl);
		if (error != null) {
			throw new ChangeRefusedException(null, error);
		}
		FleetWrites.Written written = writes.write(values, ttl, caller.principal());
		Map<String, @Nullable String> settings = new LinkedHashMap<>();
		List<String> audit = new ArrayList<>();
		values.forEach((setting, value) -> {
			settings.put(setting.key(), value);
			audit.add("fleet change " + written.changeId() + " from " + written.origin() + ": " + setting.key() + " -> "
					+ ((value != null) ? value + ((ttl != null) ? " for " + ttl : " with no ttl") : "reset"));
		});
		this.changeLog.record(caller, audit);
		return new ChangeResult.SentToFleet(written.changeId(), written.origin(), written.changedAt(),
				written.expiresAt(), settings);
	}

	private FleetWrites writes() {
		FleetWrites writes = this.writes.get();
		if (writes == null) {
			throw new ChangeRefusedException(ChangeValues.SCOPE, LoggingChanges.FLEET_OFF);
		}
		return writes;
	}

	private static @Nullable String name(@Nullable LogLevel level) {
		return (level != null) ? level.name() : null;
	}

}
