package io.github.loggingperf.log4j2;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The full-ring path of {@link CountingDiscardPolicy} when the callers are virtual
 * threads ({@code spring.threads.virtual.enabled=true}): far more callers than carrier
 * threads, kept events written by their callers while Log4j's background thread is held,
 * discardable ones counted. Runs on JDK 21 and later; the project compiles for 17, so the
 * executor is looked up by its public signature.
 */
@EnabledForJreRange(min = JRE.JAVA_21)
class CountingDiscardPolicyVirtualThreadTests {

	private static final int VIRTUAL_THREADS = 500;

	private static final int EVENTS_PER_THREAD = 200;

	private final Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(new LoggerContext("virtual-threads"),
			BootstrapSettings.fromSystem());

	@Test
	void fullRingWhenCallersAreVirtualThreadsShouldFinishAndWriteOrCountEveryEvent() throws Throwable {
		DiscardedEvents before = this.pipeline.discarded();
		LongAdder warn = new LongAdder();
		LongAdder info = new LongAdder();
		try (AsyncTestContext full = AsyncTestContext.start("virtual-threads", 256,
				new CountingAppender("held", TimeUnit.MICROSECONDS.toNanos(20), true))) {
			full.fill();
			ExecutorService executor = newVirtualThreadPerTaskExecutor();
			List<Future<?>> callers = new ArrayList<>();
			for (int t = 0; t < VIRTUAL_THREADS; t++) {
				callers.add(executor.submit(() -> log(full.logger(), warn, info)));
			}
			for (Future<?> caller : callers) {
				caller.get(2, TimeUnit.MINUTES);
			}
			executor.shutdown();
			assertThat(full.appender().written(Level.WARN)).as("WARN written by the virtual threads themselves")
				.isEqualTo(warn.sum());
			assertThat(full.appender().written(Level.INFO)).as("background thread still held").isZero();
		}
		DiscardedEvents discarded = this.pipeline.discarded();
		assertThat(discarded.info() - before.info()).isEqualTo(info.sum());
		assertThat(discarded.warn() - before.warn()).isZero();
		assertThat(warn.sum() + info.sum()).isEqualTo((long) VIRTUAL_THREADS * EVENTS_PER_THREAD);
	}

	private static void log(Logger logger, LongAdder warn, LongAdder info) {
		for (int i = 0; i < EVENTS_PER_THREAD; i++) {
			if (i % 10 == 0) {
				logger.warn("kept event {} from a virtual thread", i);
				warn.increment();
			}
			else {
				logger.info("discardable event {} from a virtual thread", i);
				info.increment();
			}
		}
	}

	private static ExecutorService newVirtualThreadPerTaskExecutor() throws Throwable {
		return (ExecutorService) MethodHandles.publicLookup()
			.findStatic(Executors.class, "newVirtualThreadPerTaskExecutor",
					MethodType.methodType(ExecutorService.class))
			.invoke();
	}

}
