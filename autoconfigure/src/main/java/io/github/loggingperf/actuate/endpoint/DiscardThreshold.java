package io.github.loggingperf.actuate.endpoint;

import org.springframework.boot.logging.LogLevel;

/**
 * The levels a discard threshold can take: every {@link LogLevel} but {@code OFF}. As an
 * operation parameter, Spring Boot's conversion reads it from any case ({@code warn}) and
 * refuses {@code OFF}.
 *
 * @author logging-perf
 */
public enum DiscardThreshold {

	/**
	 * Drop TRACE events when the ring buffer is full.
	 */
	TRACE,

	/**
	 * Drop DEBUG events and below when the ring buffer is full.
	 */
	DEBUG,

	/**
	 * Drop INFO events and below when the ring buffer is full.
	 */
	INFO,

	/**
	 * Drop WARN events and below when the ring buffer is full.
	 */
	WARN,

	/**
	 * Drop ERROR events and below when the ring buffer is full.
	 */
	ERROR,

	/**
	 * Drop every event when the ring buffer is full.
	 */
	FATAL;

	/**
	 * Return the log level of the same name.
	 * @return the level
	 */
	public LogLevel level() {
		return LogLevel.valueOf(name());
	}

}
