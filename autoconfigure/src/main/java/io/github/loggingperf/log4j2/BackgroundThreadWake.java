package io.github.loggingperf.log4j2;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.jspecify.annotations.Nullable;

/**
 * Wakes a Log4j background thread that sleeps while its ring buffer is full. The
 * starter's background thread sleeps 50 ms whenever it finds the ring empty (Log4j's
 * {@code Sleep} wait strategy), so a burst that fills the ring during that sleep would
 * otherwise be discarded for up to 50 ms while the thread could have written it. Log4j
 * asks the queue-full policy for the thread's id; the thread is looked up once among the
 * live threads and unparked, which ends its sleep early (the Disruptor's wait loop reads
 * the ring again after any wake-up). At most one wake-up per millisecond, so that a storm
 * of producers does not contend on it.
 *
 * @author logging-perf
 */
final class BackgroundThreadWake {

	private static final long MIN_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

	private volatile @Nullable Thread thread;

	private volatile long lastWake;

	/**
	 * Wake the thread with the given id, unless it was woken less than a millisecond ago.
	 * @param threadId the id of the background thread, as Log4j gives it to the policy
	 */
	void wake(long threadId) {
		long now = System.nanoTime();
		if (now - this.lastWake < MIN_INTERVAL_NANOS) {
			return;
		}
		this.lastWake = now;
		Thread thread = thread(threadId);
		if (thread != null) {
			LockSupport.unpark(thread);
		}
	}

	/**
	 * Return the live thread with the given id, looked up once.
	 * @param threadId the id of the background thread, as Log4j gives it to the policy
	 * @return the thread, or {@code null} if no live thread has that id
	 */
	@Nullable Thread thread(long threadId) {
		Thread thread = this.thread;
		if (thread == null || thread.getId() != threadId) {
			thread = find(threadId);
			this.thread = thread;
		}
		return thread;
	}

	private static @Nullable Thread find(long threadId) {
		ThreadGroup root = Thread.currentThread().getThreadGroup();
		while (root.getParent() != null) {
			root = root.getParent();
		}
		Thread[] threads = new Thread[root.activeCount() + 16];
		int count = root.enumerate(threads, true);
		for (int i = 0; i < count; i++) {
			if (threads[i].getId() == threadId) {
				return threads[i];
			}
		}
		return null;
	}

}
