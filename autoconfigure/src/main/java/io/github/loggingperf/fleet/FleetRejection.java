package io.github.loggingperf.fleet;

/**
 * Why a fleet record was refused.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum FleetRejection {

	/**
	 * The value is not the expected JSON.
	 */
	MALFORMED,

	/**
	 * The key names no setting.
	 */
	UNKNOWN,

	/**
	 * The value is larger than {@code logging-perf.fleet.max-record-size}.
	 */
	OVERSIZED,

	/**
	 * The record is unsigned or wrongly signed while a secret is set.
	 */
	UNSIGNED,

	/**
	 * The value is not valid for its setting, the setting cannot be changed here, or the
	 * change has no expiry.
	 */
	INVALID,

	/**
	 * The change had expired by this instance's clock when it was read: usual for the
	 * last change of a setting read when an instance starts; also what stops an old
	 * record written again once its own expiry has passed.
	 */
	EXPIRED,

	/**
	 * The record's revision is further ahead of this instance's clock than any writer's
	 * can be ({@link FleetLedger#MAX_AHEAD}): taken as the newest, it would leave no
	 * revision above it for later writes.
	 */
	AHEAD,

	/**
	 * The record is not newer than a record of the same setting read before: an old
	 * record written again, or the loser of two writes of one setting at the same time.
	 */
	REPLAYED,

	/**
	 * The record was made for another fleet (another application's topic).
	 */
	FOREIGN

}
