package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.AsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.EventRoute;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.NeverDiscarded;

/**
 * Log4j {@link AsyncQueueFullPolicy} installed by the starter through
 * {@code log4j2.asyncQueueFullPolicy}. When the ring buffer is full, an event at or below
 * the discard threshold is dropped and counted; any other event, and any event logged
 * {@link NeverDiscarded never discarded} (the starter's audit lines), is written by the
 * calling thread.
 * <p>
 * Before it drops an event of the ring buffer of all-async loggers, the calling thread
 * waits, for a bounded time, for the background thread to free a sixty-fourth of the ring
 * ({@link FullRingWait}, {@code logging-perf.async.full-ring-wait}): on one or two CPUs
 * the background thread otherwise gets too small a share of the CPU to write what busy
 * request threads log. If it does, the event is kept and written by the calling thread.
 * The queues of asynchronous appenders and of asynchronous logger configurations drop at
 * once: the policy tells the ring buffer of all-async loggers, and its context, by the
 * name Log4j gives its background thread ({@link AllAsyncRingThreads}), and treats a
 * queue it cannot tell as one of theirs.
 * <p>
 * Kept events are never {@link EventRoute#ENQUEUE enqueued}: waiting for a slot would
 * block request threads behind the appender, and on Disruptor 4 a producer waiting for a
 * slot makes Log4j drop the events of every other producer without asking any policy.
 * Writing in the caller keeps every event, at the cost of ordering between the lines
 * written by the caller and those still queued.
 * <p>
 * A full ring also wakes the background thread, which otherwise sleeps up to 50 ms
 * between batches ({@link BackgroundThreadWake}), so that a burst is discarded only for
 * as long as that thread takes to wake up.
 * <p>
 * Log4j creates instances reflectively, so the threshold and counters live in a registry
 * shared by all instances and read by {@link Log4j2LoggingPipeline}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class CountingDiscardPolicy implements AsyncQueueFullPolicy {

	private final BackgroundThreadWake backgroundThread = new BackgroundThreadWake();

	/**
	 * The name of the all-async context whose ring buffer this policy serves, empty if it
	 * serves another queue, {@code null} until known.
	 */
	private volatile @Nullable String contextName;

	/**
	 * Create a policy. Called by Log4j when an asynchronous context or appender starts.
	 */
	public CountingDiscardPolicy() {
		DiscardPolicyRegistry.register(this);
	}

	@Override
	public EventRoute getRoute(long backgroundThreadId, Level level) {
		this.backgroundThread.wake(backgroundThreadId);
		if (!DiscardPolicyRegistry.isDiscardable(level) || NeverDiscarded.isActive() || awaitRoom(backgroundThreadId)) {
			return EventRoute.SYNCHRONOUS;
		}
		DiscardPolicyRegistry.countDiscarded(level);
		return EventRoute.DISCARD;
	}

	private boolean awaitRoom(long backgroundThreadId) {
		if (Thread.currentThread().getId() == backgroundThreadId) {
			return false;
		}
		String contextName = contextName(backgroundThreadId);
		return !contextName.isEmpty() && DiscardPolicyRegistry.awaitRoom(contextName, backgroundThreadId);
	}

	private String contextName(long backgroundThreadId) {
		String contextName = this.contextName;
		if (contextName == null) {
			Thread thread = this.backgroundThread.thread(backgroundThreadId);
			if (thread == null) {
				return "";
			}
			contextName = AllAsyncRingThreads.contextName(thread.getName());
			this.contextName = contextName;
		}
		return contextName;
	}

}
