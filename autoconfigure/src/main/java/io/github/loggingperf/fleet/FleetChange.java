package io.github.loggingperf.fleet;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * One setting of the fleet's desired state, the value of a record on the desired-state
 * topic whose key is the setting and the change id (see {@link FleetSetting#recordKey}).
 * The signature of the record covers every field, so the fleet and the revision are as
 * protected as the value.
 *
 * @param value the value of the setting: a level name, {@code true}/{@code false} for
 * location capture; {@code null} for a reset, which ends the fleet's change of the
 * setting
 * @param expiresAt when the setting ends on every instance, {@code null} for never
 * @param changedAt when the change was written, by the writer's clock
 * @param changedBy who made the change
 * @param origin the instance that wrote the change
 * @param changeId the change's id, shared by every setting of one write
 * @param fleet the fleet the change was made for: the desired-state topic's name; another
 * fleet refuses it
 * @param revision the change's place in the order of the setting's changes: an instance
 * applies a record only when its revision (then its change id) is above that of every
 * record of the setting it read before
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetChange(@Nullable String value, @Nullable Instant expiresAt, Instant changedAt, String changedBy,
		String origin, String changeId, String fleet, long revision) {

	/**
	 * Return whether the change has expired at the given instant.
	 * @param now the instant, read from the instance's own clock
	 * @return whether the change has expired
	 */
	public boolean isExpiredAt(Instant now) {
		return this.expiresAt != null && !this.expiresAt.isAfter(now);
	}

	/**
	 * Return whether this change is a reset of its setting.
	 * @return whether there is no value
	 */
	public boolean isReset() {
		return this.value == null;
	}

	/**
	 * Return whether this change comes after another change of the same setting: a higher
	 * revision, or the same revision and a higher change id.
	 * @param other the other change
	 * @return whether this change is newer
	 */
	public boolean isNewerThan(FleetChange other) {
		int byRevision = Long.compare(this.revision, other.revision);
		return (byRevision != 0) ? byRevision > 0 : this.changeId.compareTo(other.changeId) > 0;
	}

}
