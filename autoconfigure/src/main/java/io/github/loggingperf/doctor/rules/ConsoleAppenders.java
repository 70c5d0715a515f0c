package io.github.loggingperf.doctor.rules;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.appender.ConsoleAppender;

import io.github.loggingperf.appender.BatchFlushingConsoleAppender;

/**
 * Tells the appenders that write to the console: Log4j's, and the starter's that takes
 * its place in all-async configurations.
 *
 * @author logging-perf
 */
final class ConsoleAppenders {

	private ConsoleAppenders() {
	}

	/**
	 * Return whether an appender writes to the console.
	 * @param appender the appender
	 * @return whether it is Log4j's console appender or the starter's
	 */
	static boolean isConsole(Appender appender) {
		return appender instanceof ConsoleAppender || appender instanceof BatchFlushingConsoleAppender;
	}

}
