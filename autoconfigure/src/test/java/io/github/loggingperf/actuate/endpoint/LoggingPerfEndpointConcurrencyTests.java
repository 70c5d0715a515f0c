package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.testapp.TestLoggers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Writes through {@link LoggingPerfEndpoint} while 8 threads log at full speed: no
 * exception, no deadlock, and every event is written or counted as discarded.
 */
@WritableEndpointTest
class LoggingPerfEndpointConcurrencyTests {

	private static final int PRODUCERS = 8;

	@Autowired
	LoggingPerfEndpoint endpoint;

	@Autowired
	LoggingPipeline pipeline;

	@Test
	void writesWhileEightThreadsLogLoseNoEvent() throws Exception {
		CountingAppender appender = attachCountingAppender("com.example.storm");
		long discardedBefore = this.pipeline.discarded().info();
		Logger logger = LogManager.getLogger("com.example.storm");
		// Together the producers fill the ring buffer at most to the brim: while the
		// consumer moves, a full
		// ring lets Log4j drop an event without asking any policy (docs/async.md), a loss
		// this test must not
		// be exposed to. Discards by the policy are still counted below.
		int events = (int) (this.pipeline.ringBuffer().capacity() / PRODUCERS);
		List<CompletableFuture<Void>> producers = new ArrayList<>();
		for (int p = 0; p < PRODUCERS; p++) {
			producers.add(CompletableFuture.runAsync(() -> {
				for (int i = 0; i < events; i++) {
					logger.info("storm event {} from {}", i, Thread.currentThread().getName());
				}
			}, daemon("producer-" + p)));
		}
		CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
			for (int i = 0; !producers.stream().allMatch(CompletableFuture::isDone); i++) {
				this.endpoint.change(SecurityContext.NONE, (i % 2 == 0) ? LogLevel.WARN : LogLevel.INFO, null, null,
						null, null);
				this.endpoint.setLogger(SecurityContext.NONE, "com.example.other" + (i % 5), LogLevel.DEBUG, null, null,
						Duration.ofMinutes(1), null);
				this.endpoint.removeLogger(SecurityContext.NONE, "com.example.other" + ((i + 2) % 5), null);
			}
		}, daemon("writer"));
		CompletableFuture.allOf(producers.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);
		writer.get(2, TimeUnit.MINUTES);
		this.endpoint.clearOverrides(SecurityContext.NONE, null);
		this.endpoint.change(SecurityContext.NONE, LogLevel.INFO, null, null, null, null);
		await().atMost(Duration.ofMinutes(1)).until(() -> this.pipeline.ringBuffer().used() == 0);
		long discarded = this.pipeline.discarded().info() - discardedBefore;
		assertThat(appender.written.sum() + discarded).isEqualTo((long) PRODUCERS * events);
		assertThat(this.endpoint.pipeline().overrides()).isEmpty();
	}

	private static CountingAppender attachCountingAppender(String loggerName) {
		CountingAppender appender = new CountingAppender();
		TestLoggers.addLogger((LoggerContext) LogManager.getContext(false), loggerName, appender);
		return appender;
	}

	private static Executor daemon(String name) {
		return (task) -> {
			Thread thread = new Thread(task, name);
			thread.setDaemon(true);
			thread.start();
		};
	}

	static final class CountingAppender extends AbstractAppender {

		final LongAdder written = new LongAdder();

		CountingAppender() {
			super("counting", null, null, true, Property.EMPTY_ARRAY);
		}

		@Override
		public void append(LogEvent event) {
			this.written.increment();
		}

	}

}
