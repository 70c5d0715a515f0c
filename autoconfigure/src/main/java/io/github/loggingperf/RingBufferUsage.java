package io.github.loggingperf;

/**
 * A snapshot of how full the asynchronous ring buffer is.
 *
 * @param capacity number of slots in the ring buffer, {@code 0} when there is none
 * @param remaining number of free slots, never negative
 * @param used number of slots holding events that are not written yet
 * @author logging-perf
 * @since 0.1.0
 */
public record RingBufferUsage(long capacity, long remaining, long used) {

	/**
	 * Usage of a pipeline that has no ring buffer.
	 */
	public static final RingBufferUsage NONE = new RingBufferUsage(0, 0, 0);

	/**
	 * Create a snapshot from the ring buffer's raw remaining capacity, which Log4j can
	 * report as negative while producers are claiming slots.
	 * @param capacity number of slots in the ring buffer
	 * @param rawRemaining remaining capacity as reported by the ring buffer
	 * @return the snapshot, with {@code remaining} clamped to {@code [0, capacity]}
	 */
	public static RingBufferUsage of(long capacity, long rawRemaining) {
		long remaining = Math.max(0, Math.min(capacity, rawRemaining));
		return new RingBufferUsage(capacity, remaining, capacity - remaining);
	}

}
