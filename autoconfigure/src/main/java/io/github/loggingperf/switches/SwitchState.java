package io.github.loggingperf.switches;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * State of one runtime switch.
 *
 * @param <T> the type of the switch's value
 * @param value the value in force
 * @param configuredValue the value from the application's configuration, which the switch
 * goes back to at its expiry
 * @param expiresAt when the value in force ends by itself, {@code null} for never
 * @param changedAt when the switch was last changed at runtime, {@code null} if never
 * @param changedBy who last changed it at runtime, {@code null} if nobody did
 * @author logging-perf
 * @since 0.1.0
 */
public record SwitchState<T>(T value, T configuredValue, @Nullable Instant expiresAt, @Nullable Instant changedAt,
		@Nullable String changedBy) {

}
