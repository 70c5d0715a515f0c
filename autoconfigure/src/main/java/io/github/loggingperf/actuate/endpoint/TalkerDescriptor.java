package io.github.loggingperf.actuate.endpoint;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LoggerEventRate;

/**
 * Events per second of one logger, averaged over the top talkers window and rounded to
 * two decimals.
 *
 * @param logger the logger name
 * @param eventsPerSecond events per second, all levels together
 * @param byLevel events per second of each level that logged in the window
 * @author logging-perf
 * @since 0.1.0
 */
public record TalkerDescriptor(String logger, double eventsPerSecond, Map<LogLevel, Double> byLevel) {

	static TalkerDescriptor of(LoggerEventRate rate) {
		Map<LogLevel, Double> byLevel = new LinkedHashMap<>();
		rate.byLevel().forEach((level, perSecond) -> byLevel.put(level, round(perSecond)));
		return new TalkerDescriptor(rate.logger(), round(rate.eventsPerSecond()), byLevel);
	}

	private static double round(double perSecond) {
		return Math.round(perSecond * 100) / 100d;
	}

	static List<TalkerDescriptor> of(List<LoggerEventRate> rates) {
		return rates.stream().map(TalkerDescriptor::of).toList();
	}

}
