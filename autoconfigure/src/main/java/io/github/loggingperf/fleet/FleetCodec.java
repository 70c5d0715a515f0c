package io.github.loggingperf.fleet;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads and writes the JSON values of fleet records.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetCodec {

	private final JsonMapper mapper = JsonMapper.builder()
		.disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
		.build();

	/**
	 * Write a change.
	 * @param change the change
	 * @return the JSON bytes
	 */
	public byte[] write(FleetChange change) {
		return this.mapper.writeValueAsBytes(change);
	}

	/**
	 * Write a status.
	 * @param status the status
	 * @return the JSON bytes
	 */
	public byte[] write(FleetStatus status) {
		return this.mapper.writeValueAsBytes(status);
	}

	/**
	 * Read a change, a reset when its value is {@code null}.
	 * @param json the JSON bytes
	 * @return the change
	 * @throws IllegalArgumentException if the bytes are not a complete change
	 */
	public FleetChange readChange(byte[] json) {
		FleetChange change = read(json, FleetChange.class);
		if (change.changedAt() == null || change.changedBy() == null || change.origin() == null
				|| change.changeId() == null || change.fleet() == null) {
			throw new IllegalArgumentException("changedAt, changedBy, origin, changeId and fleet are required");
		}
		if (change.revision() <= 0) {
			throw new IllegalArgumentException("revision must be positive but was " + change.revision());
		}
		return change;
	}

	/**
	 * Read a status.
	 * @param json the JSON bytes
	 * @return the status
	 * @throws IllegalArgumentException if the bytes are not a complete status
	 */
	public FleetStatus readStatus(byte[] json) {
		FleetStatus status = read(json, FleetStatus.class);
		if (status.instance() == null || status.reportedAt() == null || status.appliedChanges() == null
				|| status.mode() == null || status.findings() == null) {
			throw new IllegalArgumentException("instance, reportedAt, appliedChanges, mode and findings are required");
		}
		return status;
	}

	private <T> T read(byte[] json, Class<T> type) {
		try {
			T value = this.mapper.readValue(json, type);
			if (value == null) {
				throw new IllegalArgumentException("not a JSON object");
			}
			return value;
		}
		catch (JacksonException ex) {
			throw new IllegalArgumentException(ex.getOriginalMessage(), ex);
		}
	}

}
