package io.github.loggingperf.fleet;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.util.Assert;

/**
 * Counts of the fleet records applied and refused by this instance, and of the tombstones
 * it read.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetRecordCounts {

	private final AtomicLong applied = new AtomicLong();

	private final AtomicLong tombstones = new AtomicLong();

	private final Map<FleetRejection, AtomicLong> rejected = new EnumMap<>(FleetRejection.class);

	/**
	 * Create counts at zero.
	 */
	public FleetRecordCounts() {
		for (FleetRejection reason : FleetRejection.values()) {
			this.rejected.put(reason, new AtomicLong());
		}
	}

	void countApplied() {
		this.applied.incrementAndGet();
	}

	void countTombstone() {
		this.tombstones.incrementAndGet();
	}

	void countRejected(FleetRejection reason) {
		counter(reason).incrementAndGet();
	}

	/**
	 * Return the number of fleet changes applied.
	 * @return the count
	 */
	public long applied() {
		return this.applied.get();
	}

	/**
	 * Return the number of validly signed tombstones read from the desired state: none of
	 * them changes anything (an unsigned one counts as {@link FleetRejection#UNSIGNED}).
	 * @return the count
	 */
	public long tombstones() {
		return this.tombstones.get();
	}

	/**
	 * Return the number of records refused for a reason.
	 * @param reason the reason
	 * @return the count
	 */
	public long rejected(FleetRejection reason) {
		return counter(reason).get();
	}

	private AtomicLong counter(FleetRejection reason) {
		AtomicLong counter = this.rejected.get(reason);
		Assert.state(counter != null, () -> "No count for " + reason);
		return counter;
	}

}
