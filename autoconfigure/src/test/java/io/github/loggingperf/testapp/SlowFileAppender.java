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
 * flushed, so that the lines on disk are exactly the events written. Like Log4j's own
 * file appenders it writes under a monitor.
 */
final class SlowFileAppender extends AbstractAppender {

	private final Writer writer;

	private final long delayNanos;

	private final boolean writerPrefix;

	SlowFileAppender(String fileName, long delayNanos) {
		this(fileName, delayNanos, false);
	}

	/**
	 * Create the appender.
	 * @param fileName the file to write
	 * @param delayNanos the time each event takes
	 * @param writerPrefix whether each line starts with {@code virtual} or
	 * {@code platform}, the kind of thread that wrote it
	 */
	SlowFileAppender(String fileName, long delayNanos, boolean writerPrefix) {
		super("slow-file", null, null, true, Property.EMPTY_ARRAY);
		this.delayNanos = delayNanos;
		this.writerPrefix = writerPrefix;
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
			if (this.writerPrefix) {
				this.writer.write(VirtualThreads.isVirtual(Thread.currentThread()) ? "virtual " : "platform ");
			}
			this.writer.write(event.getMessage().getFormattedMessage());
			this.writer.write('\n');
			this.writer.flush();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
