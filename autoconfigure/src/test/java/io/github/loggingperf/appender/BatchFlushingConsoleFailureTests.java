package io.github.loggingperf.appender;

import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.AppenderFailure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link BatchFlushingConsoleAppender} when its stream fails, in a real
 * all-async context with the starter's error handlers: every event of a buffer whose
 * write failed is counted, by level.
 */
class BatchFlushingConsoleFailureTests {

	private AsyncLoggerContext context;

	@AfterEach
	void stopContext() {
		if (this.context != null) {
			this.context.stop(1, TimeUnit.MINUTES);
		}
	}

	@Test
	void everyEventOfAFailedWriteIsCounted() {
		FailingStream stream = new FailingStream(Integer.MAX_VALUE);
		AppenderFailureCounts counts = start(stream);
		Logger logger = this.context.getLogger("test.console");
		for (int i = 0; i < 1_000; i++) {
			logger.log((i % 10 == 0) ? Level.WARN : Level.INFO, "line {} that the collector never gets", i);
		}
		await().atMost(Duration.ofMinutes(1)).until(() -> failed(counts) >= 1_000);
		assertThat(failed(counts)).isEqualTo(1_000);
		assertThat(counts.failed("Console", LogLevel.WARN)).isEqualTo(100);
		assertThat(counts.failed("Console", LogLevel.INFO)).isEqualTo(900);
		assertThat(stream.attempts()).isLessThan(1_000);
	}

	@Test
	void eventsWrittenBeforeAndAfterAFailedWriteAreNotCounted() {
		FailingStream stream = new FailingStream(1);
		AppenderFailureCounts counts = start(stream);
		Logger logger = this.context.getLogger("test.console");
		logger.info("a line that is written");
		await().atMost(Duration.ofMinutes(1)).until(() -> stream.attempts() == 1);
		logger.info("a line whose write fails");
		await().atMost(Duration.ofMinutes(1)).until(() -> failed(counts) == 1);
		logger.info("a line that is written again");
		await().atMost(Duration.ofMinutes(1)).until(() -> stream.attempts() == 3);
		assertThat(failed(counts)).isOne();
	}

	private AppenderFailureCounts start(OutputStream stream) {
		this.context = new AsyncLoggerContext("batch-flushing-console-failure");
		this.context.start(new NullConfiguration());
		Configuration configuration = this.context.getConfiguration();
		BatchFlushingConsoleAppender console = BatchFlushingConsoleAppender.newBuilder()
			.setName("Console")
			.setLayout(PatternLayout.newBuilder().withPattern("%m%n").build())
			.setImmediateFlush(false)
			.setOutput(stream)
			.build();
		console.start();
		configuration.addAppender(console);
		LoggerConfig root = configuration.getRootLogger();
		root.getAppenders().keySet().forEach(root::removeAppender);
		root.addAppender(console, null, null);
		root.setLevel(Level.INFO);
		this.context.updateLoggers();
		AppenderFailureCounts counts = new AppenderFailureCounts();
		new AppenderErrorHandlers(this.context, counts).attach();
		return counts;
	}

	private static long failed(AppenderFailureCounts counts) {
		return counts.all()
			.stream()
			.filter((failure) -> failure.appender().equals("Console"))
			.mapToLong(AppenderFailure::total)
			.sum();
	}

	/**
	 * A stream whose writes fail, but the first ones.
	 */
	private static final class FailingStream extends OutputStream {

		private final AtomicInteger attempts = new AtomicInteger();

		private final int failing;

		/**
		 * @param failing which write fails: every write from the first when
		 * {@code Integer.MAX_VALUE}, else that one only (counting from 1)
		 */
		FailingStream(int failing) {
			this.failing = failing;
		}

		@Override
		public void write(int b) throws IOException {
			write(new byte[] { (byte) b }, 0, 1);
		}

		@Override
		public void write(byte[] b, int off, int len) throws IOException {
			int attempt = this.attempts.incrementAndGet();
			if (this.failing == Integer.MAX_VALUE || attempt == this.failing + 1) {
				throw new IOException("Broken pipe");
			}
		}

		int attempts() {
			return this.attempts.get();
		}

	}

}
