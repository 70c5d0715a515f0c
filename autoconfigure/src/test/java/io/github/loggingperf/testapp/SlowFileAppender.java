package io.github.loggingperf.testapp;

import java.io.FileWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;

/**
 * Test appender that takes a fixed time per event and writes each message as one line,
 * flushed, so that the lines on disk are exactly the events written.
 */
final class SlowFileAppender extends AbstractAppender {

	private final Writer writer;

	private final long delayNanos;

	SlowFileAppender(String fileName, long delayNanos) {
		super("slow-file", null, null, true, Property.EMPTY_ARRAY);
		this.delayNanos = delayNanos;
		try {
			this.writer = new FileWriter(fileName);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	@Override
	public synchronized void append(LogEvent event) {
		LockSupport.parkNanos(this.delayNanos);
		try {
			this.writer.write(event.getMessage().getFormattedMessage());
			this.writer.write('\n');
			this.writer.flush();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
