package io.github.loggingperf.log4j2;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;

import org.springframework.util.Assert;

import io.github.loggingperf.RingBufferUsage;

/**
 * Holds back, for a bounded time, a thread whose event would be discarded because the
 * ring buffer is full, so that the background thread gets the CPU to write part of the
 * ring. On a machine with one or two CPUs the background thread is one runnable thread
 * among many busy request threads, and the scheduler gives each the same share: alone, it
 * writes a fraction of what they log and the rest would be discarded, where synchronous
 * loggers write every line (each request thread writing its own).
 * <p>
 * A waiting thread checks the ring after 1 ms, then at intervals that double up to 8 ms,
 * until a sixteenth of it is free: the background thread has written a batch, with the
 * CPU mostly to itself, and the event is kept (written by the waiting thread). Every
 * check wakes the thread, so fewer checks leave more of the CPU to the background thread.
 * If that much is not free within the longest wait, what held the background thread up
 * decides, read from its CPU time over the wait:
 * <ul>
 * <li>it was busy (a tenth of the wait or more on a CPU): it is slower than the threads
 * that log, and the event is kept as well;</li>
 * <li>it was mostly idle: it waits for its destination (a slow disk, a collector that
 * stopped reading), and waiting only holds up requests: the event is discarded, and for
 * four times the longest wait no thread waits; then one thread waits again, and the first
 * wait that ends with room or a busy background thread lets every thread wait again.</li>
 * </ul>
 *
 * @author logging-perf
 */
final class FullRingWait {

	private static final long FIRST_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

	private static final long LONGEST_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(8);

	private static final int ROOM_FRACTION = 16;

	private static final int BUSY_FRACTION = 10;

	private static final int DISCARDING_WAITS = 4;

	private static final long WAITING = Long.MIN_VALUE;

	private final long maxWaitNanos;

	private final Supplier<RingBufferUsage> ring;

	private final LongUnaryOperator threadCpuNanos;

	/**
	 * {@link #WAITING}, or the time before which no thread waits: the background thread
	 * was held up by its destination in the last wait.
	 */
	private final AtomicLong nextWait = new AtomicLong(WAITING);

	/**
	 * Create a wait for the room of a ring buffer.
	 * @param maxWait the longest time a thread waits
	 * @param ring the ring buffer's usage
	 */
	FullRingWait(Duration maxWait, Supplier<RingBufferUsage> ring) {
		this(maxWait, ring, threadCpuNanos(ManagementFactory.getThreadMXBean()));
	}

	/**
	 * Create a wait for the room of a ring buffer.
	 * @param maxWait the longest time a thread waits
	 * @param ring the ring buffer's usage
	 * @param threadCpuNanos the CPU time of the thread with a given id, in nanoseconds,
	 * or {@code -1} if it cannot be read
	 */
	FullRingWait(Duration maxWait, Supplier<RingBufferUsage> ring, LongUnaryOperator threadCpuNanos) {
		Assert.notNull(maxWait, "'maxWait' must not be null");
		Assert.isTrue(!maxWait.isNegative(), "'maxWait' must not be negative");
		Assert.notNull(ring, "'ring' must not be null");
		Assert.notNull(threadCpuNanos, "'threadCpuNanos' must not be null");
		this.maxWaitNanos = maxWait.toNanos();
		this.ring = ring;
		this.threadCpuNanos = threadCpuNanos;
	}

	private static LongUnaryOperator threadCpuNanos(ThreadMXBean threads) {
		return threads.isThreadCpuTimeSupported() ? threads::getThreadCpuTime : (id) -> -1;
	}

	/**
	 * Wait until the background thread has freed a sixteenth of the ring, at most the
	 * longest wait, unless it was held up by its destination in a recent wait.
	 * @param backgroundThreadId the id of the thread that writes the ring's events
	 * @return whether the event is kept
	 */
	boolean awaitRoom(long backgroundThreadId) {
		if (this.maxWaitNanos == 0) {
			return false;
		}
		RingBufferUsage usage = this.ring.get();
		if (usage.capacity() == 0) {
			return false;
		}
		long start = System.nanoTime();
		long nextWait = this.nextWait.get();
		if (nextWait != WAITING && (start - nextWait < 0
				|| !this.nextWait.compareAndSet(nextWait, start + this.maxWaitNanos * (DISCARDING_WAITS + 1)))) {
			return false;
		}
		long cpuBefore = this.threadCpuNanos.applyAsLong(backgroundThreadId);
		long poll = FIRST_POLL_NANOS;
		while (!hasRoom(usage)) {
			long waited = System.nanoTime() - start;
			if (waited >= this.maxWaitNanos) {
				return busy(backgroundThreadId, cpuBefore, waited);
			}
			LockSupport.parkNanos(Math.min(poll, this.maxWaitNanos - waited));
			poll = Math.min(2 * poll, LONGEST_POLL_NANOS);
			usage = this.ring.get();
		}
		this.nextWait.set(WAITING);
		return true;
	}

	private static boolean hasRoom(RingBufferUsage usage) {
		return usage.remaining() >= Math.max(1, usage.capacity() / ROOM_FRACTION);
	}

	private boolean busy(long backgroundThreadId, long cpuBefore, long waited) {
		long cpuAfter = this.threadCpuNanos.applyAsLong(backgroundThreadId);
		if (cpuBefore >= 0 && cpuAfter >= 0 && (cpuAfter - cpuBefore) * BUSY_FRACTION >= waited) {
			this.nextWait.set(WAITING);
			return true;
		}
		this.nextWait.set(System.nanoTime() + this.maxWaitNanos * DISCARDING_WAITS);
		return false;
	}

}
