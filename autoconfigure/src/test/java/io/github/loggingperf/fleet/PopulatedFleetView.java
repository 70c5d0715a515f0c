package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.Map;

/**
 * A {@link FleetView} filled with statuses and desired changes as if its member had read
 * them, for measurements of the view itself (its memory, the size of what it describes)
 * outside a running member.
 */
public final class PopulatedFleetView {

	private PopulatedFleetView() {
	}

	/**
	 * Create a view holding the given statuses and changes.
	 * @param own this instance's status
	 * @param clock the clock that ages statuses and changes
	 * @param instanceTimeout how long an instance counts as live after its last report
	 * @param others the statuses read from the other instances
	 * @param desired the changes in force, by setting key
	 * @return the view
	 */
	public static FleetView of(FleetStatus own, Clock clock, Duration instanceTimeout, Collection<FleetStatus> others,
			Map<String, FleetChange> desired) {
		FleetView view = new FleetView(own.instance(), clock, instanceTimeout, () -> own);
		others.forEach((status) -> view.status(status.instance(), status));
		desired.forEach(view::desired);
		view.setConnected(true);
		return view;
	}

}
