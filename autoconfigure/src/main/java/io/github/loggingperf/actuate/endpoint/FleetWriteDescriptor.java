package io.github.loggingperf.actuate.endpoint;

import java.time.Instant;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.OperationResponseBody;

import io.github.loggingperf.changes.ChangeResult;

/**
 * A fleet write the broker has acknowledged. Each instance applies it when it reads it;
 * the {@code fleet} section of {@code GET /actuator/logging-perf} shows which have.
 *
 * @param changeId the change's id, {@code null} when there was nothing to reset
 * @param origin the instance that wrote it
 * @param changedAt when it was written
 * @param expiresAt when it ends on every instance, {@code null} for never
 * @param settings the value of each setting, {@code null} for a reset
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetWriteDescriptor(@Nullable String changeId, @Nullable String origin, @Nullable Instant changedAt,
		@Nullable Instant expiresAt, Map<String, @Nullable String> settings) implements OperationResponseBody {

	/**
	 * Describe a change written to the fleet.
	 * @param write the change as the fleet took it
	 * @return its description
	 */
	public static FleetWriteDescriptor of(ChangeResult.SentToFleet write) {
		return new FleetWriteDescriptor(write.changeId(), write.origin(), write.changedAt(), write.expiresAt(),
				write.settings());
	}

}
