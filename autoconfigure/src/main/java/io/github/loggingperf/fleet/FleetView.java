package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * What this instance knows of the fleet: the desired state read from the broker, whether
 * the fleet is usable here, and, when {@link #describe() described}, the statuses of the
 * instances seen within a timeout, read then.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetView {

	/**
	 * Most instance ids listed in {@link FleetDescriptor#instances()} and in each
	 * change's {@code appliedBy}; counts cover every instance.
	 */
	public static final int LISTED = 20;

	private final String instance;

	private final Clock clock;

	private final Duration instanceTimeout;

	private final Supplier<FleetStatus> ownStatus;

	private final Supplier<Map<String, FleetStatus>> others;

	private final Map<String, FleetChange> desired = new TreeMap<>();

	private volatile boolean connected;

	private volatile @Nullable String disconnectedReason;

	/**
	 * Create a view.
	 * @param instance this instance's id
	 * @param clock the clock that ages statuses and changes
	 * @param instanceTimeout how long an instance counts as live after its last report
	 * @param ownStatus this instance's status, read when the view is described
	 * @param others the latest status of each other instance, read when the view is
	 * described (see {@link FleetStatuses})
	 */
	public FleetView(String instance, Clock clock, Duration instanceTimeout, Supplier<FleetStatus> ownStatus,
			Supplier<Map<String, FleetStatus>> others) {
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.notNull(instanceTimeout, "'instanceTimeout' must not be null");
		Assert.notNull(ownStatus, "'ownStatus' must not be null");
		Assert.notNull(others, "'others' must not be null");
		this.instance = instance;
		this.clock = clock;
		this.instanceTimeout = instanceTimeout;
		this.ownStatus = ownStatus;
		this.others = others;
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

	void setConnected(boolean connected, @Nullable String disconnectedReason) {
		this.disconnectedReason = connected ? null : disconnectedReason;
		this.connected = connected;
	}

	/**
	 * Return whether the fleet was usable at the last check: the broker reachable, the
	 * topics there, and writes possible.
	 * @return whether the fleet is connected
	 */
	public boolean isConnected() {
		return this.connected;
	}

	/**
	 * Return the fleet changes in force by this instance's clock.
	 * @return the changes, resets and expired changes left out
	 */
	public synchronized List<FleetChange> changesInForce() {
		Instant now = this.clock.instant();
		return this.desired.values()
			.stream()
			.filter((change) -> !change.isReset() && !change.isExpiredAt(now))
			.toList();
	}

	synchronized void desired(String key, @Nullable FleetChange change) {
		if (change != null) {
			this.desired.put(key, change);
		}
		else {
			this.desired.remove(key);
		}
	}

	/**
	 * Describe the fleet now, bounded whatever its size: every count is exact, a change's
	 * {@code pendingOn} lists every live instance that has not applied it, its
	 * {@code appliedBy} the first {@value #LISTED} of those that have (by id), and
	 * {@code instances} at most {@value #LISTED} instances: this one, then those on which
	 * a change is pending, then the others, each group by id. Reads the other instances'
	 * statuses first.
	 * @return the description
	 */
	public FleetDescriptor describe() {
		Map<String, FleetStatus> others = this.others.get();
		synchronized (this) {
			return describe(others);
		}
	}

	private FleetDescriptor describe(Map<String, FleetStatus> others) {
		Instant now = this.clock.instant();
		Map<String, FleetStatus> live = new TreeMap<>();
		others.forEach((id, status) -> {
			if (Duration.between(status.reportedAt(), now).compareTo(this.instanceTimeout) < 0) {
				live.put(id, status);
			}
		});
		live.put(this.instance, ownStatus());
		Set<String> pendingIds = new TreeSet<>();
		List<FleetDescriptor.ChangeDescriptor> changes = new ArrayList<>();
		for (Map.Entry<String, FleetChange> entry : this.desired.entrySet()) {
			FleetChange change = entry.getValue();
			String value = change.value();
			if (value == null || change.isExpiredAt(now)) {
				continue;
			}
			int applied = 0;
			List<String> appliedBy = new ArrayList<>();
			List<String> pendingOn = new ArrayList<>();
			for (Map.Entry<String, FleetStatus> status : live.entrySet()) {
				if (!status.getValue().appliedChanges().contains(change.changeId())) {
					pendingOn.add(status.getKey());
				}
				else if (applied++ < LISTED) {
					appliedBy.add(status.getKey());
				}
			}
			pendingIds.addAll(pendingOn);
			changes
				.add(new FleetDescriptor.ChangeDescriptor(entry.getKey(), value, change.changeId(), change.expiresAt(),
						change.changedAt(), change.changedBy(), change.origin(), applied, appliedBy, pendingOn));
		}
		int pending = (int) changes.stream().filter((change) -> !change.pendingOn().isEmpty()).count();
		long discarded = live.values().stream().mapToLong(FleetStatus::discarded).sum();
		return new FleetDescriptor(this.connected, this.disconnectedReason, this.instance, listed(live, pendingIds),
				changes, new FleetDescriptor.Totals(live.size(), changes.size(), pending, discarded));
	}

	private List<FleetDescriptor.InstanceDescriptor> listed(Map<String, FleetStatus> live, Set<String> pending) {
		Set<String> ids = new LinkedHashSet<>();
		ids.add(this.instance);
		ids.addAll(pending);
		ids.addAll(live.keySet());
		List<FleetDescriptor.InstanceDescriptor> listed = new ArrayList<>();
		for (String id : ids) {
			if (listed.size() == LISTED) {
				break;
			}
			FleetStatus status = Objects.requireNonNull(live.get(id));
			listed.add(new FleetDescriptor.InstanceDescriptor(id, status.reportedAt(), status));
		}
		return listed;
	}

}
