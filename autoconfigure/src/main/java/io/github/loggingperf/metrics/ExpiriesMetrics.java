package io.github.loggingperf.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import org.springframework.util.Assert;

import io.github.loggingperf.expiry.Expiries;

/**
 * {@link MeterBinder} for the runtime changes waiting for the end of their time to live
 * (level overrides and switches alike): a number that follows the changes in force with a
 * time to live and stays flat when they are replaced or reset, however often. The meter
 * is defined in {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ExpiriesMetrics implements MeterBinder {

	private final Expiries expiries;

	/**
	 * Create a binder for the given expiries.
	 * @param expiries the expiries to observe
	 */
	public ExpiriesMetrics(Expiries expiries) {
		Assert.notNull(expiries, "'expiries' must not be null");
		this.expiries = expiries;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		LoggingPerfMeter meter = LoggingPerfMeter.EXPIRIES_PENDING;
		Gauge.builder(meter.getName(), this.expiries, Expiries::pending)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.register(registry);
	}

}
