package io.github.loggingperf.testsupport;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.Delayed;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * A {@link ScheduledExecutorService} on fake time: a task runs in the test's thread when
 * {@link #advance(Duration)} moves the {@link SettableClock} to or past its due time, never
 * on its own.
 */
public final class ManualScheduler extends AbstractExecutorService implements ScheduledExecutorService {

	private final SettableClock clock;

	private final List<Task<?>> tasks = new ArrayList<>();

	private boolean shutdown;

	public ManualScheduler(SettableClock clock) {
		this.clock = clock;
	}

	/**
	 * Move the clock forward and run, in due order, every task that is due by then and
	 * not cancelled.
	 * @param duration how far to move the clock
	 */
	public void advance(Duration duration) {
		this.clock.advance(duration);
		Instant now = this.clock.instant();
		List<Task<?>> due;
		synchronized (this) {
			due = this.tasks.stream().filter((task) -> !task.due.isAfter(now)).sorted().toList();
			this.tasks.removeAll(due);
		}
		due.forEach(FutureTask::run);
	}

	@Override
	public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
		return schedule(Executors.callable(command), delay, unit);
	}

	@Override
	public synchronized <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
		Task<V> task = new Task<>(callable, this.clock.instant().plusNanos(unit.toNanos(delay)));
		if (!this.shutdown) {
			this.tasks.add(task);
		}
		return task;
	}

	@Override
	public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
		throw new UnsupportedOperationException("periodic tasks are not supported");
	}

	@Override
	public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay,
			TimeUnit unit) {
		throw new UnsupportedOperationException("periodic tasks are not supported");
	}

	@Override
	public void execute(Runnable command) {
		schedule(command, 0, TimeUnit.NANOSECONDS);
	}

	@Override
	public synchronized void shutdown() {
		this.shutdown = true;
	}

	@Override
	public synchronized List<Runnable> shutdownNow() {
		this.shutdown = true;
		List<Runnable> pending = new ArrayList<>(this.tasks);
		this.tasks.clear();
		return pending;
	}

	@Override
	public synchronized boolean isShutdown() {
		return this.shutdown;
	}

	@Override
	public synchronized boolean isTerminated() {
		return this.shutdown;
	}

	@Override
	public boolean awaitTermination(long timeout, TimeUnit unit) {
		return isTerminated();
	}

	private final class Task<V> extends FutureTask<V> implements ScheduledFuture<V> {

		private final Instant due;

		Task(Callable<V> callable, Instant due) {
			super(callable);
			this.due = due;
		}

		@Override
		public long getDelay(TimeUnit unit) {
			return unit.convert(Duration.between(ManualScheduler.this.clock.instant(), this.due));
		}

		@Override
		public int compareTo(Delayed other) {
			return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
		}

	}

}
