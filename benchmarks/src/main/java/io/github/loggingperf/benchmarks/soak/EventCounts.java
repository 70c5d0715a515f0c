package io.github.loggingperf.benchmarks.soak;

import java.util.Arrays;
import java.util.concurrent.atomic.LongAdder;

import org.springframework.boot.logging.LogLevel;

/**
 * Event counts by level.
 */
final class EventCounts {

	private final LongAdder[] counts = new LongAdder[LogLevel.values().length];

	EventCounts() {
		Arrays.setAll(this.counts, (level) -> new LongAdder());
	}

	void add(LogLevel level, long events) {
		this.counts[level.ordinal()].add(events);
	}

	long get(LogLevel level) {
		return this.counts[level.ordinal()].sum();
	}

}
