package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * What this instance knows of the fleet: the desired state read from the broker, the
 * statuses of the instances seen within a timeout, and whether the broker is reachable.
 *
 * @author logging-perf
 */
public class FleetView {

	private final String instance;

	private final Clock clock;

	private final Duration instanceTimeout;

	private final Supplier<FleetStatus> ownStatus;

	private final Map<String, FleetChange> desired = new TreeMap<>();

	private final Map<String, FleetStatus> statuses = new TreeMap<>();

	private volatile boolean connected;

	/**
	 * Create a view.
	 * @param instance this instance's id
	 * @param clock the clock that ages statuses and changes
	 * @param instanceTimeout how long an instance counts as live after its last report
	 * @param ownStatus this instance's status, read when the view is described
	 */
	public FleetView(String instance, Clock clock, Duration instanceTimeout, Supplier<FleetStatus> ownStatus) {
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.notNull(instanceTimeout, "'instanceTimeout' must not be null");
		Assert.notNull(ownStatus, "'ownStatus' must not be null");
		this.instance = instance;
		this.clock = clock;
		this.instanceTimeout = instanceTimeout;
		this.ownStatus = ownStatus;
	}

	/**
	 * Return this instance's id.
	 * @return the id
	 */
	public String instance() {
		return this.instance;
	}

	/**
	 * Return this instance's status now.
	 * @return the status
	 */
	public FleetStatus ownStatus() {
		return this.ownStatus.get();
	}

	void setConnected(boolean connected) {
		this.connected = connected;
	}

	/**
	 * Return whether the broker was reachable at the last check.
	 * @return whether the fleet is connected
	 */
	public boolean isConnected() {
		return this.connected;
	}

	synchronized void desired(String key, @Nullable FleetChange change) {
		if (change != null) {
			this.desired.put(key, change);
		}
		else {
			this.desired.remove(key);
		}
	}

	synchronized void status(String instance, @Nullable FleetStatus status) {
		if (status != null) {
			this.statuses.put(instance, status);
		}
		else {
			this.statuses.remove(instance);
		}
	}

	/**
	 * Describe the fleet now.
	 * @return the description
	 */
	public synchronized FleetDescriptor describe() {
		Instant now = this.clock.instant();
		Map<String, FleetStatus> live = new TreeMap<>();
		this.statuses.forEach((id, status) -> {
			if (Duration.between(status.reportedAt(), now).compareTo(this.instanceTimeout) < 0) {
				live.put(id, status);
			}
		});
		live.put(this.instance, ownStatus());
		List<FleetDescriptor.InstanceDescriptor> instances = new ArrayList<>();
		long discarded = 0;
		for (FleetStatus status : live.values()) {
			instances.add(new FleetDescriptor.InstanceDescriptor(status.instance(), status.reportedAt(), status));
			discarded += status.discarded();
		}
		List<FleetDescriptor.ChangeDescriptor> changes = new ArrayList<>();
		int pending = 0;
		for (Map.Entry<String, FleetChange> entry : this.desired.entrySet()) {
			FleetChange change = entry.getValue();
			String value = change.value();
			if (value == null || change.isExpiredAt(now)) {
				continue;
			}
			List<String> appliedBy = new ArrayList<>();
			List<String> pendingOn = new ArrayList<>();
			live.values()
				.forEach((status) -> ((status.appliedChanges().contains(change.changeId())) ? appliedBy : pendingOn)
					.add(status.instance()));
			pending += pendingOn.isEmpty() ? 0 : 1;
			changes.add(new FleetDescriptor.ChangeDescriptor(entry.getKey(), value, change.changeId(),
					change.expiresAt(), change.changedAt(), change.changedBy(), change.origin(), appliedBy, pendingOn));
		}
		return new FleetDescriptor(this.connected, this.instance, instances, changes,
				new FleetDescriptor.Totals(instances.size(), changes.size(), pending, discarded));
	}

}
