package io.github.loggingperf.metrics;

import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;

import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetRejection;
import io.github.loggingperf.fleet.FleetView;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.util.Assert;

/**
 * {@link MeterBinder} for the fleet: connection state, records applied and refused,
 * consumer lag, live instances and changes not applied everywhere. The meters are defined
 * in {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 */
public class FleetMetrics implements MeterBinder {

	private final FleetView view;

	private final FleetRecordCounts counts;

	private final LongSupplier lag;

	/**
	 * Create a binder.
	 * @param view the fleet as this instance sees it
	 * @param counts the records applied and refused
	 * @param lag the records of the desired-state topic not read yet, {@code -1} when
	 * unknown
	 */
	public FleetMetrics(FleetView view, FleetRecordCounts counts, LongSupplier lag) {
		Assert.notNull(view, "'view' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		Assert.notNull(lag, "'lag' must not be null");
		this.view = view;
		this.counts = counts;
		this.lag = lag;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		gauge(registry, LoggingPerfMeter.FLEET_CONNECTED, this.view, (view) -> view.isConnected() ? 1 : 0);
		gauge(registry, LoggingPerfMeter.FLEET_LAG, this.lag, LongSupplier::getAsLong);
		gauge(registry, LoggingPerfMeter.FLEET_INSTANCES, this.view, (view) -> view.describe().totals().instances());
		gauge(registry, LoggingPerfMeter.FLEET_CHANGES_PENDING, this.view,
				(view) -> view.describe().totals().pendingChanges());
		FleetRecordCounts counts = this.counts;
		LoggingPerfMeter applied = LoggingPerfMeter.FLEET_APPLIED;
		FunctionCounter.builder(applied.getName(), counts, (observed) -> counts.applied())
			.description(applied.getDescription())
			.baseUnit(applied.getBaseUnit())
			.register(registry);
		LoggingPerfMeter rejected = LoggingPerfMeter.FLEET_REJECTED;
		for (FleetRejection reason : FleetRejection.values()) {
			FunctionCounter.builder(rejected.getName(), counts, (observed) -> counts.rejected(reason))
				.description(rejected.getDescription())
				.baseUnit(rejected.getBaseUnit())
				.tag("reason", reason.name().toLowerCase(Locale.ROOT))
				.register(registry);
		}
	}

	private <T> void gauge(MeterRegistry registry, LoggingPerfMeter meter, T state, ToDoubleFunction<T> value) {
		Gauge.builder(meter.getName(), state, value)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.register(registry);
	}

}
