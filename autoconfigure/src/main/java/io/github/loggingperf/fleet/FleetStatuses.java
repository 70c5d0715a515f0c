package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

import org.springframework.util.Assert;

/**
 * The latest status of every other instance, read from the status stream only when the
 * fleet view is asked for: an idle instance reads no status at all, whatever the size of
 * the fleet. The first read, or one after a pause longer than the instance timeout,
 * starts at the records written within the timeout (older ones are of no live instance);
 * the next ones read only what was written since the previous read, at most every
 * {@link #REFRESH}. Of the records of one read, only the newest that passes its checks is
 * decoded for each instance; a record that fails them is refused and counted like a
 * desired-state record.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetStatuses implements Supplier<Map<String, FleetStatus>> {

	/**
	 * Shortest time between two reads of the status stream: a view asked for more often
	 * shows what the last read found.
	 */
	public static final Duration REFRESH = Duration.ofMillis(200);

	private static final Log logger = LogFactory.getLog(FleetStatuses.class);

	private final FleetTransport transport;

	private final FleetRefusals refusals;

	private final FleetCodec codec = new FleetCodec();

	private final String instance;

	private final Clock clock;

	private final Duration instanceTimeout;

	private final Duration readTimeout;

	private final Map<String, FleetStatus> latest = new HashMap<>();

	private long next = -1;

	private Instant lastRead = Instant.MIN;

	/**
	 * Create the statuses.
	 * @param transport the transport
	 * @param refusals checks, counts and logs records
	 * @param instance this instance's id, whose own records are skipped
	 * @param clock the clock that ages statuses
	 * @param instanceTimeout how long an instance counts as live after its last report
	 * @param readTimeout how long a read may take
	 */
	public FleetStatuses(FleetTransport transport, FleetRefusals refusals, String instance, Clock clock,
			Duration instanceTimeout, Duration readTimeout) {
		Assert.notNull(transport, "'transport' must not be null");
		Assert.notNull(refusals, "'refusals' must not be null");
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.notNull(instanceTimeout, "'instanceTimeout' must not be null");
		Assert.notNull(readTimeout, "'readTimeout' must not be null");
		this.transport = transport;
		this.refusals = refusals;
		this.instance = instance;
		this.clock = clock;
		this.instanceTimeout = instanceTimeout;
		this.readTimeout = readTimeout;
	}

	/**
	 * Return the latest status read of each other instance, reading what was written
	 * since the last read first (unless that was less than {@link #REFRESH} ago). While
	 * the transport is not connected, or when the stream cannot be read, returns what
	 * earlier reads found.
	 * @return the statuses by instance id, not filtered by age
	 */
	@Override
	public synchronized Map<String, FleetStatus> get() {
		Instant now = this.clock.instant();
		if (this.transport.isConnected() && Duration.between(this.lastRead, now).compareTo(REFRESH) >= 0) {
			read(now);
		}
		return Collections.unmodifiableMap(new HashMap<>(this.latest));
	}

	private void read(Instant now) {
		Instant since = now.minus(this.instanceTimeout);
		boolean resume = this.next >= 0 && this.lastRead.isAfter(since);
		FleetStatusRecords found;
		try {
			found = this.transport.readStatuses(resume ? this.next : -1, since, this.readTimeout);
		}
		catch (FleetUnavailableException ex) {
			logger.debug("logging-perf: fleet statuses not read", ex);
			return;
		}
		if (!resume) {
			this.latest.clear();
		}
		// newest first: an instance's older records of the same read are neither checked
		// nor decoded
		Set<String> decided = new HashSet<>();
		List<FleetMessage> records = found.records();
		for (int i = records.size() - 1; i >= 0; i--) {
			FleetMessage message = records.get(i);
			if (!decided.contains(message.key()) && status(message)) {
				decided.add(message.key());
			}
		}
		this.latest.values().removeIf((status) -> status.reportedAt().isBefore(since));
		this.next = found.next();
		this.lastRead = now;
	}

	// whether the record passed: the latest of its instance
	private boolean status(FleetMessage message) {
		if (message.key().equals(this.instance)) {
			return true;
		}
		if (!this.refusals.pass(message)) {
			return false;
		}
		byte[] value = message.value();
		if (value == null) {
			this.latest.remove(message.key());
			return true;
		}
		try {
			this.latest.put(message.key(), this.codec.readStatus(value));
			return true;
		}
		catch (IllegalArgumentException ex) {
			this.refusals.refuse(message, FleetRejection.MALFORMED, ex.getMessage());
			return false;
		}
	}

}
