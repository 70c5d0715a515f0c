package io.github.loggingperf.toptalkers;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LoggerEventRate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Tests for {@link LoggerEventCounts}, with a clock the tests move.
 */
class LoggerEventCountsTests {

	private static final int DEBUG = 1;

	private static final int INFO = 2;

	private static final int WARN = 3;

	private static final Duration WINDOW = Duration.ofSeconds(60);

	private final AtomicLong nanos = new AtomicLong(1_000_000_000L);

	@Test
	void rateIsEventsOverTheWindowByLevel() {
		LoggerEventCounts counts = counts(10, 5);
		record(counts, "a", INFO, 600);
		record(counts, "a", DEBUG, 1200);
		advanceAndTick(counts, WINDOW);
		LoggerEventRate rate = counts.rate("a");
		assertThat(rate).isEqualTo(new LoggerEventRate("a", 30.0, Map.of(LogLevel.INFO, 10.0, LogLevel.DEBUG, 20.0)));
		assertThat(counts.top()).containsExactly(rate);
	}

	@Test
	void rateDropsToZeroOnceAWindowPassesWithoutEvents() {
		LoggerEventCounts counts = counts(10, 5);
		record(counts, "a", DEBUG, 100);
		advanceAndTick(counts, WINDOW);
		assertThat(counts.rate("a").eventsPerSecond()).isPositive();
		advanceAndTick(counts, counts.tickInterval());
		assertThat(counts.rate("a")).isEqualTo(LoggerEventRate.none("a"));
		assertThat(counts.top()).isEmpty();
	}

	@Test
	void loggerSeenAMomentAgoIsNotShownWithAnInflatedRate() {
		LoggerEventCounts counts = counts(10, 5);
		record(counts, "a", INFO, 10);
		this.nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
		assertThat(counts.rate("a").eventsPerSecond()).isCloseTo(1.0, within(1e-9));
	}

	@Test
	void topIsBusiestFirstUpToTheLimitWithoutIdleLoggers() {
		LoggerEventCounts counts = counts(10, 2);
		record(counts, "idle", WARN, 5);
		advanceAndTick(counts, WINDOW);
		record(counts, "quiet", INFO, 60);
		record(counts, "noisy", DEBUG, 6000);
		record(counts, "middle", WARN, 600);
		advanceAndTick(counts, counts.tickInterval());
		assertThat(counts.top()).extracting(LoggerEventRate::logger).containsExactly("noisy", "middle");
		assertThat(counts.rate("idle").eventsPerSecond()).isZero();
	}

	@Test
	void memoryStaysBoundedWith100000LoggerNamesAndTheBusiestAreExact() {
		LoggerEventCounts counts = counts(100, 5);
		String[] heavy = { "heavy.a", "heavy.b", "heavy.c", "heavy.d", "heavy.e" };
		int largestSize = 0;
		for (int i = 0; i < 100_000; i++) {
			for (int h = 0; h < heavy.length; h++) {
				if (i % (h + 1) == 0) {
					counts.record(heavy[h], INFO);
				}
			}
			counts.record("churn.logger" + i, DEBUG);
			largestSize = Math.max(largestSize, counts.size());
			this.nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
			if ((i + 1) % 10_000 == 0) {
				counts.tick();
			}
		}
		assertThat(largestSize).isEqualTo(100);
		List<LoggerEventRate> top = counts.top();
		assertThat(top).extracting(LoggerEventRate::logger).containsExactly(heavy);
		assertThat(top.get(0).eventsPerSecond()).isCloseTo(1000.0, within(1e-9));
		assertThat(top.get(1).eventsPerSecond()).isCloseTo(500.0, within(1e-9));
		assertThat(top.get(2).eventsPerSecond()).isCloseTo(20_000 / 60.0, within(1e-9));
		assertThat(top.get(4).byLevel()).containsOnlyKeys(LogLevel.INFO);
	}

	@Test
	void busyLoggerArrivingWhenTheTableIsFullIsAdmittedAndListedFirst() {
		LoggerEventCounts counts = counts(100, 3);
		for (int i = 0; i < 100; i++) {
			counts.record("early." + i, INFO);
		}
		advanceAndTick(counts, counts.tickInterval());
		assertThat(counts.size()).isLessThan(100);
		int churn = 0;
		for (int tick = 0; tick < 3; tick++) {
			for (int i = 0; i < 20_000; i++) {
				counts.record("churn." + churn++, DEBUG);
				if (i % 5 == 0) {
					counts.record("late.busy", WARN);
				}
				assertThat(counts.size()).isLessThanOrEqualTo(100);
			}
			advanceAndTick(counts, counts.tickInterval());
		}
		assertThat(counts.top().get(0).logger()).isEqualTo("late.busy");
	}

	@Test
	void concurrentCallersAreAllCounted() throws Exception {
		LoggerEventCounts counts = counts(10, 5);
		List<CompletableFuture<Void>> callers = new ArrayList<>();
		for (int t = 0; t < 4; t++) {
			callers.add(CompletableFuture.runAsync(() -> record(counts, "shared", INFO, 100_000)));
		}
		CompletableFuture.allOf(callers.toArray(CompletableFuture[]::new)).get(1, TimeUnit.MINUTES);
		advanceAndTick(counts, WINDOW);
		assertThat(counts.rate("shared").eventsPerSecond()).isCloseTo(400_000 / 60.0, within(1e-9));
	}

	@Test
	void ticksWhileCallersRecordKeepTheTableBoundedAndTheBusiestOnTop() throws Exception {
		LoggerEventCounts counts = counts(50, 1);
		AtomicLong largestSize = new AtomicLong();
		List<CompletableFuture<Void>> callers = new ArrayList<>();
		for (int t = 0; t < 4; t++) {
			int thread = t;
			callers.add(CompletableFuture.runAsync(() -> {
				for (int i = 0; i < 50_000; i++) {
					counts.record("churn." + thread + "." + i, DEBUG);
					counts.record("busy", INFO);
					largestSize.accumulateAndGet(counts.size(), Math::max);
				}
			}));
		}
		CompletableFuture<Void> all = CompletableFuture.allOf(callers.toArray(CompletableFuture[]::new));
		while (!all.isDone()) {
			advanceAndTick(counts, counts.tickInterval());
		}
		all.get(1, TimeUnit.MINUTES);
		assertThat(largestSize.get()).isLessThanOrEqualTo(50 + 4);
		assertThat(counts.top()).extracting(LoggerEventRate::logger).containsExactly("busy");
	}

	private LoggerEventCounts counts(int capacity, int limit) {
		return new LoggerEventCounts(capacity, WINDOW, limit, this.nanos::get);
	}

	private void advanceAndTick(LoggerEventCounts counts, Duration duration) {
		long ticks = duration.toNanos() / counts.tickInterval().toNanos();
		for (long i = 0; i < ticks; i++) {
			this.nanos.addAndGet(counts.tickInterval().toNanos());
			counts.tick();
		}
	}

	private static void record(LoggerEventCounts counts, String name, int levelIndex, int times) {
		for (int i = 0; i < times; i++) {
			counts.record(name, levelIndex);
		}
	}

}
