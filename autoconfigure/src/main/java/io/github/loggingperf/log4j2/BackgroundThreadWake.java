package io.github.loggingperf.log4j2;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

import org.jspecify.annotations.Nullable;

/**
 * Wakes a Log4j background thread that sleeps between batches. The starter's background
 * thread sleeps 50 ms whenever it finds the ring buffer empty (Log4j's {@code Sleep} wait
 * strategy): a burst that fills the ring during that sleep would otherwise be discarded
 * for up to 50 ms while the thread could have written it ({@link CountingDiscardPolicy}),
 * and events logged at a steady rate would wait up to 50 ms and then be written in one
 * burst that takes the CPU from the request threads ({@link LogCallWake}). The thread is
 * looked up once among the live threads and unparked, which ends its sleep early (the
 * Disruptor's wait loop reads the ring again after any wake-up). At most one wake-up per
 * millisecond, so that a storm of producers does not contend on it.
 *
 * @author logging-perf
 */
final class BackgroundThreadWake {

	private static final long MIN_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

	private volatile @Nullable Thread thread;

	private volatile long lastWake;

	/**
	 * Wake the thread with the given id, unless a thread was woken less than a
	 * millisecond ago.
	 * @param threadId the id of the background thread, as Log4j gives it to the policy
	 */
	void wake(long threadId) {
		if (due()) {
			unpark(thread(threadId));
		}
	}

	/**
	 * Wake the given thread, unless a thread was woken less than a millisecond ago.
	 * @param thread the background thread
	 */
	void wake(Thread thread) {
		if (due()) {
			LockSupport.unpark(thread);
		}
	}

	private boolean due() {
		long now = System.nanoTime();
		if (now - this.lastWake < MIN_INTERVAL_NANOS) {
			return false;
		}
		this.lastWake = now;
		return true;
	}

	private static void unpark(@Nullable Thread thread) {
		if (thread != null) {
			LockSupport.unpark(thread);
		}
	}

	/**
	 * Return the background thread of the ring buffer of an all-async context.
	 * @param contextName the name of the context
	 * @return the thread, or {@code null} if no live thread writes that context's ring
	 */
	static @Nullable Thread ringThreadOf(String contextName) {
		return find((candidate) -> contextName.equals(AllAsyncRingThreads.contextName(candidate.getName())));
	}

	/**
	 * Return the live thread with the given id, looked up once.
	 * @param threadId the id of the background thread, as Log4j gives it to the policy
	 * @return the thread, or {@code null} if no live thread has that id
	 */
	@Nullable Thread thread(long threadId) {
		Thread thread = this.thread;
		if (thread == null || thread.getId() != threadId) {
			thread = find((candidate) -> candidate.getId() == threadId);
			this.thread = thread;
		}
		return thread;
	}

	private static @Nullable Thread find(Predicate<Thread> wanted) {
		ThreadGroup root = Thread.currentThread().getThreadGroup();
		while (root.getParent() != null) {
			root = root.getParent();
		}
		Thread[] threads = new Thread[root.activeCount() + 16];
		int count = root.enumerate(threads, true);
		for (int i = 0; i < count; i++) {
			if (wanted.test(threads[i])) {
				return threads[i];
			}
		}
		return null;
	}

}
