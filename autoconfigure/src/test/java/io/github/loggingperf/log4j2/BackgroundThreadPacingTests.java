package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link BackgroundThreadPacing} on a real all-async context whose background
 * thread sleeps 10 s between batches (Log4j's {@code Sleep} wait strategy, as the starter
 * configures it, with a longer sleep so that only a wake-up can explain a prompt write).
 */
class BackgroundThreadPacingTests {

	private static final String SLEEP_TIME_NANOS = "log4j2.asyncLoggerSleepTimeNs";

	private AsyncTestContext context;

	@BeforeEach
	void startWithTenSecondSleeps() {
		System.setProperty(SLEEP_TIME_NANOS, Long.toString(TimeUnit.SECONDS.toNanos(10)));
		try {
			this.context = AsyncTestContext.start("pacing", 256, new CountingAppender("counting", 0, false));
		}
		finally {
			System.clearProperty(SLEEP_TIME_NANOS);
		}
		Awaitility.await().atMost(Duration.ofSeconds(10)).until(this::backgroundThreadSleeps);
	}

	private boolean backgroundThreadSleeps() {
		return Thread.getAllStackTraces()
			.keySet()
			.stream()
			.filter((thread) -> AllAsyncRingThreads.contextName(thread.getName()).equals("pacing"))
			.anyMatch((thread) -> thread.getState() == Thread.State.TIMED_WAITING);
	}

	@AfterEach
	void close() {
		this.context.close();
	}

	@Test
	void logCallsWakeTheSleepingBackgroundThreadOnceABatchWaits() {
		BackgroundThreadPacing pacing = new BackgroundThreadPacing(this.context.context());
		pacing.afterPropertiesSet();
		try {
			assertThat(pacing.isActive()).isTrue();
			for (int batch = 1; batch <= 3; batch++) {
				long before = written();
				// events the previous batch's last calls left in the ring count towards
				// this one
				log(LogCallWake.BATCH - 1 - waiting());
				assertNothingWrittenFor(Duration.ofMillis(100), before);
				long expected = before + LogCallWake.BATCH;
				Awaitility.await()
					.atMost(Duration.ofSeconds(5))
					.pollInterval(Duration.ofMillis(5))
					.until(this::logAndCount, (count) -> count >= expected);
			}
		}
		finally {
			pacing.destroy();
		}
		assertThat(pacing.isActive()).isFalse();
	}

	@Test
	void withoutPacingTheBackgroundThreadSleepsThroughLogCalls() {
		log(4 * LogCallWake.BATCH);
		assertNothingWrittenFor(Duration.ofMillis(300), 0);
	}

	private void log(int events) {
		for (int i = 0; i < events; i++) {
			this.context.logger().info("waits for the sleep to end");
		}
	}

	private void assertNothingWrittenFor(Duration duration, long writtenBefore) {
		Awaitility.await()
			.during(duration)
			.atMost(duration.multipliedBy(10))
			.until(this::written, (count) -> count == writtenBefore);
	}

	private int waiting() {
		RingBufferAdmin ring = this.context.context().createRingBufferAdmin();
		return (int) (ring.getBufferSize() - ring.getRemainingCapacity());
	}

	private long written() {
		return this.context.appender().written(Level.INFO);
	}

	@Test
	void startupReportSaysLogCallsWakeTheThread() {
		BackgroundThreadPacing pacing = new BackgroundThreadPacing(this.context.context());
		assertThat(describeWait()).isEqualTo("background thread sleeps 50 ms between batches");
		pacing.afterPropertiesSet();
		try {
			assertThat(describeWait()).isEqualTo("background thread sleeps 50 ms between batches unless 32 events wait "
					+ "(log calls then wake it, at most once a millisecond)");
		}
		finally {
			pacing.destroy();
		}
	}

	private String describeWait() {
		return WaitStrategyDescription.of(LoggingMode.ALL_ASYNC, this.context.context().getConfiguration(),
				PropertiesUtil.getProperties());
	}

	@Test
	void wakeUpFollowsReconfiguration() {
		BackgroundThreadPacing pacing = new BackgroundThreadPacing(this.context.context());
		pacing.afterPropertiesSet();
		try {
			this.context.context().reconfigure();
			assertThat(pacing.isActive()).isTrue();
		}
		finally {
			pacing.destroy();
		}
	}

	@Test
	void contextThatIsNotAllAsyncIsLeftAsItIs() {
		LoggerContext synchronous = new LoggerContext("pacing-sync");
		synchronous.start();
		try {
			BackgroundThreadPacing pacing = new BackgroundThreadPacing(synchronous);
			pacing.afterPropertiesSet();
			assertThat(pacing.isActive()).isFalse();
			assertThat(synchronous.getConfiguration().getFilter()).isNull();
			pacing.destroy();
		}
		finally {
			synchronous.stop();
		}
	}

	private long logAndCount() {
		this.context.logger().info("written within milliseconds");
		return written();
	}

}
