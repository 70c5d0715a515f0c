package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.levels.LoggerLevelOverrides;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * Writes fleet changes: checks them with the rules of a local change, then writes one
 * record per setting, all of them as one unit, and waits until the broker has
 * acknowledged it.
 *
 * @author logging-perf
 */
public class FleetWrites {

	private final FleetTransport transport;

	private final FleetStateApplier applier;

	private final LoggerLevelOverrides overrides;

	private final FleetLedger ledger;

	private final Clock clock;

	private final String instance;

	private final Duration sendTimeout;

	/**
	 * Create a writer.
	 * @param transport the transport
	 * @param applier checks values
	 * @param overrides checks times to live
	 * @param ledger makes the signed records of a write
	 * @param clock the clock that timestamps changes and computes expiry instants
	 * @param instance this instance's id, the origin of its changes
	 * @param sendTimeout how long to wait for the broker's acknowledgement
	 */
	public FleetWrites(FleetTransport transport, FleetStateApplier applier, LoggerLevelOverrides overrides,
			FleetLedger ledger, Clock clock, String instance, Duration sendTimeout) {
		Assert.notNull(transport, "'transport' must not be null");
		Assert.notNull(applier, "'applier' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(ledger, "'ledger' must not be null");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(sendTimeout, "'sendTimeout' must not be null");
		this.transport = transport;
		this.applier = applier;
		this.overrides = overrides;
		this.ledger = ledger;
		this.clock = clock;
		this.instance = instance;
		this.sendTimeout = sendTimeout;
	}

	/**
	 * Check a write without writing it.
	 * @param values the value of each setting, {@code null} to reset it
	 * @param ttl how long the values last, {@code null} for no limit
	 * @return an error message naming the offending value, or {@code null}
	 */
	public @Nullable String check(Map<FleetSetting, @Nullable String> values, @Nullable Duration ttl) {
		if (values.isEmpty()) {
			return "a fleet write needs at least one setting";
		}
		if (ttl != null) {
			String error = this.overrides.checkTtl(ttl);
			if (error != null) {
				return error;
			}
		}
		for (Map.Entry<FleetSetting, @Nullable String> entry : values.entrySet()) {
			String error = this.applier.check(entry.getKey(), entry.getValue());
			if (error != null) {
				return error;
			}
		}
		return null;
	}

	/**
	 * Write a change to every instance, after {@link #check(Map, Duration)}.
	 * @param values the value of each setting, {@code null} to reset it
	 * @param ttl how long the values last, {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the change as written
	 * @throws IllegalArgumentException if the change does not pass the check
	 * @throws FleetUnavailableException if the broker did not acknowledge every record
	 */
	public Written write(Map<FleetSetting, @Nullable String> values, @Nullable Duration ttl, String changedBy) {
		String error = check(values, ttl);
		Assert.isTrue(error == null, () -> error);
		if (!this.transport.isConnected()) {
			throw new FleetUnavailableException(
					"fleet change not written: " + this.transport.description() + " is not reachable", null);
		}
		Instant now = this.clock.instant();
		Instant expiresAt = (ttl != null) ? now.plus(ttl) : null;
		String changeId = UUID.randomUUID().toString();
		List<FleetMessage> records = this.ledger.write(values, expiresAt, now, changedBy, this.instance, changeId);
		this.transport.publishChanges(records, this.sendTimeout);
		return new Written(changeId, this.instance, now, expiresAt);
	}

	/**
	 * A fleet change the broker has acknowledged.
	 *
	 * @param changeId the change's id, which the instances report once they applied it
	 * @param origin this instance
	 * @param changedAt when it was written
	 * @param expiresAt when it ends on every instance, {@code null} for never
	 */
	public record Written(String changeId, String origin, Instant changedAt, @Nullable Instant expiresAt) {

	}

}
