package io.github.loggingperf.fleet;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.jspecify.annotations.Nullable;

/**
 * A {@link FleetTransport} on an {@link InMemoryFleet}: what replacing the Kafka
 * transport takes. Reads the desired state on a thread of its own, from the beginning at
 * start and after the medium was unreachable, and statuses when asked.
 */
public final class InMemoryFleetTransport implements FleetTransport {

	private final InMemoryFleet fleet;

	private final ExecutorService thread = Executors.newSingleThreadExecutor((task) -> {
		Thread thread = new Thread(task, "in-memory-fleet");
		thread.setDaemon(true);
		return thread;
	});

	private volatile @Nullable Listener listener;

	private volatile boolean connected;

	private volatile int desiredRead;

	private boolean reported;

	InMemoryFleetTransport(InMemoryFleet fleet) {
		this.fleet = fleet;
	}

	@Override
	public void start(Listener listener) {
		this.listener = listener;
		this.fleet.register(this);
		read();
	}

	@Override
	public void stop() {
		this.fleet.unregister(this);
		this.thread.shutdownNow();
	}

	void read() {
		if (!this.thread.isShutdown()) {
			this.thread.execute(this::catchUp);
		}
	}

	private void catchUp() {
		Listener listener = this.listener;
		if (listener == null) {
			return;
		}
		if (!this.fleet.isReachable()) {
			if (this.connected || !this.reported) {
				this.connected = false;
				this.reported = true;
				listener.connectionChanged(false);
			}
			return;
		}
		if (!this.connected) {
			this.desiredRead = 0;
			this.connected = true;
			this.reported = true;
			listener.connectionChanged(true);
		}
		for (FleetMessage message : this.fleet.desiredFrom(this.desiredRead)) {
			this.desiredRead++;
			listener.desiredState(message);
		}
	}

	@Override
	public boolean isConnected() {
		return this.connected;
	}

	@Override
	public long lag() {
		return this.connected ? Math.max(0, this.fleet.desiredSize() - this.desiredRead) : -1;
	}

	@Override
	public String description() {
		return "the in-memory fleet of the tests";
	}

	@Override
	public void publishChanges(List<FleetMessage> records, Duration timeout) {
		this.fleet.append(true, records);
	}

	@Override
	public FleetStatusRecords readStatuses(long from, Instant since, Duration timeout) {
		return this.fleet.statuses(from, since);
	}

	@Override
	public void publishStatus(FleetMessage status) {
		try {
			this.fleet.append(false, List.of(status));
		}
		catch (FleetUnavailableException ex) {
			// a lost status is replaced by the next
		}
	}

}
