package io.github.loggingperf.fleet;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * How fleet records travel between instances: a desired-state stream read from its
 * beginning, where the latest record of a key wins and a tombstone removes it, and a
 * status stream read only when asked, from a recent instant. A bean of this type replaces
 * the Kafka transport; whatever the engine, it passes the same contract (the tests'
 * {@code FleetTransportContract}).
 *
 * @author logging-perf
 * @since 0.1.0
 */
public interface FleetTransport {

	/**
	 * Start reading the desired-state stream from its beginning, in a thread of the
	 * transport's own, and keep reading until {@link #stop()}, again from its beginning
	 * after a lost connection.
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
	 * Return why the transport is not connected, for messages: the broker unreachable, a
	 * topic missing, writes impossible on this broker.
	 * @return the reason, {@code null} when connected
	 */
	default @Nullable String disconnectedReason() {
		return isConnected() ? null : description() + " is not reachable";
	}

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
	 * Read status records up to the end of the status stream as it is when called: those
	 * after the position an earlier read returned, or, without one, those written at or
	 * after an instant. Called on the caller's thread, only when the fleet is asked
	 * about; nothing reads statuses otherwise.
	 * @param from the position returned by the previous read, negative for none
	 * @param since the earliest write instant to read from when there is no position
	 * @param timeout how long the read may take
	 * @return the records in the order written, and the position to read from next time
	 * @throws FleetUnavailableException if the stream could not be read in time
	 */
	FleetStatusRecords readStatuses(long from, Instant since, Duration timeout) throws FleetUnavailableException;

	/**
	 * Write a status record without waiting; a lost one is replaced by the next.
	 * @param status the record, keyed by instance, a {@code null} value when the instance
	 * leaves
	 */
	void publishStatus(FleetMessage status);

	/**
	 * Receives what the transport reads from the desired-state stream. Called from the
	 * transport's thread, one record at a time.
	 */
	interface Listener {

		/**
		 * Receive a record of the desired-state stream.
		 * @param message the record
		 */
		void desiredState(FleetMessage message);

		/**
		 * Learn that the transport became usable or unusable (see
		 * {@link FleetTransport#disconnectedReason()}).
		 * @param connected whether the transport is connected
		 */
		void connectionChanged(boolean connected);

	}

}
