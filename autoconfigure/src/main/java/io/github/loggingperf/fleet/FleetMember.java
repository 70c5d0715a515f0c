package io.github.loggingperf.fleet;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import io.github.loggingperf.expiry.ChangeExpiredEvent;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.context.ApplicationListener;
import org.springframework.context.SmartLifecycle;
import org.springframework.util.Assert;

/**
 * This instance as a member of the fleet: reads the desired state and the statuses from
 * the {@link FleetTransport}, checks, applies and counts every record, and reports its
 * own status. A desired-state record is applied only when it is signed (with a secret
 * set), made for this fleet and newer than every record of its setting read before (see
 * {@link FleetLedger}); a tombstone only tells that a superseded record is gone and
 * changes nothing. A bad record is skipped, counted and logged once with its position; it
 * never stops the reading.
 *
 * @author logging-perf
 */
public class FleetMember implements SmartLifecycle, FleetTransport.Listener, ApplicationListener<ChangeExpiredEvent> {

	private static final Log logger = LogFactory.getLog(FleetMember.class);

	private static final int LOGGED_POSITIONS = 1000;

	private final FleetTransport transport;

	private final FleetStateApplier applier;

	private final FleetView view;

	private final FleetRecordCounts counts;

	private final FleetSignature signature;

	private final FleetLedger ledger;

	private final FleetCodec codec = new FleetCodec();

	private final ScheduledExecutorService scheduler;

	private final Settings settings;

	// the two streams may arrive on two threads
	private final Set<String> refusedPositions = Collections
		.synchronizedSet(Collections.newSetFromMap(new LinkedHashMap<>(16, 0.75f, false) {

			@Override
			protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
				return size() > LOGGED_POSITIONS;
			}

		}));

	private volatile @Nullable ScheduledFuture<?> reports;

	private volatile boolean running;

	/**
	 * Create a member.
	 * @param transport the transport
	 * @param applier applies changes to this instance
	 * @param view the fleet as this instance sees it
	 * @param counts counts applied and refused records
	 * @param signature signs and checks records
	 * @param ledger decides which changes are newer, and which are replayed or foreign
	 * @param scheduler runs the periodic reports
	 * @param settings the instance's id and limits
	 */
	public FleetMember(FleetTransport transport, FleetStateApplier applier, FleetView view, FleetRecordCounts counts,
			FleetSignature signature, FleetLedger ledger, ScheduledExecutorService scheduler, Settings settings) {
		Assert.notNull(transport, "'transport' must not be null");
		Assert.notNull(applier, "'applier' must not be null");
		Assert.notNull(view, "'view' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		Assert.notNull(signature, "'signature' must not be null");
		Assert.notNull(ledger, "'ledger' must not be null");
		Assert.notNull(scheduler, "'scheduler' must not be null");
		Assert.notNull(settings, "'settings' must not be null");
		this.transport = transport;
		this.applier = applier;
		this.view = view;
		this.counts = counts;
		this.signature = signature;
		this.ledger = ledger;
		this.scheduler = scheduler;
		this.settings = settings;
	}

	@Override
	public void start() {
		this.running = true;
		this.transport.start(this);
		long interval = this.settings.statusInterval().toMillis();
		this.reports = this.scheduler.scheduleAtFixedRate(this::report, interval, interval, TimeUnit.MILLISECONDS);
	}

	@Override
	public void stop() {
		this.running = false;
		ScheduledFuture<?> reports = this.reports;
		if (reports != null) {
			reports.cancel(false);
		}
		if (this.transport.isConnected()) {
			this.transport.publishStatus(sign(this.settings.instance(), null));
		}
		this.transport.stop();
		this.scheduler.shutdownNow();
	}

	@Override
	public boolean isRunning() {
		return this.running;
	}

	@Override
	public void desiredState(FleetMessage message) {
		if (this.refusedPositions.contains(message.position())) {
			return;
		}
		FleetSetting setting = FleetSetting.ofRecordKey(message.key());
		byte[] value = message.value();
		if (value == null) {
			if (setting != null) {
				this.ledger.removed(setting, message.key());
			}
			return;
		}
		FleetRejection rejection = check(message, setting);
		if (rejection != null) {
			refuse(message, rejection, null);
			return;
		}
		try {
			FleetChange change = this.codec.readChange(value);
			String error = this.applier.check(Objects.requireNonNull(setting), change.value());
			if (error != null) {
				refuse(message, FleetRejection.INVALID, error);
				return;
			}
			if (admit(message, setting, change)) {
				apply(setting, change);
			}
		}
		catch (IllegalArgumentException ex) {
			refuse(message, FleetRejection.MALFORMED, ex.getMessage());
		}
		catch (IllegalStateException ex) {
			refuse(message, FleetRejection.INVALID, ex.getMessage());
		}
	}

	private boolean admit(FleetMessage message, FleetSetting setting, FleetChange change) {
		FleetLedger.Admission admission = this.ledger.admit(setting, message.key(), change, message.position());
		if (admission == FleetLedger.Admission.FOREIGN) {
			refuse(message, FleetRejection.FOREIGN, "made for fleet " + LoggerLevelOverrides.quote(change.fleet())
					+ ", this instance is in '" + this.ledger.fleet() + "'");
		}
		else if (admission == FleetLedger.Admission.REPLAYED) {
			FleetChange newest = Objects.requireNonNull(this.ledger.newest(setting));
			refuse(message, FleetRejection.REPLAYED,
					"change " + change.changeId() + " at revision " + change.revision() + " is not newer than change "
							+ newest.changeId() + " at revision " + newest.revision() + ", read before");
		}
		return admission == FleetLedger.Admission.NEWER;
	}

	private void apply(FleetSetting setting, FleetChange change) {
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
					+ change.value() + ((change.expiresAt() != null) ? " until " + change.expiresAt() : "") + " by "
					+ change.changedBy() + " from " + change.origin());
			report();
		}
	}

	private @Nullable FleetRejection check(FleetMessage message, @Nullable FleetSetting setting) {
		byte[] value = message.value();
		if (value != null && value.length > this.settings.maxRecordSize()) {
			return FleetRejection.OVERSIZED;
		}
		if (!this.signature.verify(message)) {
			return FleetRejection.UNSIGNED;
		}
		return (setting != null) ? null : FleetRejection.UNKNOWN;
	}

	@Override
	public void status(FleetMessage message) {
		if (this.refusedPositions.contains(message.position())) {
			return;
		}
		byte[] value = message.value();
		if (value != null && value.length > this.settings.maxRecordSize()) {
			refuse(message, FleetRejection.OVERSIZED, null);
		}
		else if (!this.signature.verify(message)) {
			refuse(message, FleetRejection.UNSIGNED, null);
		}
		else if (value == null) {
			this.view.status(message.key(), null);
		}
		else if (!message.key().equals(this.settings.instance())) {
			try {
				this.view.status(message.key(), this.codec.readStatus(value));
			}
			catch (IllegalArgumentException ex) {
				refuse(message, FleetRejection.MALFORMED, ex.getMessage());
			}
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
		this.view.setConnected(connected);
		if (connected) {
			report();
		}
	}

	private void refuse(FleetMessage message, FleetRejection rejection, @Nullable String detail) {
		this.refusedPositions.add(message.position());
		this.counts.countRejected(rejection);
		logger.warn("logging-perf: skipped fleet record '" + message.key() + "' at " + message.position() + ": "
				+ rejection.name().toLowerCase(Locale.ROOT) + ((detail != null) ? " (" + detail + ")" : ""));
	}

	private void report() {
		if (this.running && this.transport.isConnected()) {
			try {
				this.transport.publishStatus(sign(this.settings.instance(), this.codec.write(this.view.ownStatus())));
			}
			catch (RuntimeException ex) {
				logger.debug("logging-perf: fleet status not sent", ex);
			}
		}
	}

	private FleetMessage sign(String key, byte @Nullable [] value) {
		return new FleetMessage(key, value, this.signature.sign(key, value), "");
	}

	/**
	 * An instance's id and limits.
	 *
	 * @param instance this instance's id
	 * @param statusInterval how often the status is reported when nothing changes
	 * @param maxRecordSize the largest record value accepted, in bytes
	 */
	public record Settings(String instance, Duration statusInterval, long maxRecordSize) {

	}

}
