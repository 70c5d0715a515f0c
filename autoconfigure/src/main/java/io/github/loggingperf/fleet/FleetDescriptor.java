package io.github.loggingperf.fleet;

import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The fleet as one instance sees it, the {@code fleet} section of
 * {@code GET /actuator/logging-perf}.
 *
 * @param connected whether the fleet was usable at the last check
 * @param reason why it is not connected (the broker unreachable, a topic missing, writes
 * impossible on the broker), {@code null} when connected
 * @param instance this instance's id
 * @param instances at most {@value FleetView#LISTED} of the instances seen within the
 * timeout: this one, then those on which a change is pending, then the others, each group
 * by id ({@link Totals#instances()} counts them all)
 * @param changes the fleet changes in force, not expired by this instance's clock
 * @param totals fleet totals
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetDescriptor(boolean connected, @Nullable String reason, String instance,
		List<InstanceDescriptor> instances, List<ChangeDescriptor> changes, Totals totals) {

	/**
	 * An instance of the fleet.
	 *
	 * @param id the instance's id
	 * @param lastSeen when it last reported, by its own clock
	 * @param status what it reported
	 */
	public record InstanceDescriptor(String id, Instant lastSeen, FleetStatus status) {

	}

	/**
	 * A fleet change in force.
	 *
	 * @param setting the setting's key
	 * @param value the value
	 * @param changeId the change's id
	 * @param expiresAt when it ends, {@code null} for never
	 * @param changedAt when it was written
	 * @param changedBy who wrote it
	 * @param origin the instance it was written from
	 * @param appliedCount the number of live instances that report it applied
	 * @param appliedBy the first {@value FleetView#LISTED} of those, by id
	 * @param pendingOn every live instance that does not report it yet
	 */
	public record ChangeDescriptor(String setting, String value, String changeId, @Nullable Instant expiresAt,
			Instant changedAt, String changedBy, String origin, int appliedCount, List<String> appliedBy,
			List<String> pendingOn) {

	}

	/**
	 * Fleet totals.
	 *
	 * @param instances the number of live instances
	 * @param changes the number of fleet changes in force
	 * @param pendingChanges the number of changes not applied by every live instance
	 * @param discarded events discarded because a ring buffer was full, summed over the
	 * live instances
	 */
	public record Totals(int instances, int changes, int pendingChanges, long discarded) {

	}

}
