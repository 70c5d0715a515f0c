package io.github.loggingperf.fleet;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * One setting of the fleet's desired state, the value of a record on the desired-state
 * topic whose key is the setting (see {@link FleetSetting}).
 *
 * @param value the value of the setting: a level name, {@code true}/{@code false} for
 * location capture
 * @param expiresAt when the setting ends on every instance, {@code null} for never
 * @param changedAt when the change was written
 * @param changedBy who made the change
 * @param origin the instance that wrote the change
 * @param changeId the change's id, shared by every setting of one write
 * @author logging-perf
 */
public record FleetChange(String value, @Nullable Instant expiresAt, Instant changedAt, String changedBy, String origin,
		String changeId) {

	/**
	 * Return whether the change has expired at the given instant.
	 * @param now the instant, read from the instance's own clock
	 * @return whether the change has expired
	 */
	public boolean isExpiredAt(Instant now) {
		return this.expiresAt != null && !this.expiresAt.isAfter(now);
	}

}
