package io.github.loggingperf.appender;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;

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
	void errorsReportedTwiceOnTwoThreadsInTurnShouldCountEachEventOnce() throws Exception {
		LogEvent first = event(Level.ERROR);
		LogEvent second = event(Level.ERROR);
		AppenderLoggingException firstFailure = new AppenderLoggingException("No space left on device");
		AppenderLoggingException secondFailure = new AppenderLoggingException("No space left on device");
		CountDownLatch firstReportedOnce = new CountDownLatch(1);
		CountDownLatch secondReportedOnce = new CountDownLatch(1);
		Thread caller = new Thread(() -> {
			this.handler.error("Unable to write", first, firstFailure);
			firstReportedOnce.countDown();
			awaitUninterruptibly(secondReportedOnce);
			this.handler.error("An exception occurred processing Appender File", first, firstFailure);
		}, "other-caller");
		caller.start();
		firstReportedOnce.await();
		this.handler.error("Unable to write", second, secondFailure);
		secondReportedOnce.countDown();
		caller.join();
		this.handler.error("An exception occurred processing Appender File", second, secondFailure);
		assertThat(this.counts.failed("File", LogLevel.ERROR)).isEqualTo(2);
		assertThat(this.delegate.messages).hasSize(4);
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

	private static void awaitUninterruptibly(CountDownLatch latch) {
		try {
			latch.await();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

	private static LogEvent event(Level level) {
		return Log4jLogEvent.newBuilder().setLevel(level).setMessage(new SimpleMessage("m")).build();
	}

	private static final class RecordingHandler implements ErrorHandler {

		private final List<String> messages = Collections.synchronizedList(new ArrayList<>());

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
