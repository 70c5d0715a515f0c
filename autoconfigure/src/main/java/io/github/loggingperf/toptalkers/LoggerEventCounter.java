package io.github.loggingperf.toptalkers;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.LoggerEventRate;

/**
 * Events of one logger by level: striped counters that the logging threads increment, and
 * a ring of snapshots, one per tick, from which a rate over the window is read.
 *
 * @author logging-perf
 */
final class LoggerEventCounter {

	private static final List<LogLevel> LEVELS = EventLevels.ORDERED;

	private static final double NANOS_PER_SECOND = 1_000_000_000d;

	private final String name;

	private final LongAdder[] counts = new LongAdder[LEVELS.size()];

	private final long[][] snapshots;

	private final long[] snapshotTimes;

	private int next;

	private int taken;

	private volatile long lastTickEvents;

	LoggerEventCounter(String name, int snapshots, long now) {
		this.name = name;
		for (int i = 0; i < this.counts.length; i++) {
			this.counts[i] = new LongAdder();
		}
		this.snapshots = new long[snapshots][LEVELS.size()];
		this.snapshotTimes = new long[snapshots];
		this.snapshotTimes[0] = now;
		this.next = 1;
		this.taken = 1;
	}

	String name() {
		return this.name;
	}

	void increment(int levelIndex) {
		this.counts[levelIndex].increment();
	}

	/**
	 * Record the counts at the end of a tick, replacing the oldest snapshot once the ring
	 * is full.
	 * @param now the time, in nanoseconds
	 */
	synchronized void snapshot(long now) {
		int previous = (this.next + this.snapshots.length - 1) % this.snapshots.length;
		long sinceLast = 0;
		for (int i = 0; i < LEVELS.size(); i++) {
			long count = this.counts[i].sum();
			sinceLast += count - this.snapshots[previous][i];
			this.snapshots[this.next][i] = count;
		}
		this.snapshotTimes[this.next] = now;
		this.next = (this.next + 1) % this.snapshots.length;
		this.taken = Math.min(this.taken + 1, this.snapshots.length);
		this.lastTickEvents = sinceLast;
	}

	/**
	 * Return the number of events between the last two snapshots.
	 * @return the number of events
	 */
	long lastTickEvents() {
		return this.lastTickEvents;
	}

	/**
	 * Return the events per second from the oldest snapshot in the ring to now.
	 * @param now the time, in nanoseconds
	 * @param minimumNanos the shortest span to divide by, so that a logger first seen a
	 * moment ago does not show an inflated rate
	 * @return the rate
	 */
	synchronized LoggerEventRate rate(long now, long minimumNanos) {
		int oldest = (this.taken < this.snapshots.length) ? 0 : this.next;
		double seconds = Math.max(now - this.snapshotTimes[oldest], minimumNanos) / NANOS_PER_SECOND;
		Map<LogLevel, Double> byLevel = new EnumMap<>(LogLevel.class);
		long total = 0;
		for (int i = 0; i < LEVELS.size(); i++) {
			long events = this.counts[i].sum() - this.snapshots[oldest][i];
			if (events > 0) {
				byLevel.put(LEVELS.get(i), events / seconds);
				total += events;
			}
		}
		return new LoggerEventRate(this.name, total / seconds, byLevel);
	}

}
