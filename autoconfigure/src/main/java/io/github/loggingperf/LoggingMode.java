package io.github.loggingperf;

/**
 * How log events travel from the calling thread to the appenders.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum LoggingMode {

	/**
	 * Every logger is asynchronous: events are handed to the LMAX Disruptor ring buffer
	 * and written by a background thread.
	 */
	ALL_ASYNC,

	/**
	 * Only the loggers declared as {@code AsyncLogger} or {@code AsyncRoot} are
	 * asynchronous.
	 */
	MIXED,

	/**
	 * Every event is written by the calling thread.
	 */
	SYNC

}
