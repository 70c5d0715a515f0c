package io.github.loggingperf.fleet;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * The checks every fleet record passes first, whichever stream it comes from (its size
 * and its signature), and the refusal of a record: counted in {@link FleetRecordCounts}
 * and logged once with its position, however often it is read again.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetRefusals {

	private static final Log logger = LogFactory.getLog(FleetMember.class);

	private static final int LOGGED_POSITIONS = 1000;

	private final FleetRecordCounts counts;

	private final FleetSignature signature;

	private final long maxRecordSize;

	// read on the desired-state thread and on the threads that ask for the fleet view
	private final Set<String> refusedPositions = Collections
		.synchronizedSet(Collections.newSetFromMap(new LinkedHashMap<>(16, 0.75f, false) {

			@Override
			protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
				return size() > LOGGED_POSITIONS;
			}

		}));

	/**
	 * Create the checks.
	 * @param counts counts refused records
	 * @param signature checks signatures
	 * @param maxRecordSize the largest record value accepted, in bytes
	 */
	public FleetRefusals(FleetRecordCounts counts, FleetSignature signature, long maxRecordSize) {
		Assert.notNull(counts, "'counts' must not be null");
		Assert.notNull(signature, "'signature' must not be null");
		this.counts = counts;
		this.signature = signature;
		this.maxRecordSize = maxRecordSize;
	}

	/**
	 * Check what every record must pass: not refused before at its position, no larger
	 * than the limit, and validly signed when there is a secret; refuse it otherwise.
	 * @param message the record
	 * @return whether the record may be read further
	 */
	boolean pass(FleetMessage message) {
		if (this.refusedPositions.contains(message.position())) {
			return false;
		}
		byte[] value = message.value();
		if (value != null && value.length > this.maxRecordSize) {
			refuse(message, FleetRejection.OVERSIZED, null);
			return false;
		}
		if (!this.signature.verify(message)) {
			refuse(message, FleetRejection.UNSIGNED, null);
			return false;
		}
		return true;
	}

	/**
	 * Refuse a record: count it, and log it unless it was refused at its position before.
	 * @param message the record
	 * @param rejection why
	 * @param detail what was wrong, for the log, or {@code null}
	 */
	void refuse(FleetMessage message, FleetRejection rejection, @Nullable String detail) {
		if (!this.refusedPositions.add(message.position())) {
			return;
		}
		this.counts.countRejected(rejection);
		String text = "logging-perf: skipped fleet record '" + message.key() + "' at " + message.position() + ": "
				+ rejection.name().toLowerCase(Locale.ROOT) + ((detail != null) ? " (" + detail + ")" : "");
		// every start reads the last, long expired, change of each setting
		if (rejection == FleetRejection.EXPIRED) {
			logger.info(text);
		}
		else {
			logger.warn(text);
		}
	}

}
