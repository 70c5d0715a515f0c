package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

import io.github.loggingperf.levels.LoggerLevelOverrides;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * Writes fleet changes: checks them with the rules of a local change and the fleet's own
 * (every change expires, at most {@code logging-perf.fleet.max-ttl} after it is written),
 * then writes one record per setting, all of them as one unit, and waits until the broker
 * has acknowledged it. While the transport is not connected, a write is refused at once
 * with the transport's reason.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetWrites {

	private final FleetTransport transport;

	private final FleetStateApplier applier;

	private final LoggerLevelOverrides overrides;

	private final FleetLedger ledger;

	private final Clock clock;

	private final String instance;

	private final Duration sendTimeout;

	private final Duration maxTtl;

	/**
	 * Create a writer.
	 * @param transport the transport
	 * @param applier checks values
	 * @param overrides checks times to live
	 * @param ledger makes the signed records of a write
	 * @param clock the clock that timestamps changes and computes expiry instants
	 * @param instance this instance's id, the origin of its changes
	 * @param sendTimeout how long to wait for the broker's acknowledgement
	 * @param maxTtl the longest time to live of a fleet change, also how long a reset's
	 * record counts
	 */
	public FleetWrites(FleetTransport transport, FleetStateApplier applier, LoggerLevelOverrides overrides,
			FleetLedger ledger, Clock clock, String instance, Duration sendTimeout, Duration maxTtl) {
		Assert.notNull(transport, "'transport' must not be null");
		Assert.notNull(applier, "'applier' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		Assert.notNull(ledger, "'ledger' must not be null");
		Assert.notNull(clock, "'clock' must not be null");
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(sendTimeout, "'sendTimeout' must not be null");
		Assert.isTrue(!maxTtl.isNegative() && !maxTtl.isZero(), "'maxTtl' must be positive");
		this.transport = transport;
		this.applier = applier;
		this.overrides = overrides;
		this.ledger = ledger;
		this.clock = clock;
		this.instance = instance;
		this.sendTimeout = sendTimeout;
		this.maxTtl = maxTtl;
	}

	/**
	 * Check a write without writing it.
	 * @param values the value of each setting, {@code null} to reset it
	 * @param ttl how long the values last; required unless every value is a reset
	 * @return an error message naming the offending value, or {@code null}
	 */
	public @Nullable String check(Map<FleetSetting, @Nullable String> values, @Nullable Duration ttl) {
		if (values.isEmpty()) {
			return "a fleet write needs at least one setting";
		}
		if (ttl == null && values.values().stream().anyMatch(Objects::nonNull)) {
			return "ttl is required for a fleet change (at most " + this.maxTtl
					+ ", logging-perf.fleet.max-ttl): every fleet change expires";
		}
		if (ttl != null) {
			if (ttl.compareTo(this.maxTtl) > 0) {
				return "ttl must be at most " + this.maxTtl
						+ " (logging-perf.fleet.max-ttl) for a fleet change but was " + ttl;
			}
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
	 * Write a change to every instance, after {@link #check(Map, Duration)}. Every record
	 * of the write expires at the same instant: after the ttl, or, for a write of resets
	 * only, after {@code max-ttl}, by when every change it can reset has expired anyway.
	 * @param values the value of each setting, {@code null} to reset it
	 * @param ttl how long the values last; required unless every value is a reset
	 * @param changedBy who makes the change
	 * @return the change as written
	 * @throws IllegalArgumentException if the change does not pass the check
	 * @throws FleetUnavailableException if the transport is not connected (with its
	 * reason), or the broker did not acknowledge every record
	 */
	public Written write(Map<FleetSetting, @Nullable String> values, @Nullable Duration ttl, String changedBy) {
		String error = check(values, ttl);
		Assert.isTrue(error == null, () -> error);
		String disconnected = this.transport.disconnectedReason();
		if (disconnected != null) {
			throw new FleetUnavailableException("fleet change not written: " + disconnected, null);
		}
		Instant now = this.clock.instant();
		Instant expiresAt = now.plus((ttl != null) ? ttl : this.maxTtl);
		String changeId = UUID.randomUUID().toString();
		List<FleetMessage> records = this.ledger.write(values, expiresAt, now, changedBy, this.instance, changeId);
		this.transport.publishChanges(records, this.sendTimeout);
		return new Written(changeId, this.instance, now, (ttl != null) ? expiresAt : null);
	}

	/**
	 * A fleet change the broker has acknowledged.
	 *
	 * @param changeId the change's id, which the instances report once they applied it
	 * @param origin this instance
	 * @param changedAt when it was written
	 * @param expiresAt when it ends on every instance, {@code null} for a write of resets
	 * only
	 */
	public record Written(String changeId, String origin, Instant changedAt, @Nullable Instant expiresAt) {

	}

}
