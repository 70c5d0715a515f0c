package io.github.loggingperf.fleet;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The medium of {@link InMemoryFleetTransport}: a desired-state log and a status log in
 * this JVM, which can be made unreachable. A write of several records is appended whole
 * or not at all; a record larger than {@link #MAX_RECORD_SIZE} fails the write. Each
 * status record keeps the instant it was appended, by the system clock.
 */
public final class InMemoryFleet {

	/**
	 * Largest record value this medium accepts.
	 */
	public static final int MAX_RECORD_SIZE = 1024 * 1024;

	private final List<FleetMessage> desired = new ArrayList<>();

	private final List<FleetMessage> statuses = new ArrayList<>();

	private final List<Instant> statusTimes = new ArrayList<>();

	private final Set<InMemoryFleetTransport> readers = ConcurrentHashMap.newKeySet();

	private volatile boolean reachable = true;

	/**
	 * Return a new transport on this medium.
	 * @return the transport
	 */
	public InMemoryFleetTransport transport() {
		return new InMemoryFleetTransport(this);
	}

	/**
	 * Make the medium reachable or unreachable for every transport.
	 * @param reachable whether it is reachable
	 */
	public void setReachable(boolean reachable) {
		this.reachable = reachable;
		this.readers.forEach(InMemoryFleetTransport::read);
	}

	boolean isReachable() {
		return this.reachable;
	}

	void register(InMemoryFleetTransport reader) {
		this.readers.add(reader);
	}

	void unregister(InMemoryFleetTransport reader) {
		this.readers.remove(reader);
	}

	void append(boolean desiredState, List<FleetMessage> records) {
		synchronized (this) {
			if (!this.reachable) {
				throw new FleetUnavailableException("the in-memory fleet is not reachable", null);
			}
			for (FleetMessage record : records) {
				byte[] value = record.value();
				if (value != null && value.length > MAX_RECORD_SIZE) {
					throw new FleetUnavailableException("record '" + record.key() + "' is too large", null);
				}
			}
			List<FleetMessage> log = desiredState ? this.desired : this.statuses;
			for (FleetMessage record : records) {
				String position = (desiredState ? "desired" : "status") + "@" + log.size();
				log.add(new FleetMessage(record.key(), record.value(), record.signature(), position));
				if (!desiredState) {
					this.statusTimes.add(Instant.now());
				}
			}
		}
		this.readers.forEach(InMemoryFleetTransport::read);
	}

	synchronized List<FleetMessage> desiredFrom(int index) {
		return List.copyOf(this.desired.subList(Math.min(index, this.desired.size()), this.desired.size()));
	}

	synchronized FleetStatusRecords statuses(long from, Instant since) {
		if (!this.reachable) {
			throw new FleetUnavailableException("the in-memory fleet is not reachable", null);
		}
		int end = this.statuses.size();
		int start = (from >= 0 && from <= end) ? (int) from : end;
		if (from < 0) {
			for (int i = 0; i < end; i++) {
				if (!this.statusTimes.get(i).isBefore(since)) {
					start = i;
					break;
				}
			}
		}
		return new FleetStatusRecords(this.statuses.subList(start, end), end);
	}

	synchronized int desiredSize() {
		return this.desired.size();
	}

}
