package io.github.loggingperf.actuate.endpoint;

import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.switches.SwitchState;

/**
 * Runtime state of one switch, with every key present ({@code null} meaning "none").
 *
 * @param value the value in force
 * @param configuredValue the configured value, which the switch goes back to at its
 * expiry
 * @param expiresAt when the value in force ends by itself, {@code null} for never
 * @param changedAt when it was last changed at runtime, {@code null} if never
 * @param changedBy who last changed it at runtime, {@code null} if nobody did
 * @author logging-perf
 * @since 0.1.0
 */
@JsonInclude(Include.ALWAYS)
public record SwitchDescriptor(Object value, Object configuredValue, @Nullable Instant expiresAt,
		@Nullable Instant changedAt, @Nullable String changedBy) {

	static SwitchDescriptor of(SwitchState<?> state) {
		return new SwitchDescriptor(state.value(), state.configuredValue(), state.expiresAt(), state.changedAt(),
				state.changedBy());
	}

}
