package io.github.loggingperf.expiry;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.util.Assert;

import io.github.loggingperf.scheduling.DaemonScheduler;

/**
 * Ends runtime changes (level overrides, switches) when their time to live is over. Time
 * is read from one {@link Clock}, the one that timestamps the changes: a change is due
 * when the clock reaches its expiry, and {@link #expireDue()} ends every due change. A
 * background executor calls it at each expiry time; tests with a settable clock call it
 * themselves. Every change that ends is logged at INFO and published as a
 * {@link ChangeExpiredEvent}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Expiries implements DisposableBean {

	private static final Log logger = LogFactory.getLog(Expiries.class);

	private final Clock clock;

	private final ScheduledExecutorService executor;

	private final ApplicationEventPublisher publisher;

	private final PriorityQueue<Pending> pending = new PriorityQueue<>();

	private final AtomicLong sequence = new AtomicLong();

	/**
	 * Create an expiry mechanism that runs {@link #expireDue()} on a daemon thread of its
	 * own, {@code logging-perf-expiry-1}.
	 * @param clock the clock that timestamps changes and decides when they are due
	 * @param publisher publishes a {@link ChangeExpiredEvent} for every change that ends
	 */
	public Expiries(Clock clock, ApplicationEventPublisher publisher) {
		this(clock, DaemonScheduler.create("logging-perf-expiry"), publisher);
	}

	/**
	 * Create an expiry mechanism.
	 * @param clock the clock that timestamps changes and decides when they are due
	 * @param executor runs {@link #expireDue()} at expiry times; shut down by
	 * {@link #destroy()}
	 * @param publisher publishes a {@link ChangeExpiredEvent} for every change that ends
	 */
	public Expiries(Clock clock, ScheduledExecutorService executor, ApplicationEventPublisher publisher) {
		Assert.notNull(clock, "'clock' must not be null");
		Assert.notNull(executor, "'executor' must not be null");
		Assert.notNull(publisher, "'publisher' must not be null");
		this.clock = clock;
		this.executor = executor;
		this.publisher = publisher;
	}

	/**
	 * Return the current time of the clock.
	 * @return the current time
	 */
	public Instant now() {
		return this.clock.instant();
	}

	/**
	 * Return the clock that timestamps changes and decides when they are due, for every
	 * part of the application that must agree with it (the fleet ages statuses and
	 * changes with it).
	 * @return the clock
	 */
	public Clock clock() {
		return this.clock;
	}

	/**
	 * Schedule the end of a change made at the given instant.
	 * @param changedAt when the change was made, as read from {@link #now()}
	 * @param ttl how long the change lasts from then
	 * @param end ends the change and describes it as {@code old -> new}, or returns
	 * {@code null} when the change was already replaced and nothing ended
	 * @return the scheduled expiry, to cancel when the change is replaced or removed
	 */
	public Expiry schedule(Instant changedAt, Duration ttl, Supplier<@Nullable String> end) {
		Assert.isTrue(!ttl.isNegative() && !ttl.isZero(), () -> "'ttl' must be positive but was " + ttl);
		Pending entry = new Pending(changedAt.plus(ttl), this.sequence.incrementAndGet(), end);
		synchronized (this.pending) {
			this.pending.add(entry);
		}
		wakeUpAt(entry);
		return entry;
	}

	/**
	 * End every change whose expiry the clock has reached.
	 * @return how many changes ended
	 */
	public int expireDue() {
		Instant now = now();
		List<Pending> due = new ArrayList<>();
		synchronized (this.pending) {
			while (!this.pending.isEmpty() && !this.pending.peek().expiresAt.isAfter(now)) {
				due.add(this.pending.poll());
			}
		}
		int ended = 0;
		for (Pending entry : due) {
			if (end(entry)) {
				ended++;
			}
		}
		return ended;
	}

	private boolean end(Pending entry) {
		try {
			String change = entry.end.get();
			if (change == null) {
				return false;
			}
			logger.info("logging-perf: expired " + change);
			this.publisher.publishEvent(new ChangeExpiredEvent(this, change, entry.expiresAt));
			return true;
		}
		catch (RuntimeException ex) {
			logger.error("logging-perf: a change could not be ended at its expiry " + entry.expiresAt, ex);
			return false;
		}
	}

	private void wakeUpAt(Pending entry) {
		long delay = Math.max(1, Duration.between(now(), entry.expiresAt).toMillis());
		try {
			entry.wakeUp = this.executor.schedule(() -> wakeUp(entry), delay, TimeUnit.MILLISECONDS);
		}
		catch (RejectedExecutionException ex) {
			logger.debug("logging-perf: expiry not scheduled, shutting down");
		}
	}

	private void wakeUp(Pending entry) {
		expireDue();
		boolean stillPending;
		synchronized (this.pending) {
			stillPending = this.pending.contains(entry);
		}
		if (stillPending) {
			wakeUpAt(entry);
		}
	}

	/**
	 * Return the number of changes waiting for their expiry.
	 * @return the number of pending expiries
	 */
	public int pending() {
		synchronized (this.pending) {
			return this.pending.size();
		}
	}

	@Override
	public void destroy() {
		this.executor.shutdownNow();
	}

	/**
	 * The scheduled end of one change.
	 */
	public interface Expiry {

		/**
		 * Return when the change ends.
		 * @return the expiry time
		 */
		Instant expiresAt();

		/**
		 * Cancel the expiry: the change was replaced or removed before it.
		 */
		void cancel();

	}

	private final class Pending implements Expiry, Comparable<Pending> {

		private final Instant expiresAt;

		private final long sequence;

		private final Supplier<@Nullable String> end;

		private volatile @Nullable ScheduledFuture<?> wakeUp;

		Pending(Instant expiresAt, long sequence, Supplier<@Nullable String> end) {
			this.expiresAt = expiresAt;
			this.sequence = sequence;
			this.end = end;
		}

		@Override
		public Instant expiresAt() {
			return this.expiresAt;
		}

		@Override
		public void cancel() {
			synchronized (Expiries.this.pending) {
				Expiries.this.pending.remove(this);
			}
			// else a change replaced every few seconds with a long time to live would
			// leave a task per replacement in the executor's queue until its time
			ScheduledFuture<?> wakeUp = this.wakeUp;
			if (wakeUp != null) {
				wakeUp.cancel(false);
			}
		}

		@Override
		public int compareTo(Pending other) {
			int byTime = this.expiresAt.compareTo(other.expiresAt);
			return (byTime != 0) ? byTime : Long.compare(this.sequence, other.sequence);
		}

	}

}
