package io.github.loggingperf.appender;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.ErrorHandler;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AppenderLoggingException;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link CountingErrorHandler}.
 */
class CountingErrorHandlerTests {

	private final AppenderFailureCounts counts = new AppenderFailureCounts();

	private final RecordingHandler delegate = new RecordingHandler();

	private final CountingErrorHandler handler = new CountingErrorHandler("File", this.delegate, this.counts);

	@Test
	void errorWithEventShouldCountByLevelAndHandOn() {
		this.handler.error("Unable to write", event(Level.WARN), new AppenderLoggingException("disk full"));
		assertThat(this.counts.failed("File", LogLevel.WARN)).isOne();
		assertThat(this.counts.failed("File", LogLevel.INFO)).isZero();
		assertThat(this.delegate.messages).containsExactly("Unable to write");
		assertThat(this.counts.all().get(0).lastError())
			.isEqualTo("Unable to write: " + AppenderLoggingException.class.getName() + ": disk full");
	}

	@Test
	void errorReportedTwiceForOneEventShouldCountOnce() {
		LogEvent event = event(Level.ERROR);
		AppenderLoggingException failure = new AppenderLoggingException("Error writing to stream",
				new IOException("No space left on device"));
		this.handler.error("Unable to write to stream app.log for appender File", event, failure);
		this.handler.error("An exception occurred processing Appender File", event, failure);
		assertThat(this.counts.failed("File", LogLevel.ERROR)).isOne();
		assertThat(this.delegate.messages).hasSize(2);
		assertThat(this.counts.all().get(0).lastError()).endsWith("No space left on device");
	}

	@Test
	void sameEventFailingAgainShouldCountAgain() {
		LogEvent event = event(Level.INFO);
		this.handler.error("first", event, new AppenderLoggingException("one"));
		this.handler.error("second", event, new AppenderLoggingException("two"));
		assertThat(this.counts.failed("File", LogLevel.INFO)).isEqualTo(2);
	}

	@Test
	void errorWithoutEventShouldNotCount() {
		this.handler.error("Attempted to append to non-started appender File");
		this.handler.error("Unable to roll over", new IllegalStateException());
		assertThat(this.counts.all()).isEmpty();
		assertThat(this.delegate.messages).hasSize(2);
	}

	private static LogEvent event(Level level) {
		return Log4jLogEvent.newBuilder().setLevel(level).setMessage(new SimpleMessage("m")).build();
	}

	private static final class RecordingHandler implements ErrorHandler {

		private final List<String> messages = new ArrayList<>();

		@Override
		public void error(String msg) {
			this.messages.add(msg);
		}

		@Override
		public void error(String msg, Throwable t) {
			this.messages.add(msg);
		}

		@Override
		public void error(String msg, LogEvent event, Throwable t) {
			this.messages.add(msg);
		}

	}

}
