package io.github.loggingperf.changes;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import io.github.loggingperf.LevelOverride;

/**
 * What became of an accepted change: applied to this instance, or sent to the fleet.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public sealed interface ChangeResult permits ChangeResult.Applied, ChangeResult.SentToFleet {

	/**
	 * A change applied to this instance.
	 *
	 * @param changes what changed, one entry per setting as audited
	 * ({@code discardThreshold INFO -> WARN}), empty when nothing did
	 * @param removed the level overrides the change removed, by logger name
	 */
	record Applied(List<String> changes, Map<String, LevelOverride> removed) implements ChangeResult {

	}

	/**
	 * A change the broker has acknowledged for every instance. Each instance applies it
	 * when it reads it; the fleet view shows which have.
	 *
	 * @param changeId the change's id, {@code null} when there was nothing to reset
	 * @param origin the instance that wrote it
	 * @param changedAt when it was written
	 * @param expiresAt when it ends on every instance, {@code null} for never
	 * @param settings the value of each setting, {@code null} for a reset
	 */
	record SentToFleet(@Nullable String changeId, @Nullable String origin, @Nullable Instant changedAt,
			@Nullable Instant expiresAt, Map<String, @Nullable String> settings) implements ChangeResult {

	}

}
