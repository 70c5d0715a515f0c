package io.github.loggingperf.metrics;

import java.util.List;

import io.micrometer.core.instrument.Meter;
import org.jspecify.annotations.Nullable;

/**
 * Every meter of logging-perf, with its name, type, base unit, tag keys and description:
 * the one place they are defined. {@link LoggingPerfMetrics} registers the pipeline's
 * meters, {@link LevelOverridesMetrics} those of the runtime level overrides,
 * {@link ExpiriesMetrics} the changes waiting for their expiry, {@link DoctorMetrics}
 * those of the logging doctor, {@link AppenderFailureMetrics} the appenders' failures and
 * {@link FleetMetrics} those of the fleet; {@code docs/metrics.md} is checked against
 * this list by a test.
 * <p>
 * Events delivered to the appenders are counted by Micrometer's {@code Log4j2Metrics}
 * ({@code log4j2.events}, tag {@code level}), which Spring Boot binds; the tag values of
 * {@link #DISCARDED} are the same lowercase level names so that both can be combined.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum LoggingPerfMeter {

	/**
	 * Number of slots in the ring buffer.
	 */
	RING_BUFFER_CAPACITY("logging.perf.ringbuffer.capacity", Meter.Type.GAUGE, "slots", List.of(),
			"Number of slots in the asynchronous ring buffer, 0 when no logger is asynchronous"),

	/**
	 * Number of free slots in the ring buffer.
	 */
	RING_BUFFER_REMAINING("logging.perf.ringbuffer.remaining", Meter.Type.GAUGE, "slots", List.of(),
			"Number of free slots in the ring buffer, never negative"),

	/**
	 * Number of slots holding events not written yet.
	 */
	RING_BUFFER_USED("logging.perf.ringbuffer.used", Meter.Type.GAUGE, "slots", List.of(),
			"Number of slots in the ring buffer holding events that are not written yet"),

	/**
	 * Events discarded because the ring buffer was full.
	 */
	DISCARDED("logging.perf.discarded", Meter.Type.COUNTER, "events", List.of("level"),
			"Events discarded because the ring buffer was full, by level (trace, debug, info, warn, error, fatal)"),

	/**
	 * Events an appender failed to write.
	 */
	APPENDER_FAILURES("logging.perf.appender.failures", Meter.Type.COUNTER, "events", List.of("appender", "level"),
			"Events an appender failed to write (a full disk, a lost connection), by appender and level; they "
					+ "reached the appender and are lost"),

	/**
	 * Severity at or below which events are discarded when the ring buffer is full.
	 */
	DISCARD_THRESHOLD("logging.perf.discard.threshold", Meter.Type.GAUGE, null, List.of(),
			"Level at or below which events are discarded when the ring buffer is full, as a severity: "
					+ "1 TRACE, 2 DEBUG, 3 INFO, 4 WARN, 5 ERROR, 6 FATAL"),

	/**
	 * Whether location capture is switched on.
	 */
	LOCATION_ENABLED("logging.perf.location.enabled", Meter.Type.GAUGE, null, List.of(),
			"Whether location capture is switched on: 1 on, 0 off"),

	/**
	 * Number of loggers whose events capture the caller's location.
	 */
	LOCATION_LOGGERS("logging.perf.location.loggers", Meter.Type.GAUGE, "loggers", List.of(),
			"Number of loggers whose events capture the caller's location (a stack walk per event), "
					+ "read from the live configuration: usually 0 while location capture is off"),

	/**
	 * Number of runtime logger level overrides in force.
	 */
	OVERRIDES_ACTIVE("logging.perf.overrides", Meter.Type.GAUGE, "overrides", List.of(),
			"Number of runtime logger level overrides in force"),

	/**
	 * Age of the oldest runtime override that has no time to live.
	 */
	OVERRIDES_PERMANENT_AGE("logging.perf.overrides.permanent.age", Meter.Type.GAUGE, "seconds", List.of(),
			"Age of the oldest runtime override that has no time to live, 0 when there is none"),

	/**
	 * Number of runtime changes waiting for the end of their time to live.
	 */
	EXPIRIES_PENDING("logging.perf.expiries.pending", Meter.Type.GAUGE, "changes", List.of(),
			"Number of runtime changes (level overrides, switches) waiting for the end of their time to live"),

	/**
	 * Time since the discard threshold was raised at runtime without a time to live.
	 */
	DISCARD_THRESHOLD_PERMANENT_AGE("logging.perf.discard.threshold.permanent.age", Meter.Type.GAUGE, "seconds",
			List.of(),
			"Time since the discard threshold was raised above its configured level at runtime without "
					+ "a time to live, 0 when it is not"),

	/**
	 * Number of the logging doctor's findings in the live configuration, by severity.
	 */
	DOCTOR_FINDINGS("logging.perf.doctor.findings", Meter.Type.GAUGE, "findings", List.of("severity"),
			"Number of the logging doctor's findings in the live configuration, by severity (info, warning, "
					+ "critical)"),

	/**
	 * Whether this instance reaches the fleet's broker.
	 */
	FLEET_CONNECTED("logging.perf.fleet.connected", Meter.Type.GAUGE, null, List.of(),
			"Whether this instance reaches the broker of the fleet: 1 connected, 0 not"),

	/**
	 * Fleet changes applied by this instance.
	 */
	FLEET_APPLIED("logging.perf.fleet.applied", Meter.Type.COUNTER, "records", List.of(),
			"Fleet records applied by this instance"),

	/**
	 * Fleet records refused by this instance, by reason.
	 */
	FLEET_REJECTED("logging.perf.fleet.rejected", Meter.Type.COUNTER, "records", List.of("reason"),
			"Fleet records skipped by this instance, by reason (malformed, unknown, oversized, unsigned, invalid, expired, ahead, replayed, foreign)"),

	/**
	 * Tombstones read from the desired-state topic.
	 */
	FLEET_TOMBSTONES("logging.perf.fleet.tombstones", Meter.Type.COUNTER, "records", List.of(),
			"Validly signed tombstones this instance read from the desired-state topic; a tombstone changes nothing"),

	/**
	 * Records of the desired-state topic not read yet.
	 */
	FLEET_LAG("logging.perf.fleet.lag", Meter.Type.GAUGE, "records", List.of(),
			"Records of the desired-state topic this instance has not read yet, -1 when not connected"),

	/**
	 * Fleet changes in force not applied by this instance.
	 */
	FLEET_CHANGES_PENDING("logging.perf.fleet.pending", Meter.Type.GAUGE, "changes", List.of(),
			"Fleet changes in force, by this instance's clock, that this instance has not applied");

	private final String name;

	private final Meter.Type type;

	private final @Nullable String baseUnit;

	private final List<String> tagKeys;

	private final String description;

	LoggingPerfMeter(String name, Meter.Type type, @Nullable String baseUnit, List<String> tagKeys,
			String description) {
		this.name = name;
		this.type = type;
		this.baseUnit = baseUnit;
		this.tagKeys = tagKeys;
		this.description = description;
	}

	/**
	 * Return the meter's name in Micrometer's dot notation.
	 * @return the name
	 */
	public String getName() {
		return this.name;
	}

	/**
	 * Return the meter's type.
	 * @return the type
	 */
	public Meter.Type getType() {
		return this.type;
	}

	/**
	 * Return the meter's base unit.
	 * @return the base unit, or {@code null} for a dimensionless value
	 */
	public @Nullable String getBaseUnit() {
		return this.baseUnit;
	}

	/**
	 * Return the keys of the meter's tags. Their values are bounded.
	 * @return the tag keys
	 */
	public List<String> getTagKeys() {
		return this.tagKeys;
	}

	/**
	 * Return the meter's description.
	 * @return the description
	 */
	public String getDescription() {
		return this.description;
	}

}
