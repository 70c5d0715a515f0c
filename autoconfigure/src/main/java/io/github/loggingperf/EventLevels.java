package io.github.loggingperf;

import java.util.List;

import org.springframework.boot.logging.LogLevel;

/**
 * The levels an event can have, least severe first: every {@link LogLevel} but
 * {@code OFF}. The one list by which discarded events, appender failures, top talkers and
 * their meters are counted, and the one rule for the levels a discard threshold can take.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class EventLevels {

	/**
	 * The names of the event levels, least severe first, as messages list the allowed
	 * values.
	 */
	public static final String NAMES = "TRACE, DEBUG, INFO, WARN, ERROR, FATAL";

	/**
	 * The event levels, least severe first: {@value #NAMES}.
	 */
	public static final List<LogLevel> ORDERED = List.of(LogLevel.TRACE, LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN,
			LogLevel.ERROR, LogLevel.FATAL);

	private EventLevels() {
	}

	/**
	 * Return the position of an event level in {@link #ORDERED}.
	 * @param level the level
	 * @return 0 for TRACE up to 5 for FATAL, -1 for {@code OFF}
	 */
	public static int index(LogLevel level) {
		return ORDERED.indexOf(level);
	}

	/**
	 * Return whether a level can be a discard threshold: every event level, not
	 * {@code OFF}, which no event has.
	 * @param level the level
	 * @return whether the level is one of {@value #NAMES}
	 */
	public static boolean isDiscardThreshold(LogLevel level) {
		return index(level) >= 0;
	}

}
