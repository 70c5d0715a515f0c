package io.github.loggingperf.doctor.rules;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.appender.FileAppender;
import org.apache.logging.log4j.core.appender.MemoryMappedFileAppender;
import org.apache.logging.log4j.core.appender.RandomAccessFileAppender;
import org.apache.logging.log4j.core.appender.RollingFileAppender;
import org.apache.logging.log4j.core.appender.RollingRandomAccessFileAppender;

/**
 * Tells Log4j's file appenders from the others.
 *
 * @author logging-perf
 */
final class FileAppenders {

	private FileAppenders() {
	}

	/**
	 * Return whether an appender writes to a local file: {@code File},
	 * {@code RollingFile}, {@code RandomAccessFile}, {@code RollingRandomAccessFile} or
	 * {@code MemoryMappedFile}.
	 * @param appender the appender
	 * @return whether it writes to a file
	 */
	static boolean isFile(Appender appender) {
		return appender instanceof FileAppender || appender instanceof RollingFileAppender
				|| appender instanceof RandomAccessFileAppender || appender instanceof RollingRandomAccessFileAppender
				|| appender instanceof MemoryMappedFileAppender;
	}

}
