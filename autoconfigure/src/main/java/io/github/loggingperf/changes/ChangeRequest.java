package io.github.loggingperf.changes;

import org.jspecify.annotations.Nullable;

/**
 * A request to change the discard threshold, location capture and logger levels, all or
 * nothing, with each value as the client sent it (see {@link ChangeValues}).
 *
 * @param discardThreshold a level name other than {@code OFF}, or {@code null} to leave
 * the threshold as it is
 * @param locationEnabled a boolean, or {@code null} to leave location capture as it is
 * @param levels an object of logger name to level name, or to {@code null} to remove an
 * override, or {@code null} to change no level
 * @param ttl how long everything the request sets lasts, such as {@code PT30M},
 * {@code 30m} or {@code 1h}, or {@code null} for no limit
 * @param scope {@code instance} or {@code fleet} in any case, {@code null} for
 * {@code instance}
 * @author logging-perf
 * @since 0.1.0
 */
public record ChangeRequest(@Nullable Object discardThreshold, @Nullable Object locationEnabled,
		@Nullable Object levels, @Nullable Object ttl, @Nullable Object scope) {

}
