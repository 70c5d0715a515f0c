package io.github.loggingperf.fleet;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * The order of the fleet's desired state as this instance has read it. For each setting
 * it knows the newest change and where each change was read, and admits a record only
 * when it was made for this fleet, is newer than every record of its setting read before
 * and has a revision that later writes can still exceed: an old record written again is
 * refused however late it comes, by an instance that read the original and by one that
 * starts after the copy alike, and no record can stop later writes. Only records passed
 * to {@link #admit} change the order; a tombstone never does. A write gets a revision
 * above every one this instance has read or written, a record key of its own per setting,
 * and tombstones for the records it supersedes, so that compaction keeps the newest
 * record of each setting and drops the rest.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetLedger {

	/**
	 * How far ahead of this instance's clock, in milliseconds, a revision may be. A
	 * writer's revision is its clock, or one above the newest it read: only a writer
	 * whose clock is a day ahead, or a forged record, goes further.
	 */
	public static final Duration MAX_AHEAD = Duration.ofDays(1);

	private final String fleet;

	private final FleetSignature signature;

	private final FleetCodec codec = new FleetCodec();

	private final Map<String, SettingRecords> settings = new HashMap<>();

	private long lastRevision;

	/**
	 * Create a ledger.
	 * @param fleet the fleet's name, the desired-state topic: records made for another
	 * are refused
	 * @param signature signs the records of a write
	 */
	public FleetLedger(String fleet, FleetSignature signature) {
		Assert.hasText(fleet, "'fleet' must not be empty");
		Assert.notNull(signature, "'signature' must not be null");
		this.fleet = fleet;
		this.signature = signature;
	}

	/**
	 * Return the fleet's name, which every change of this fleet carries.
	 * @return the name
	 */
	public String fleet() {
		return this.fleet;
	}

	/**
	 * Decide whether a change read from the desired-state stream may be applied, and
	 * remember it when it is newer.
	 * @param setting the change's setting
	 * @param recordKey the key of the record that carried it
	 * @param change the change
	 * @param position where the record was read
	 * @param now this instance's time
	 * @return the decision
	 */
	public synchronized Admission admit(FleetSetting setting, String recordKey, FleetChange change, String position,
			Instant now) {
		if (!this.fleet.equals(change.fleet())) {
			return Admission.FOREIGN;
		}
		if (change.revision() > now.plus(MAX_AHEAD).toEpochMilli()) {
			return Admission.AHEAD;
		}
		SettingRecords records = this.settings.computeIfAbsent(setting.key(), (key) -> new SettingRecords());
		records.keys.add(recordKey);
		String firstRead = records.positions.putIfAbsent(change.changeId(), position);
		FleetChange newest = records.newest;
		if (newest == null || change.isNewerThan(newest)) {
			records.newest = change;
			return Admission.NEWER;
		}
		return position.equals(firstRead) ? Admission.READ_BEFORE : Admission.REPLAYED;
	}

	/**
	 * Return the newest change of a setting read so far.
	 * @param setting the setting
	 * @return the change, a reset included, or {@code null} if none was read
	 */
	public synchronized @Nullable FleetChange newest(FleetSetting setting) {
		SettingRecords records = this.settings.get(setting.key());
		return (records != null) ? records.newest : null;
	}

	/**
	 * Learn that a record is gone (a validly signed tombstone was read for its key): a
	 * later write no longer needs to remove it. Changes neither the order nor anything
	 * applied.
	 * @param setting the record's setting
	 * @param recordKey the record's key
	 */
	public synchronized void removed(FleetSetting setting, String recordKey) {
		SettingRecords records = this.settings.get(setting.key());
		if (records != null) {
			records.keys.remove(recordKey);
		}
	}

	/**
	 * Make the signed records of a write: one per setting, under a record key of its own,
	 * with a revision above every revision this instance has read for those settings or
	 * written, then a tombstone for every record of those settings it has read.
	 * @param values the value of each setting, {@code null} to reset it
	 * @param expiresAt when the values end
	 * @param changedAt when the change is made
	 * @param changedBy who makes it
	 * @param origin the instance that writes it
	 * @param changeId the change's id
	 * @return the records, in the order to write them
	 */
	public synchronized List<FleetMessage> write(Map<FleetSetting, @Nullable String> values, Instant expiresAt,
			Instant changedAt, String changedBy, String origin, String changeId) {
		long revision = Math.max(changedAt.toEpochMilli(), this.lastRevision + 1);
		for (FleetSetting setting : values.keySet()) {
			FleetChange newest = newest(setting);
			if (newest != null) {
				revision = Math.max(revision, newest.revision() + 1);
			}
		}
		this.lastRevision = revision;
		List<FleetMessage> records = new ArrayList<>();
		List<String> superseded = new ArrayList<>();
		for (Map.Entry<FleetSetting, @Nullable String> entry : values.entrySet()) {
			FleetSetting setting = entry.getKey();
			FleetChange change = new FleetChange(entry.getValue(), expiresAt, changedAt, changedBy, origin, changeId,
					this.fleet, revision);
			records.add(signed(setting.recordKey(changeId), this.codec.write(change)));
			SettingRecords known = this.settings.get(setting.key());
			if (known != null) {
				superseded.addAll(known.keys);
			}
		}
		superseded.forEach((key) -> records.add(signed(key, null)));
		return records;
	}

	private FleetMessage signed(String key, byte @Nullable [] value) {
		return new FleetMessage(key, value, this.signature.sign(key, value), "");
	}

	/**
	 * What {@link #admit} decided.
	 */
	public enum Admission {

		/**
		 * Newer than every record of the setting read before: apply it.
		 */
		NEWER,

		/**
		 * The same record at the same position, read again (after a reconnection): ignore
		 * it.
		 */
		READ_BEFORE,

		/**
		 * Not newer than a record of the setting read before, and not where that change
		 * was first read: refuse it.
		 */
		REPLAYED,

		/**
		 * Made for another fleet: refuse it.
		 */
		FOREIGN,

		/**
		 * A revision more than {@link #MAX_AHEAD} ahead of this instance's clock: refuse
		 * it.
		 */
		AHEAD

	}

	private static final class SettingRecords {

		private final Set<String> keys = new LinkedHashSet<>();

		private final Map<String, String> positions = new HashMap<>();

		private @Nullable FleetChange newest;

	}

}
