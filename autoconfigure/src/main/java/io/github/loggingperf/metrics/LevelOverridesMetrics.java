package io.github.loggingperf.metrics;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.ToDoubleFunction;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.util.Assert;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * {@link MeterBinder} for the runtime logger level overrides: how many are in force, and
 * the age of the oldest one that has no time to live. The meters are defined in
 * {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LevelOverridesMetrics implements MeterBinder {

	private final LoggerLevelOverrides overrides;

	private final Clock clock;

	/**
	 * Create a binder for the given overrides, which measures ages with the clock that
	 * timestamps the overrides.
	 * @param overrides the overrides to observe
	 */
	public LevelOverridesMetrics(LoggerLevelOverrides overrides) {
		Assert.notNull(overrides, "'overrides' must not be null");
		this.overrides = overrides;
		this.clock = overrides.clock();
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		gauge(registry, LoggingPerfMeter.OVERRIDES_ACTIVE, this.overrides, (overrides) -> overrides.overrides().size());
		gauge(registry, LoggingPerfMeter.OVERRIDES_PERMANENT_AGE, this, LevelOverridesMetrics::oldestPermanentAge);
	}

	private <T> void gauge(MeterRegistry registry, LoggingPerfMeter meter, T state, ToDoubleFunction<T> value) {
		Gauge.builder(meter.getName(), state, value)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.register(registry);
	}

	private double oldestPermanentAge() {
		Instant now = this.clock.instant();
		return this.overrides.overrides()
			.values()
			.stream()
			.filter((override) -> override.expiresAt() == null)
			.map(LevelOverride::changedAt)
			.mapToDouble((changedAt) -> Duration.between(changedAt, now).toMillis() / 1000.0)
			.max()
			.orElse(0);
	}

}
