package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;

/**
 * The fleet scope of the endpoint's writes: a write with {@code "scope": "fleet"} (a
 * {@code DELETE} with {@code ?scope=fleet}, see {@link WriteScope#FLEET}) goes to every
 * instance through {@link FleetWrites} after the same checks as a local write, and is
 * audited with its change id and origin instance.
 *
 * @author logging-perf
 */
public class FleetScope {

	static final String HOW_TO_ENABLE = "fleet scope is off: set logging-perf.fleet.enabled=true, put "
			+ "org.springframework.boot:spring-boot-kafka on the classpath and point spring.kafka.bootstrap-servers at "
			+ "the broker, or define a FleetTransport bean (docs/fleet.md)";

	private final Supplier<@Nullable FleetWrites> writes;

	private final Supplier<@Nullable FleetView> view;

	private final LoggingPerfChangeLog changeLog;

	/**
	 * Create a fleet scope.
	 * @param writes the fleet writes, {@code null} when the fleet is off
	 * @param view the fleet view, {@code null} when the fleet is off
	 * @param changeLog records accepted changes
	 */
	public FleetScope(Supplier<@Nullable FleetWrites> writes, Supplier<@Nullable FleetView> view,
			LoggingPerfChangeLog changeLog) {
		Assert.notNull(writes, "'writes' must not be null");
		Assert.notNull(view, "'view' must not be null");
		Assert.notNull(changeLog, "'changeLog' must not be null");
		this.writes = writes;
		this.view = view;
		this.changeLog = changeLog;
	}

	/**
	 * Return a fleet scope for an endpoint without a fleet.
	 * @param changeLog records accepted changes
	 * @return the scope, which refuses every fleet write
	 */
	public static FleetScope off(LoggingPerfChangeLog changeLog) {
		return new FleetScope(() -> null, () -> null, changeLog);
	}

	/**
	 * Return whether a request asks for the fleet scope.
	 * @param scope the request's {@code scope}, {@code null} when left out
	 * @return whether the write goes to the fleet
	 */
	static boolean isFleet(@Nullable WriteScope scope) {
		return scope == WriteScope.FLEET;
	}

	/**
	 * Return the fleet as this instance sees it.
	 * @return the view, {@code null} when the fleet is off
	 */
	@Nullable FleetDescriptor describe() {
		FleetView view = this.view.get();
		return (view != null) ? view.describe() : null;
	}

	FleetWriteDescriptor write(String changedBy, LoggingPerfChange change) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		if (change.discardThreshold() != null) {
			values.put(FleetSetting.DISCARD_THRESHOLD, change.discardThreshold().name());
		}
		if (change.locationEnabled() != null) {
			values.put(FleetSetting.LOCATION, change.locationEnabled().toString());
		}
		change.levels().forEach((name, level) -> values.put(FleetSetting.level(name), name(level)));
		return write(changedBy, values, change.ttl());
	}

	FleetWriteDescriptor reset(String changedBy, @Nullable String logger) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		if (logger != null) {
			values.put(FleetSetting.level(logger), null);
		}
		else {
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
				return new FleetWriteDescriptor(null, null, null, null, Map.of());
			}
		}
		return write(changedBy, values, null);
	}

	private FleetWriteDescriptor write(String changedBy, Map<FleetSetting, @Nullable String> values,
			@Nullable Duration ttl) {
		FleetWrites writes = writes();
		String error = writes.check(values, ttl);
		if (error != null) {
			throw InvalidArgument.exception(error);
		}
		FleetWrites.Written written = writes.write(values, ttl, changedBy);
		Map<String, @Nullable String> settings = new LinkedHashMap<>();
		List<String> audit = new ArrayList<>();
		values.forEach((setting, value) -> {
			settings.put(setting.key(), value);
			audit.add("fleet change " + written.changeId() + " from " + written.origin() + ": " + setting.key() + " -> "
					+ ((value != null) ? value + ((ttl != null) ? " for " + ttl : " with no ttl") : "reset"));
		});
		this.changeLog.record(changedBy, audit);
		return new FleetWriteDescriptor(written.changeId(), written.origin(), written.changedAt(), written.expiresAt(),
				settings);
	}

	private FleetWrites writes() {
		FleetWrites writes = this.writes.get();
		if (writes == null) {
			throw InvalidArgument.exception(HOW_TO_ENABLE);
		}
		return writes;
	}

	private static @Nullable String name(@Nullable LogLevel level) {
		return (level != null) ? level.name() : null;
	}

	/**
	 * A fleet write the broker has acknowledged. Each instance applies it when it reads
	 * it; the {@code fleet} section of {@code GET /actuator/logging-perf} shows which
	 * have.
	 *
	 * @param changeId the change's id, {@code null} when there was nothing to reset
	 * @param origin the instance that wrote it
	 * @param changedAt when it was written
	 * @param expiresAt when it ends on every instance, {@code null} for never
	 * @param settings the value of each setting, {@code null} for a reset
	 */
	public record FleetWriteDescriptor(@Nullable String changeId, @Nullable String origin, @Nullable Instant changedAt,
			@Nullable Instant expiresAt, Map<String, @Nullable String> settings) implements OperationResponseBody {

	}

}
