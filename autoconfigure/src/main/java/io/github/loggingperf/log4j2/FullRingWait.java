package io.github.loggingperf.log4j2;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
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
 * The threads that find the ring full wait together: the first checks the ring every
 * millisecond until a sixty-fourth of it is free (the background thread has written a
 * batch, with the CPU mostly to itself), and then releases every thread that waits with
 * it, and each keeps its event. Released together, no waiting thread misses the room that
 * another found, so no thread waits longer than the batch takes to write. If that much is
 * not free within the longest wait, what held the background thread up decides, read from
 * its CPU time over the wait:
 * <ul>
 * <li>it was busy (a tenth of the wait or more on a CPU): it is slower than the threads
 * that log, and the events are kept as well;</li>
 * <li>it was mostly idle: it waits for its destination (a slow disk, a collector that
 * stopped reading), and waiting only holds up requests: the events are discarded, and for
 * four times the longest wait no thread waits; then one thread waits again, and the first
 * wait that ends with room or a busy background thread lets every thread wait again.</li>
 * </ul>
 *
 * @author logging-perf
 */
final class FullRingWait {

	private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

	private static final int ROOM_FRACTION = 64;

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

	private final ReentrantLock lock = new ReentrantLock();

	private final Condition waitEnded = this.lock.newCondition();

	/**
	 * Whether a thread checks the ring for the threads that wait; guarded by
	 * {@link #lock}.
	 */
	private boolean checking;

	/**
	 * The number of waits that ended; guarded by {@link #lock}.
	 */
	private long waitsEnded;

	/**
	 * Whether the last wait that ended kept its events; guarded by {@link #lock}.
	 */
	private boolean lastWaitKept;

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
	 * Wait until the background thread has freed a sixty-fourth of the ring, at most the
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
		if (hasRoom(usage)) {
			this.nextWait.set(WAITING);
			return true;
		}
		long start = System.nanoTime();
		long nextWait = this.nextWait.get();
		if (nextWait != WAITING && (start - nextWait < 0
				|| !this.nextWait.compareAndSet(nextWait, start + this.maxWaitNanos * (DISCARDING_WAITS + 1)))) {
			return false;
		}
		this.lock.lock();
		try {
			if (this.checking) {
				return awaitCheckingThread(start);
			}
			this.checking = true;
		}
		finally {
			this.lock.unlock();
		}
		boolean kept = false;
		try {
			kept = checkUntilRoom(backgroundThreadId, start, usage);
		}
		finally {
			endWait(kept);
		}
		return kept;
	}

	/**
	 * Wait, holding {@link #lock}, for the thread that checks the ring to end the wait,
	 * and keep the event if it keeps its own. The checking thread ends its wait within
	 * the longest wait of this thread's start, and one check later; the event of a thread
	 * that is not released by twice that is discarded. Like the checking thread's, the
	 * wait is bounded and not cut short by an interrupt, which the thread keeps.
	 */
	private boolean awaitCheckingThread(long start) {
		long waitsEnded = this.waitsEnded;
		long left = 2 * (this.maxWaitNanos + POLL_NANOS) - (System.nanoTime() - start);
		boolean interrupted = false;
		try {
			while (this.waitsEnded == waitsEnded) {
				if (left <= 0) {
					return false;
				}
				try {
					left = this.waitEnded.awaitNanos(left);
				}
				catch (InterruptedException ex) {
					interrupted = true;
					left = 2 * (this.maxWaitNanos + POLL_NANOS) - (System.nanoTime() - start);
				}
			}
			return this.lastWaitKept;
		}
		finally {
			if (interrupted) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private boolean checkUntilRoom(long backgroundThreadId, long start, RingBufferUsage full) {
		long cpuBefore = this.threadCpuNanos.applyAsLong(backgroundThreadId);
		RingBufferUsage usage = full;
		boolean interrupted = Thread.interrupted();
		try {
			while (!hasRoom(usage)) {
				long waited = System.nanoTime() - start;
				if (waited >= this.maxWaitNanos) {
					return busy(backgroundThreadId, cpuBefore, waited);
				}
				LockSupport.parkNanos(Math.min(POLL_NANOS, this.maxWaitNanos - waited));
				interrupted |= Thread.interrupted();
				usage = this.ring.get();
			}
			this.nextWait.set(WAITING);
			return true;
		}
		finally {
			if (interrupted) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private void endWait(boolean kept) {
		this.lock.lock();
		try {
			this.checking = false;
			this.lastWaitKept = kept;
			this.waitsEnded++;
			this.waitEnded.signalAll();
		}
		finally {
			this.lock.unlock();
		}
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
