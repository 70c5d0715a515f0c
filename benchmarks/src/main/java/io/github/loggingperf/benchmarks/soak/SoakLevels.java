package io.github.loggingperf.benchmarks.soak;

import java.util.List;

import org.springframework.boot.logging.LogLevel;

/**
 * The levels an event can have, as the starter counts them.
 */
final class SoakLevels {

	static final List<LogLevel> EVENT_LEVELS = List.of(LogLevel.TRACE, LogLevel.DEBUG, LogLevel.INFO, LogLevel.WARN,
			LogLevel.ERROR, LogLevel.FATAL);

	private SoakLevels() {
	}

}
