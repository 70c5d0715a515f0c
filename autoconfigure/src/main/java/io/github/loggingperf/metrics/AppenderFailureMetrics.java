package io.github.loggingperf.metrics;

import java.util.Locale;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.appender.AppenderFailureCounts;

/**
 * {@link MeterBinder} for the events each appender failed to write:
 * {@link LoggingPerfMeter#APPENDER_FAILURES}, one counter per appender and level. An
 * appender added by a reconfiguration gets its counters when it is first seen. Appender
 * names come from the logging configuration, so the number of meters is bounded.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class AppenderFailureMetrics implements MeterBinder {

	private final AppenderFailureCounts counts;

	/**
	 * Create a binder.
	 * @param counts the failures to observe
	 */
	public AppenderFailureMetrics(AppenderFailureCounts counts) {
		Assert.notNull(counts, "'counts' must not be null");
		this.counts = counts;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		this.counts.forEachAppender((appender) -> register(registry, appender));
	}

	private void register(MeterRegistry registry, String appender) {
		LoggingPerfMeter meter = LoggingPerfMeter.APPENDER_FAILURES;
		AppenderFailureCounts counts = this.counts;
		for (LogLevel level : EventLevels.ORDERED) {
			// The function, not the weakly held object, keeps the counts reachable
			FunctionCounter.builder(meter.getName(), counts, (observed) -> counts.failed(appender, level))
				.description(meter.getDescription())
				.baseUnit(meter.getBaseUnit())
				.tag("appender", appender)
				.tag("level", level.name().toLowerCase(Locale.ROOT))
				.register(registry);
		}
	}

}
