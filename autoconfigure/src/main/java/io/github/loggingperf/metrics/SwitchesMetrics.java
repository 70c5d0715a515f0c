package io.github.loggingperf.metrics;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.switches.SwitchState;

/**
 * {@link MeterBinder} for the pipeline's runtime switches: how long the discard threshold
 * has been raised without a time to live. The meter is defined in
 * {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class SwitchesMetrics implements MeterBinder {

	private final RuntimeSwitches switches;

	private final Clock clock;

	/**
	 * Create a binder for the given switches, which measures ages with the clock that
	 * timestamps their changes.
	 * @param switches the switches to observe
	 */
	public SwitchesMetrics(RuntimeSwitches switches) {
		Assert.notNull(switches, "'switches' must not be null");
		this.switches = switches;
		this.clock = switches.clock();
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		LoggingPerfMeter meter = LoggingPerfMeter.DISCARD_THRESHOLD_PERMANENT_AGE;
		Gauge.builder(meter.getName(), this, SwitchesMetrics::raisedThresholdAge)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.register(registry);
	}

	private double raisedThresholdAge() {
		SwitchState<LogLevel> threshold = this.switches.discardThreshold();
		Instant changedAt = threshold.changedAt();
		boolean raised = threshold.value().compareTo(threshold.configuredValue()) > 0;
		if (!raised || threshold.expiresAt() != null || changedAt == null) {
			return 0;
		}
		return Duration.between(changedAt, this.clock.instant()).toMillis() / 1000.0;
	}

}
