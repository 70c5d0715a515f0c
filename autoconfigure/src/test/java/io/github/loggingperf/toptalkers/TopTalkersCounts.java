package io.github.loggingperf.toptalkers;

import java.time.Duration;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LoggerEventRate;

/**
 * {@link LoggerEventCounts} whose window is so long that its rates, read within a test,
 * are counts divided by one tick (an hour): {@link #counted} turns them back into counts.
 */
final class TopTalkersCounts {

	private static final double SECONDS_PER_TICK = 3600;

	private final LoggerEventCounts counts = new LoggerEventCounts(100, Duration.ofHours(6), 10, System::nanoTime);

	LoggerEventCounts counts() {
		return this.counts;
	}

	long counted(String loggerName, LogLevel level) {
		LoggerEventRate rate = this.counts.rate(loggerName);
		return (rate != null) ? Math.round(rate.byLevel().getOrDefault(level, 0.0) * SECONDS_PER_TICK) : 0;
	}

	long counted(String loggerName) {
		LoggerEventRate rate = this.counts.rate(loggerName);
		return (rate != null) ? Math.round(rate.eventsPerSecond() * SECONDS_PER_TICK) : 0;
	}

}
