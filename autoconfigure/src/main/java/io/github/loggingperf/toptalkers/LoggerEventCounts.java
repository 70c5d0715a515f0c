package io.github.loggingperf.toptalkers;

import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.function.LongSupplier;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

import io.github.loggingperf.LoggerEventRate;
import io.github.loggingperf.TopTalkers;

/**
 * {@link TopTalkers} backed by a table of per-logger counters capped at a fixed number of
 * loggers, whatever the number of logger names. {@link #record} is the hot path: a map
 * lookup and a striped increment. {@link #tick} runs every sixth of the window on one
 * background thread: it takes a snapshot of every counter and, when the table is full,
 * forgets the least active loggers to make room. A logger that finds the table full is
 * admitted only once it has logged, since the last tick, more events than the least
 * active tracked logger did in the last tick; its events before that are not counted.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggerEventCounts implements TopTalkers {

	/**
	 * Number of ticks in a window.
	 */
	public static final int TICKS_PER_WINDOW = 6;

	private static final int ADMISSION_SLOTS = 1024;

	private final Map<String, LoggerEventCounter> counters = new ConcurrentHashMap<>();

	private final AtomicInteger size = new AtomicInteger();

	private final AtomicIntegerArray refused = new AtomicIntegerArray(ADMISSION_SLOTS);

	private final int capacity;

	private final int headroom;

	private final int limit;

	private final long tickNanos;

	private final LongSupplier nanoClock;

	private volatile long admissionThreshold = -1;

	/**
	 * Create a table.
	 * @param capacity the largest number of loggers tracked
	 * @param window the span that rates are averaged over
	 * @param limit the largest number of loggers {@link #top()} returns
	 * @param nanoClock the time in nanoseconds, such as {@code System::nanoTime}
	 */
	public LoggerEventCounts(int capacity, Duration window, int limit, LongSupplier nanoClock) {
		Assert.isTrue(capacity > 0, () -> "'capacity' must be positive but was " + capacity);
		Assert.isTrue(window.toNanos() >= TICKS_PER_WINDOW, () -> "'window' is too short: " + window);
		Assert.isTrue(limit > 0, () -> "'limit' must be positive but was " + limit);
		Assert.notNull(nanoClock, "'nanoClock' must not be null");
		this.capacity = capacity;
		this.headroom = Math.max(1, capacity / 8);
		this.limit = limit;
		this.tickNanos = window.toNanos() / TICKS_PER_WINDOW;
		this.nanoClock = nanoClock;
	}

	/**
	 * Return the time between two {@link #tick() ticks}.
	 * @return the tick interval
	 */
	public Duration tickInterval() {
		return Duration.ofNanos(this.tickNanos);
	}

	/**
	 * Count one event. Called by the logging thread, for every event that is logged.
	 * @param loggerName the logger name
	 * @param levelIndex the index of the event's level: 0 for TRACE up to 5 for FATAL
	 */
	public void record(String loggerName, int levelIndex) {
		LoggerEventCounter counter = this.counters.get(loggerName);
		if (counter == null) {
			counter = admit(loggerName);
			if (counter == null) {
				return;
			}
		}
		counter.increment(levelIndex);
	}

	private @Nullable LoggerEventCounter admit(String loggerName) {
		long threshold = this.admissionThreshold;
		if (this.size.get() >= this.capacity || (threshold >= 0 && refusals(loggerName) <= threshold)) {
			return null;
		}
		return this.counters.computeIfAbsent(loggerName, (name) -> {
			this.size.incrementAndGet();
			return new LoggerEventCounter(name, TICKS_PER_WINDOW + 1, this.nanoClock.getAsLong());
		});
	}

	private int refusals(String loggerName) {
		int hash = loggerName.hashCode();
		return this.refused.incrementAndGet((hash ^ (hash >>> 16)) & (ADMISSION_SLOTS - 1));
	}

	/**
	 * Take a snapshot of every counter and, when the table is full, forget the least
	 * active loggers. Called every {@link #tickInterval()} by one thread.
	 */
	public void tick() {
		long now = this.nanoClock.getAsLong();
		this.counters.values().forEach((counter) -> counter.snapshot(now));
		if (this.size.get() >= this.capacity) {
			Map<LoggerEventCounter, Double> rates = new HashMap<>();
			this.counters.values()
				.forEach((counter) -> rates.put(counter, counter.rate(now, this.tickNanos).eventsPerSecond()));
			List<LoggerEventCounter> leastActive = rates.entrySet()
				.stream()
				.sorted(Map.Entry.comparingByValue())
				.limit(this.size.get() - this.capacity + this.headroom)
				.map(Map.Entry::getKey)
				.toList();
			leastActive.forEach(this::forget);
			this.admissionThreshold = this.counters.values()
				.stream()
				.mapToLong(LoggerEventCounter::lastTickEvents)
				.min()
				.orElse(-1);
		}
		else {
			this.admissionThreshold = -1;
		}
		for (int i = 0; i < ADMISSION_SLOTS; i++) {
			this.refused.set(i, 0);
		}
	}

	private void forget(LoggerEventCounter counter) {
		if (this.counters.remove(counter.name(), counter)) {
			this.size.decrementAndGet();
		}
	}

	/**
	 * Return the number of loggers tracked.
	 * @return the number of loggers
	 */
	public int size() {
		return this.size.get();
	}

	@Override
	public List<LoggerEventRate> top() {
		long now = this.nanoClock.getAsLong();
		return this.counters.values()
			.stream()
			.map((counter) -> counter.rate(now, this.tickNanos))
			.filter((rate) -> rate.eventsPerSecond() > 0)
			.sorted(Comparator.comparingDouble(LoggerEventRate::eventsPerSecond).reversed())
			.limit(this.limit)
			.toList();
	}

	@Override
	public @Nullable LoggerEventRate rate(String loggerName) {
		LoggerEventCounter counter = this.counters.get(loggerName);
		return (counter != null) ? counter.rate(this.nanoClock.getAsLong(), this.tickNanos) : null;
	}

}
