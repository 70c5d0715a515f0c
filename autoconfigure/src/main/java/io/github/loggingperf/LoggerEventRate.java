package io.github.loggingperf;

import java.util.Map;

import org.springframework.boot.logging.LogLevel;

/**
 * Events logged per second by one logger, averaged over the recent window.
 *
 * @param logger the logger name
 * @param eventsPerSecond events per second, all levels together
 * @param byLevel events per second of each level that logged in the window
 * @author logging-perf
 * @since 0.1.0
 */
public record LoggerEventRate(String logger, double eventsPerSecond, Map<LogLevel, Double> byLevel) {

	/**
	 * Return a rate of zero.
	 * @param logger the logger name
	 * @return a rate of zero events per second
	 */
	public static LoggerEventRate none(String logger) {
		return new LoggerEventRate(logger, 0, Map.of());
	}

}
