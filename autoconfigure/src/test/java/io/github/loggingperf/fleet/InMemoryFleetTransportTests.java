package io.github.loggingperf.fleet;

/**
 * {@link FleetTransportContract} on {@link InMemoryFleetTransport}: the contract holds
 * for a transport that has nothing to do with Kafka.
 */
class InMemoryFleetTransportTests extends FleetTransportContract {

	private final InMemoryFleet fleet = new InMemoryFleet();

	@Override
	protected FleetTransport transport() {
		return this.fleet.transport();
	}

	@Override
	protected void makeUnreachable() {
		this.fleet.setReachable(false);
	}

	@Override
	protected void makeReachable() {
		this.fleet.setReachable(true);
	}

	@Override
	protected FleetMessage unwritable(String key) {
		return new FleetMessage(key, new byte[InMemoryFleet.MAX_RECORD_SIZE + 1], null, "");
	}

}
