package io.github.loggingperf.appender;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link BatchFlushingConsoleAppender}: Log4j's console element in an all-async
 * context, writing to a {@code System.out} that counts the writes that reach it.
 */
class BatchFlushingConsoleAppenderTests {

	private final PrintStream systemOut = System.out;

	private final CountingStream written = new CountingStream();

	private AsyncLoggerContext context;

	@BeforeEach
	void captureSystemOut() {
		System.setOut(new PrintStream(this.written, true, StandardCharsets.UTF_8));
	}

	@AfterEach
	void restoreSystemOut() {
		if (this.context != null) {
			this.context.stop(1, TimeUnit.MINUTES);
		}
		System.setOut(this.systemOut);
	}

	@Test
	void everyLineReachesStandardOutputAtTheEndOfItsBatchWithoutAStop() throws Exception {
		this.context = new AsyncLoggerContext("batch-flushing-console", null, configuration());
		this.context.start();
		assertThat(this.context.getConfiguration().<BatchFlushingConsoleAppender>getAppender("Console").getTarget())
			.hasToString("SYSTEM_OUT");
		Logger logger = this.context.getLogger("test.console");
		for (int i = 0; i < 2000; i++) {
			logger.info("line {} of a burst", i);
		}
		await().atMost(java.time.Duration.ofSeconds(30)).until(() -> this.written.lines() == 2000);
		assertThat(this.written.writes()).isLessThan(200);
		logger.info("one more line after the burst");
		await().atMost(java.time.Duration.ofSeconds(30)).until(() -> this.written.lines() == 2001);
		assertThat(this.written.text()).endsWith("line 1999 of a burst\none more line after the burst\n");
	}

	private static URI configuration() throws Exception {
		return Objects
			.requireNonNull(
					BatchFlushingConsoleAppenderTests.class.getResource("/appender/log4j2-batch-flush-console.xml"))
			.toURI();
	}

	/**
	 * Counts the writes and the lines that reach it.
	 */
	private static final class CountingStream extends OutputStream {

		private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

		private final AtomicInteger writes = new AtomicInteger();

		@Override
		public synchronized void write(int b) {
			this.writes.incrementAndGet();
			this.bytes.write(b);
		}

		@Override
		public synchronized void write(byte[] b, int off, int len) {
			this.writes.incrementAndGet();
			this.bytes.write(b, off, len);
		}

		synchronized String text() {
			return this.bytes.toString(StandardCharsets.UTF_8);
		}

		long lines() {
			return text().chars().filter((c) -> c == '\n').count();
		}

		int writes() {
			return this.writes.get();
		}

	}

}
