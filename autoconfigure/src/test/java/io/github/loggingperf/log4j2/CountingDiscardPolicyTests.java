package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.NeverDiscarded;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link CountingDiscardPolicy} through a real {@code AsyncLoggerContext} and
 * the real LMAX Disruptor (run against Disruptor 3.4.x and, in a second Surefire
 * execution, 4.0.x).
 */
class CountingDiscardPolicyTests {

	private static final String SLEEP_TIME = "log4j2.asyncLoggerSleepTimeNs";

	private static final int PRODUCERS = 8;

	private static final int EVENTS_PER_PRODUCER = 20_000;

	private final List<AsyncTestContext> contexts = new ArrayList<>();

	private final Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(new LoggerContext("counting-policy"),
			BootstrapSettings.fromSystem());

	@AfterEach
	void restoreThreshold() {
		this.contexts.forEach(AsyncTestContext::close);
		this.pipeline.setDiscardThreshold(LogLevel.INFO);
	}

	@Test
	void runsOnTheDisruptorVersionOfThisSurefireExecution() {
		String expectedMajor = System.getProperty("disruptor.expected-major");
		assertThat(expectedMajor).as("set by the Surefire execution").isNotNull();
		String loadedMajor = ClassUtils.isPresent("com.lmax.disruptor.SequenceReportingEventHandler", null) ? "3" : "4";
		assertThat(loadedMajor).isEqualTo(expectedMajor);
	}

	@Test
	void stormWritesOrCountsEveryEventAndNeverDiscardsWarnOrAbove() throws Exception {
		DiscardedEvents before = this.pipeline.discarded();
		AsyncTestContext storm = startFull(TimeUnit.MICROSECONDS.toNanos(20));
		Map<Level, LongAdder> logged = new EnumMapByLevel().counts;
		logged.get(Level.DEBUG).add(storm.filled());
		List<CompletableFuture<Void>> producers = new ArrayList<>();
		for (int p = 0; p < PRODUCERS; p++) {
			producers.add(CompletableFuture.runAsync(() -> produce(storm.logger(), logged), daemonExecutor(p)));
		}
		CompletableFuture.allOf(producers.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);
		long writtenWhileFull = storm.appender().written(Level.WARN);
		storm.close();
		DiscardedEvents discarded = minus(this.pipeline.discarded(), before);
		for (Level level : EnumMapByLevel.LEVELS) {
			long written = storm.appender().written(level);
			assertThat(written + discarded.get(toLogLevel(level))).as("written + discarded %s", level)
				.isEqualTo(logged.get(level).sum());
		}
		assertThat(discarded.warn() + discarded.error() + discarded.fatal()).isZero();
		assertThat(discarded.info()).as("every INFO met a full ring").isEqualTo(logged.get(Level.INFO).sum());
		assertThat(discarded.trace()).as("every TRACE met a full ring").isEqualTo(logged.get(Level.TRACE).sum());
		assertThat(writtenWhileFull).as("kept events written by their callers").isEqualTo(logged.get(Level.WARN).sum());
		assertThat(storm.appender().wasEnteredBy("producer-0")).isTrue();
	}

	@Test
	void discardedEventsNeverMakeTheCallerWait() {
		AsyncTestContext full = startFull(0);
		DiscardedEvents before = this.pipeline.discarded();
		CompletableFuture<Void> infoBurst = CompletableFuture.runAsync(() -> {
			for (int i = 0; i < 10_000; i++) {
				full.logger().info("burst {} while the appender is held", i);
			}
		}, daemonExecutor(0));
		await().atMost(Duration.ofMinutes(1)).until(infoBurst::isDone);
		assertThat(full.appender().written(Level.INFO)).as("background thread still held").isZero();
		assertThat(minus(this.pipeline.discarded(), before).info()).isEqualTo(10_000);
	}

	@Test
	void thresholdChangeAppliesToTheNextEvent() throws Exception {
		AsyncTestContext full = startFull(0);
		DiscardedEvents before = this.pipeline.discarded();
		this.pipeline.setDiscardThreshold(LogLevel.WARN);
		full.logger().warn("dropped under the WARN threshold");
		assertThat(minus(this.pipeline.discarded(), before).warn()).isOne();
		assertThat(full.appender().written(Level.WARN)).isZero();
		this.pipeline.setDiscardThreshold(LogLevel.INFO);
		CompletableFuture.runAsync(() -> full.logger().warn("kept under the INFO threshold"), daemonExecutor(1))
			.get(1, TimeUnit.MINUTES);
		assertThat(minus(this.pipeline.discarded(), before).warn()).isOne();
		assertThat(full.appender().written(Level.WARN)).isOne();
		assertThat(full.appender().wasEnteredBy("producer-1")).isTrue();
	}

	@Test
	void eventLoggedAsNeverDiscardedIsWrittenByTheCallerUnderARaisedThreshold() throws Exception {
		AsyncTestContext full = startFull(0);
		DiscardedEvents before = this.pipeline.discarded();
		this.pipeline.setDiscardThreshold(LogLevel.WARN);
		CompletableFuture
			.runAsync(() -> NeverDiscarded.run(() -> full.logger().warn("the audit line of a raised threshold")),
					daemonExecutor(2))
			.get(1, TimeUnit.MINUTES);
		assertThat(minus(this.pipeline.discarded(), before).warn()).isZero();
		assertThat(full.appender().written(Level.WARN)).isOne();
		assertThat(full.appender().wasEnteredBy("producer-2")).isTrue();
		full.logger().warn("a WARN of the application under the same threshold");
		assertThat(minus(this.pipeline.discarded(), before).warn()).isOne();
		assertThat(full.appender().written(Level.WARN)).isOne();
	}

	@Test
	void fullRingWakesTheSleepingBackgroundThreadAndShutdownWritesTheRest() {
		// Without a wake-up, a thread that sleeps 15 s whenever it finds the ring empty
		// writes nothing in the first 10 s
		AsyncTestContext sleepy = startSleeping(TimeUnit.SECONDS.toNanos(15));
		DiscardedEvents before = this.pipeline.discarded();
		long capacity = sleepy.ringBufferCapacity();
		long logged = 50 * capacity;
		for (int i = 0; i < logged; i++) {
			sleepy.logger().info("burst {} while the background thread sleeps", i);
		}
		await().atMost(Duration.ofSeconds(10))
			.untilAsserted(() -> assertThat(sleepy.appender().written(Level.INFO))
				.as("written after a full ring woke the thread")
				.isGreaterThanOrEqualTo(capacity));
		sleepy.close();
		assertThat(sleepy.appender().written(Level.INFO) + minus(this.pipeline.discarded(), before).info())
			.as("written + discarded")
			.isEqualTo(logged);
	}

	@Test
	void callersWaitForABusyBackgroundThreadAndEveryEventIsWritten() throws Exception {
		AsyncTestContext busy = AsyncTestContext.start("busy-background-thread", 256,
				CountingAppender.busy("busy", TimeUnit.MICROSECONDS.toNanos(20)));
		this.contexts.add(busy);
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(busy.context(), BootstrapSettings.fromSystem());
		pipeline.setFullRingWait(Duration.ofMillis(50));
		DiscardedEvents before = pipeline.discarded();
		List<CompletableFuture<Void>> producers = new ArrayList<>();
		for (int p = 0; p < PRODUCERS; p++) {
			producers.add(CompletableFuture.runAsync(() -> {
				for (int i = 0; i < 2_000; i++) {
					busy.logger().info("event {} of a producer faster than its background thread", i);
				}
			}, daemonExecutor(p)));
		}
		CompletableFuture.allOf(producers.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);
		busy.close();
		assertThat(minus(pipeline.discarded(), before).info()).isZero();
		assertThat(busy.appender().written(Level.INFO)).isEqualTo(PRODUCERS * 2_000);
		assertThat(busy.appender().writerThreads()).as("events kept after a wait are written by their callers")
			.anyMatch((name) -> name.startsWith("producer-"));
	}

	@Test
	void backgroundThreadHeldByItsDestinationMakesCallersDiscardAfterAWait() {
		AsyncTestContext held = AsyncTestContext.start("held-by-destination", 256,
				new CountingAppender("held", 0, true));
		this.contexts.add(held);
		held.fill();
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(held.context(), BootstrapSettings.fromSystem());
		pipeline.setFullRingWait(Duration.ofMillis(50));
		DiscardedEvents before = pipeline.discarded();
		CompletableFuture<Void> infoBurst = CompletableFuture.runAsync(() -> {
			for (int i = 0; i < 10_000; i++) {
				held.logger().info("burst {} while the destination holds the background thread", i);
			}
		}, daemonExecutor(0));
		await().atMost(Duration.ofMinutes(1)).until(infoBurst::isDone);
		assertThat(held.appender().written(Level.INFO)).as("background thread still held").isZero();
		assertThat(minus(pipeline.discarded(), before).info()).isEqualTo(10_000);
	}

	@Test
	void backgroundThreadOfAnAllAsyncContextIsToldByItsName() {
		AsyncTestContext named = AsyncTestContext.start("named-context", 256, new CountingAppender("named", 0, false));
		this.contexts.add(named);
		named.logger().info("one event, written by the background thread");
		await().atMost(Duration.ofMinutes(1)).until(() -> named.appender().written(Level.INFO) == 1);
		assertThat(named.appender().writerThreads()).singleElement()
			.extracting(AllAsyncRingThreads::contextName)
			.isEqualTo("named-context");
	}

	/**
	 * Start a context whose background thread sleeps for the given time whenever it finds
	 * the ring empty, as it does from the start.
	 */
	private AsyncTestContext startSleeping(long sleepNanos) {
		System.setProperty(SLEEP_TIME, Long.toString(sleepNanos));
		try {
			AsyncTestContext context = AsyncTestContext.start("sleeping", 256,
					new CountingAppender("sleepy", 0, false));
			this.contexts.add(context);
			return context;
		}
		finally {
			System.clearProperty(SLEEP_TIME);
		}
	}

	/**
	 * Start a context whose background thread is held by the appender's gate, and fill
	 * its ring buffer. Nothing is consumed until the context is closed, so the ring stays
	 * full and every event takes the queue-full path. (While the consumer moves, Log4j
	 * itself can drop an event without asking the policy: see docs/async.md.)
	 */
	private AsyncTestContext startFull(long appenderDelayNanos) {
		AsyncTestContext context = AsyncTestContext.start("full", 256,
				new CountingAppender("held", appenderDelayNanos, true));
		this.contexts.add(context);
		assertThat(context.ringBufferCapacity()).isEqualTo(256);
		context.fill();
		return context;
	}

	private static void produce(Logger logger, Map<Level, LongAdder> logged) {
		for (int i = 0; i < EVENTS_PER_PRODUCER; i++) {
			Level level = EnumMapByLevel.levelOf(i);
			logger.log(level, "storm event {} from {} with a payload that looks like a real log line", i,
					Thread.currentThread().getName());
			logged.get(level).increment();
		}
	}

	private static java.util.concurrent.Executor daemonExecutor(int index) {
		return (task) -> {
			Thread thread = new Thread(task, "producer-" + index);
			thread.setDaemon(true);
			thread.start();
		};
	}

	private static LogLevel toLogLevel(Level level) {
		return LogLevel.valueOf(level.name());
	}

	private static DiscardedEvents minus(DiscardedEvents after, DiscardedEvents before) {
		return new DiscardedEvents(after.trace() - before.trace(), after.debug() - before.debug(),
				after.info() - before.info(), after.warn() - before.warn(), after.error() - before.error(),
				after.fatal() - before.fatal());
	}

	private static final class EnumMapByLevel {

		static final Level[] LEVELS = { Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL };

		final Map<Level, LongAdder> counts = new java.util.concurrent.ConcurrentHashMap<>();

		EnumMapByLevel() {
			for (Level level : LEVELS) {
				this.counts.put(level, new LongAdder());
			}
		}

		static Level levelOf(int i) {
			if (i % 997 == 0) {
				return Level.FATAL;
			}
			if (i % 100 == 0) {
				return Level.ERROR;
			}
			if (i % 10 == 0) {
				return Level.WARN;
			}
			return switch (i % 3) {
				case 0 -> Level.INFO;
				case 1 -> Level.DEBUG;
				default -> Level.TRACE;
			};
		}

	}

}
