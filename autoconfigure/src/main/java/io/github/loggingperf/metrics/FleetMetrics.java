package io.github.loggingperf.metrics;

import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
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
 * tombstones read, consumer lag and the fleet changes in force that this instance has not
 * applied. Every meter is this instance's own: none reads the other instances' statuses,
 * so a scrape costs the same whatever the size of the fleet. The meters are defined in
 * {@link LoggingPerfMeter}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetMetrics implements MeterBinder {

	private final FleetView view;

	private final Supplier<List<String>> applied;

	private final FleetRecordCounts counts;

	private final LongSupplier lag;

	/**
	 * Create a binder.
	 * @param view the fleet as this instance sees it
	 * @param applied the ids of the fleet changes in force on this instance
	 * @param counts the records applied and refused
	 * @param lag the records of the desired-state topic not read yet, {@code -1} when
	 * unknown
	 */
	public FleetMetrics(FleetView view, Supplier<List<String>> applied, FleetRecordCounts counts, LongSupplier lag) {
		Assert.notNull(view, "'view' must not be null");
		Assert.notNull(applied, "'applied' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		Assert.notNull(lag, "'lag' must not be null");
		this.view = view;
		this.applied = applied;
		this.counts = counts;
		this.lag = lag;
	}

	@Override
	public void bindTo(MeterRegistry registry) {
		gauge(registry, LoggingPerfMeter.FLEET_CONNECTED, this.view, (view) -> view.isConnected() ? 1 : 0);
		gauge(registry, LoggingPerfMeter.FLEET_LAG, this.lag, LongSupplier::getAsLong);
		gauge(registry, LoggingPerfMeter.FLEET_CHANGES_PENDING, this, FleetMetrics::pendingHere);
		FleetRecordCounts counts = this.counts;
		counter(registry, LoggingPerfMeter.FLEET_APPLIED, counts::applied).register(registry);
		counter(registry, LoggingPerfMeter.FLEET_TOMBSTONES, counts::tombstones).register(registry);
		for (FleetRejection reason : FleetRejection.values()) {
			counter(registry, LoggingPerfMeter.FLEET_REJECTED, () -> counts.rejected(reason))
				.tag("reason", reason.name().toLowerCase(Locale.ROOT))
				.register(registry);
		}
	}

	private double pendingHere() {
		List<String> applied = this.applied.get();
		return this.view.changesInForce().stream().filter((change) -> !applied.contains(change.changeId())).count();
	}

	private FunctionCounter.Builder<FleetRecordCounts> counter(MeterRegistry registry, LoggingPerfMeter meter,
			LongSupplier count) {
		return FunctionCounter.builder(meter.getName(), this.counts, (observed) -> count.getAsLong())
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit());
	}

	private <T> void gauge(MeterRegistry registry, LoggingPerfMeter meter, T state, ToDoubleFunction<T> value) {
		Gauge.builder(meter.getName(), state, value)
			.strongReference(true)
			.description(meter.getDescription())
			.baseUnit(meter.getBaseUnit())
			.register(registry);
	}

}
