package io.github.loggingperf.fleet;

import java.time.Duration;
import java.util.List;

/**
 * How fleet records travel between instances: a desired-state stream read from its
 * beginning, where the latest record of a key wins and a tombstone removes it, and a
 * status stream. A bean of this type replaces the Kafka transport; whatever the engine,
 * it passes the same contract (the tests' {@code FleetTransportContract}).
 *
 * @author logging-perf
 */
public interface FleetTransport {

	/**
	 * Start reading both streams from their beginning, in threads of the transport's own,
	 * and keep reading until {@link #stop()}, reading the desired state again from its
	 * beginning after a lost connection (statuses need not be: every instance reports
	 * again every {@code status-interval}).
	 * @param listener receives records and connection changes
	 */
	void start(Listener listener);

	/**
	 * Stop reading and release every connection.
	 */
	void stop();

	/**
	 * Return whether the broker was reachable at the last check.
	 * @return whether the transport is connected
	 */
	boolean isConnected();

	/**
	 * Return how many records of the desired-state stream are not read yet.
	 * @return the lag, {@code -1} when unknown
	 */
	long lag();

	/**
	 * Describe, for messages, what this transport connects to and which settings
	 * configure it.
	 * @return for example {@code the Kafka broker (spring.kafka.bootstrap-servers)}
	 */
	String description();

	/**
	 * Write desired-state records as one unit and wait until the broker has acknowledged
	 * it: readers see every record of the call or none of them.
	 * @param records the records, a {@code null} value (a tombstone) to remove a key
	 * @param timeout how long to wait for the acknowledgement
	 * @throws FleetUnavailableException if the records were not acknowledged in time;
	 * then none of them becomes visible
	 */
	void publishChanges(List<FleetMessage> records, Duration timeout) throws FleetUnavailableException;

	/**
	 * Write a status record without waiting; a lost one is replaced by the next.
	 * @param status the record, keyed by instance, a {@code null} value when the instance
	 * leaves
	 */
	void publishStatus(FleetMessage status);

	/**
	 * Receives what the transport reads. Called from the transport's threads, one record
	 * of a stream at a time; the two streams may be read on two threads at once.
	 */
	interface Listener {

		/**
		 * Receive a record of the desired-state stream.
		 * @param message the record
		 */
		void desiredState(FleetMessage message);

		/**
		 * Receive a record of the status stream.
		 * @param message the record
		 */
		void status(FleetMessage message);

		/**
		 * Learn that the broker became reachable or unreachable.
		 * @param connected whether the broker is reachable
		 */
		void connectionChanged(boolean connected);

	}

}
