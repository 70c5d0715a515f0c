package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.AsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.EventRoute;

/**
 * Log4j {@link AsyncQueueFullPolicy} installed by the starter through
 * {@code log4j2.asyncQueueFullPolicy}. When the ring buffer is full, an event at or below
 * the discard threshold is dropped and counted; any other event is written by the calling
 * thread.
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
 */
public final class CountingDiscardPolicy implements AsyncQueueFullPolicy {

	private final BackgroundThreadWake backgroundThread = new BackgroundThreadWake();

	/**
	 * Create a policy. Called by Log4j when an asynchronous context or appender starts.
	 */
	public CountingDiscardPolicy() {
		DiscardPolicyRegistry.register(this);
	}

	@Override
	public EventRoute getRoute(long backgroundThreadId, Level level) {
		this.backgroundThread.wake(backgroundThreadId);
		return DiscardPolicyRegistry.discard(level) ? EventRoute.DISCARD : EventRoute.SYNCHRONOUS;
	}

}
