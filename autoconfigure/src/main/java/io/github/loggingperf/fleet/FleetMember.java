package io.github.loggingperf.fleet;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import io.github.loggingperf.expiry.ChangeExpiredEvent;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.scheduling.DaemonScheduler;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationListener;
import org.springframework.context.SmartLifecycle;
import org.springframework.util.Assert;

/**
 * This instance as a member of the fleet: reads the desired state from the
 * {@link FleetTransport}, checks, applies and counts every record, and reports its own
 * status after each change and every {@code status-interval}. A desired-state record is
 * applied only when it is signed (unless the fleet runs unsigned), made for this fleet,
 * newer than every record of its setting read before (see {@link FleetLedger}) and not
 * expired by this instance's clock; a tombstone is counted and changes nothing. A bad
 * record is skipped, counted and logged once with its position; it never stops the
 * reading.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetMember implements SmartLifecycle, FleetTransport.Listener, ApplicationListener<ChangeExpiredEvent> {

	private static final Log logger = LogFactory.getLog(FleetMember.class);

	private final FleetTransport transport;

	private final FleetStateApplier applier;

	private final FleetView view;

	private final FleetRecordCounts counts;

	private final FleetSignature signature;

	private final FleetLedger ledger;

	private final FleetRefusals refusals;

	private final FleetCodec codec = new FleetCodec();

	private final String instance;

	private final Duration statusInterval;

	private @Nullable ScheduledThreadPoolExecutor scheduler;

	private volatile @Nullable ScheduledFuture<?> reports;

	private volatile boolean running;

	/**
	 * Create a member.
	 * @param transport the transport
	 * @param applier applies changes to this instance
	 * @param view the fleet as this instance sees it; its instance is this member's
	 * @param counts counts applied records and tombstones
	 * @param signature signs this instance's status
	 * @param ledger decides which changes are newer, and which are replayed or foreign
	 * @param refusals checks records, counts and logs the refused ones
	 * @param statusInterval how often the status is reported when nothing changes
	 */
	public FleetMember(FleetTransport transport, FleetStateApplier applier, FleetView view, FleetRecordCounts counts,
			FleetSignature signature, FleetLedger ledger, FleetRefusals refusals, Duration statusInterval) {
		Assert.notNull(transport, "'transport' must not be null");
		Assert.notNull(applier, "'applier' must not be null");
		Assert.notNull(view, "'view' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		Assert.notNull(signature, "'signature' must not be null");
		Assert.notNull(ledger, "'ledger' must not be null");
		Assert.notNull(refusals, "'refusals' must not be null");
		Assert.isTrue(!statusInterval.isNegative() && !statusInterval.isZero(), "'statusInterval' must be positive");
		this.transport = transport;
		this.applier = applier;
		this.view = view;
		this.counts = counts;
		this.signature = signature;
		this.ledger = ledger;
		this.refusals = refusals;
		this.instance = view.instance();
		this.statusInterval = statusInterval;
	}

	@Override
	public void start() {
		if (!this.signature.isEnabled()) {
			logger.warn("logging-perf: the fleet runs unsigned (logging-perf.fleet.unsigned=true): whoever can write "
					+ "topic '" + this.ledger.fleet() + "' can change logger levels, the discard threshold and "
					+ "location capture on every instance; set logging-perf.fleet.secret instead (docs/fleet.md)");
		}
		ScheduledThreadPoolExecutor scheduler = DaemonScheduler.create("logging-perf-fleet-status");
		this.scheduler = scheduler;
		this.running = true;
		this.transport.start(this);
		long interval = this.statusInterval.toMillis();
		this.reports = scheduler.scheduleAtFixedRate(this::report, interval, interval, TimeUnit.MILLISECONDS);
	}

	@Override
	public void stop() {
		this.running = false;
		ScheduledFuture<?> reports = this.reports;
		if (reports != null) {
			reports.cancel(false);
		}
		if (this.transport.isConnected()) {
			this.transport.publishStatus(sign(this.instance, null));
		}
		this.transport.stop();
		ScheduledThreadPoolExecutor scheduler = this.scheduler;
		if (scheduler != null) {
			scheduler.shutdownNow();
		}
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	@Override
	public void desiredState(FleetMessage message) {
		if (!this.refusals.pass(message)) {
			return;
		}
		FleetSetting setting = FleetSetting.ofRecordKey(message.key());
		byte[] value = message.value();
		if (value == null) {
			this.counts.countTombstone();
			if (setting != null) {
				this.ledger.removed(setting, message.key());
			}
			return;
		}
		if (setting == null) {
			this.refusals.refuse(message, FleetRejection.UNKNOWN, null);
			return;
		}
		try {
			FleetChange change = this.codec.readChange(value);
			String error = check(setting, change);
			if (error != null) {
				this.refusals.refuse(message, FleetRejection.INVALID, error);
				return;
			}
			if (admit(message, setting, change)) {
				apply(message, setting, change);
			}
		}
		catch (IllegalArgumentException ex) {
			this.refusals.refuse(message, FleetRejection.MALFORMED, ex.getMessage());
		}
		catch (IllegalStateException ex) {
			this.refusals.refuse(message, FleetRejection.INVALID, ex.getMessage());
		}
	}

	private @Nullable String check(FleetSetting setting, FleetChange change) {
		if (change.expiresAt() == null) {
			return "it has no expiresAt: every fleet change expires";
		}
		return this.applier.check(setting, change.value());
	}

	private boolean admit(FleetMessage message, FleetSetting setting, FleetChange change) {
		FleetLedger.Admission admission = this.ledger.admit(setting, message.key(), change, message.position(),
				this.applier.now());
		switch (admission) {
			case FOREIGN -> this.refusals.refuse(message, FleetRejection.FOREIGN,
					"made for fleet " + LoggerLevelOverrides.quote(change.fleet()) + ", this instance is in '"
							+ this.ledger.fleet() + "'");
			case REPLAYED -> {
				FleetChange newest = Objects.requireNonNull(this.ledger.newest(setting));
				this.refusals.refuse(message, FleetRejection.REPLAYED,
						"change " + change.changeId() + " at revision " + change.revision()
								+ " is not newer than change " + newest.changeId() + " at revision " + newest.revision()
								+ ", read before");
			}
			case AHEAD -> this.refusals.refuse(message, FleetRejection.AHEAD, "revision " + change.revision()
					+ " is more than " + FleetLedger.MAX_AHEAD + " ahead of this instance's clock");
			case NEWER, READ_BEFORE -> {
			}
		}
		return admission == FleetLedger.Admission.NEWER;
	}

	private void apply(FleetMessage message, FleetSetting setting, FleetChange change) {
		if (change.isReset()) {
			this.view.desired(setting.key(), null);
			if (this.applier.reset(setting)) {
				logger.info("logging-perf: reset fleet setting " + setting.key() + " (change " + change.changeId()
						+ " by " + change.changedBy() + " from " + change.origin() + ")");
				report();
			}
			return;
		}
		this.view.desired(setting.key(), change);
		if (this.applier.apply(setting, change)) {
			this.counts.countApplied();
			logger.info("logging-perf: applied fleet change " + change.changeId() + ": " + setting.key() + "="
					+ change.value() + " until " + change.expiresAt() + " by " + change.changedBy() + " from "
					+ change.origin());
			report();
		}
		else if (change.isExpiredAt(this.applier.now())) {
			this.refusals.refuse(message, FleetRejection.EXPIRED, "change " + change.changeId() + " of " + setting.key()
					+ " expired at " + change.expiresAt() + " by this instance's clock");
		}
	}

	/**
	 * Report this instance's status once a change ended at its expiry, a fleet change's
	 * included.
	 * @param event the expiry
	 */
	@Override
	public void onApplicationEvent(ChangeExpiredEvent event) {
		report();
	}

	@Override
	public void connectionChanged(boolean connected) {
		this.view.setConnected(connected, this.transport.disconnectedReason());
		if (connected) {
			report();
		}
	}

	private void report() {
		if (this.running && this.transport.isConnected()) {
			try {
				this.transport.publishStatus(sign(this.instance, this.codec.write(this.view.ownStatus())));
			}
			catch (RuntimeException ex) {
				logger.debug("logging-perf: fleet status not sent", ex);
			}
		}
	}

	private FleetMessage sign(String key, byte @Nullable [] value) {
		return new FleetMessage(key, value, this.signature.sign(key, value), "");
	}

}
