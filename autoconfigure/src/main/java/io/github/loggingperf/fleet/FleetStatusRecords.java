package io.github.loggingperf.fleet;

import java.util.List;

/**
 * Status records read by {@link FleetTransport#readStatuses}, and where the next read
 * starts.
 *
 * @param records the records, in the order written
 * @param next the position to read from next time
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetStatusRecords(List<FleetMessage> records, long next) {

	/**
	 * Create the records of a read.
	 * @param records the records, in the order written
	 * @param next the position to read from next time
	 */
	public FleetStatusRecords {
		records = List.copyOf(records);
	}

}
