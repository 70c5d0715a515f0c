package io.github.loggingperf.metrics;

import java.util.Locale;
import java.util.function.ToDoubleFunction;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.EventLevels;
import io.github.loggingperf.LoggingPipeline;

/**
 * {@link MeterBinder} for the {@link LoggingPipeline}: ring buffer capacity, remaining
 * and used slots, events discarded by level, the discard threshold, whether location
 * capture is on and the number of loggers capturing location. Every meter reads the
 * pipeline when it is observed, so its values follow reconfigurations and restarts of the
 * logging system. The meters are defined in {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfMetrics implements MeterBinder {

	private final LoggingPipeline pipeline;

	private final Iterable<Tag> tags;

	/**
	 * Create a binder for the given pipeline.
	 * @param pipeline the pipeline to observe
	 */
	public LoggingPerfMetrics(LoggingPipeline pipeline) {
		this(pipeline, Tags.empty());
	}

	/**
	 * Create a binder for the given pipeline that adds tags to every meter.
	 * @param pipeline the pipeline to observe
	 * @param tags tags added to every meter
	 */
	public LoggingPerfMetrics(LoggingPipeline pipeline, Iterable<Tag> tags) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(tags, "'tags' must not be null");
		this.pipeline = pipeline;
		this.tags = tags;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		gauge(registry, LoggingPerfMeter.RING_BUFFER_CAPACITY, (pipeline) -> pipeline.ringBuffer().capacity());
		gauge(registry, LoggingPerfMeter.RING_BUFFER_REMAINING, (pipeline) -> pipeline.ringBuffer().remaining());
		gauge(registry, LoggingPerfMeter.RING_BUFFER_USED, (pipeline) -> pipeline.ringBuffer().used());
		gauge(registry, LoggingPerfMeter.DISCARD_THRESHOLD, (pipeline) -> severity(pipeline.discardThreshold()));
		gauge(registry, LoggingPerfMeter.LOCATION_ENABLED, (pipeline) -> pipeline.locationEnabled() ? 1 : 0);
		gauge(registry, LoggingPerfMeter.LOCATION_LOGGERS, (pipeline) -> pipeline.loggersCapturingLocation().size());
		LoggingPerfMeter meter = LoggingPerfMeter.DISCARDED;
		LoggingPipeline pipeline = this.pipeline;
		for (LogLevel level : EventLevels.ORDERED) {
			// The function, not the weakly held object, keeps the pipeline reachable
			FunctionCounter.builder(meter.getName(), pipeline, (observed) -> pipeline.discarded().get(level))
				.description(meter.getDescription())
				.baseUnit(meter.getBaseUnit())
				.tags(this.tags)
				.tag("level", level.name().toLowerCase(Locale.ROOT))
				.register(registry);
		}
	}

	private void gauge(MeterRegistry registry, LoggingPerfMeter meter, ToDoubleFunction<LoggingPipeline> value) {
		Gauge.builder(meter.getName(), this.pipeline, value)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.tags(this.tags)
			.register(registry);
	}

	/**
	 * Return the severity that {@link LoggingPerfMeter#DISCARD_THRESHOLD} reports for a
	 * level: 1 for TRACE up to 6 for FATAL.
	 * @param level the level
	 * @return the severity, 0 for {@link LogLevel#OFF}
	 */
	static int severity(LogLevel level) {
		return EventLevels.index(level) + 1;
	}

}
