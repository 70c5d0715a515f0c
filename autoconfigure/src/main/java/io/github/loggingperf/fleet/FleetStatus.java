package io.github.loggingperf.fleet;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import io.github.loggingperf.LoggingMode;

/**
 * What an instance reports about itself on the status topic.
 *
 * @param instance the instance's id
 * @param reportedAt when the instance wrote the report, by its own clock
 * @param appliedChanges the ids of the fleet changes in force on the instance
 * @param mode how events travel to the appenders
 * @param ringBufferUsed slots of the ring buffer holding events not written yet
 * @param ringBufferCapacity slots of the ring buffer
 * @param discarded events discarded so far because the ring buffer was full
 * @param locationEnabled whether location capture is on
 * @param findings the logging doctor's findings by severity, empty when it is off
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetStatus(String instance, Instant reportedAt, List<String> appliedChanges, LoggingMode mode,
		long ringBufferUsed, long ringBufferCapacity, long discarded, boolean locationEnabled,
		Map<String, Long> findings) {

}
