package io.github.loggingperf.fleet;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.github.loggingperf.fleet.FleetLedger.Admission;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link FleetLedger}.
 */
class FleetLedgerTests {

	private static final String FLEET = "logging-perf.orders";

	private static final FleetSetting WIRE = FleetSetting.level("org.apache.http.wire");

	private static final Instant NOW = Instant.parse("2030-01-01T00:00:00Z");

	private static final Instant LATER = NOW.plusSeconds(600);

	private final FleetCodec codec = new FleetCodec();

	private final FleetLedger ledger = new FleetLedger(FLEET, FleetSignature.of("secret"));

	@Test
	void admitShouldTakeANewerChangeIgnoreTheSameRecordReadAgainAndRefuseACopyOfAnOlderOne() {
		FleetChange first = change("c-1", 10, "DEBUG");
		FleetChange reset = change("c-2", 11, null);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-1"), first, "t-0@0", NOW)).isEqualTo(Admission.NEWER);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-2"), reset, "t-0@1", NOW)).isEqualTo(Admission.NEWER);
		assertThat(this.ledger.newest(WIRE)).isEqualTo(reset);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-1"), first, "t-0@0", NOW))
			.isEqualTo(Admission.READ_BEFORE);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-2"), reset, "t-0@1", NOW))
			.isEqualTo(Admission.READ_BEFORE);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-1"), first, "t-0@5", NOW)).isEqualTo(Admission.REPLAYED);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-2"), reset, "t-0@6", NOW)).isEqualTo(Admission.REPLAYED);
		assertThat(this.ledger.newest(WIRE)).isEqualTo(reset);
	}

	@Test
	void admitWhenAnOldChangeWasNeverReadButANewerOneWasShouldRefuseIt() {
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-2"), change("c-2", 11, null), "t-0@7", NOW))
			.isEqualTo(Admission.NEWER);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-1"), change("c-1", 10, "DEBUG"), "t-0@9", NOW))
			.isEqualTo(Admission.REPLAYED);
	}

	@Test
	void admitWhenRevisionsAreEqualShouldOrderByChangeId() {
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-b"), change("c-b", 10, "DEBUG"), "t-0@0", NOW))
			.isEqualTo(Admission.NEWER);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-a"), change("c-a", 10, "INFO"), "t-0@1", NOW))
			.isEqualTo(Admission.REPLAYED);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-c"), change("c-c", 10, "WARN"), "t-0@2", NOW))
			.isEqualTo(Admission.NEWER);
	}

	@Test
	void admitWhenMadeForAnotherFleetShouldRefuseItAsForeignAndRememberNothing() {
		FleetChange foreign = new FleetChange("DEBUG", LATER, NOW, "alice", "billing-1", "c-9", "logging-perf.billing",
				99);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-9"), foreign, "t-0@0", NOW)).isEqualTo(Admission.FOREIGN);
		assertThat(this.ledger.newest(WIRE)).isNull();
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-1"), change("c-1", 1, "DEBUG"), "t-0@1", NOW))
			.isEqualTo(Admission.NEWER);
	}

	@Test
	void admitShouldKeepOneOrderPerSetting() {
		this.ledger.admit(WIRE, WIRE.recordKey("c-2"), change("c-2", 20, "DEBUG"), "t-0@0", NOW);
		assertThat(this.ledger.admit(FleetSetting.LOCATION, FleetSetting.LOCATION.recordKey("c-1"),
				change("c-1", 10, "true"), "t-0@1", NOW))
			.isEqualTo(Admission.NEWER);
	}

	@Test
	void writeShouldSignOneRecordPerSettingAboveEveryRevisionReadThenTombstoneTheRecordsItSupersedes() {
		this.ledger.admit(WIRE, WIRE.recordKey("c-1"), change("c-1", NOW.toEpochMilli() + 5_000, "DEBUG"), "t-0@0",
				NOW);
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		values.put(WIRE, null);
		values.put(FleetSetting.DISCARD_THRESHOLD, "ERROR");
		List<FleetMessage> records = this.ledger.write(values, LATER, NOW, "alice", "orders-1", "c-2");
		assertThat(records).extracting(FleetMessage::key)
			.containsExactly(WIRE.recordKey("c-2"), "discardThreshold#c-2", WIRE.recordKey("c-1"));
		FleetSignature signature = FleetSignature.of("secret");
		assertThat(records).allSatisfy((record) -> assertThat(signature.verify(record)).isTrue());
		FleetChange reset = this.codec.readChange(records.get(0).value());
		assertThat(reset.isReset()).isTrue();
		assertThat(reset.fleet()).isEqualTo(FLEET);
		assertThat(reset.revision()).isEqualTo(NOW.toEpochMilli() + 5_001);
		assertThat(this.codec.readChange(records.get(1).value()).revision()).isEqualTo(reset.revision());
		assertThat(records.get(2).value()).isNull();
	}

	@Test
	void writeShouldGiveEveryWriteOfThisInstanceAHigherRevisionThanItsLastOneAtTheSameInstant() {
		long first = revision(this.ledger.write(Map.of(WIRE, "DEBUG"), LATER, NOW, "alice", "orders-1", "c-1"));
		long second = revision(this.ledger.write(Map.of(WIRE, "INFO"), LATER, NOW, "alice", "orders-1", "c-2"));
		assertThat(first).isEqualTo(NOW.toEpochMilli());
		assertThat(second).isEqualTo(first + 1);
	}

	@Test
	void writeWhenARecordWasRemovedShouldNotTombstoneItAgain() {
		this.ledger.admit(WIRE, WIRE.recordKey("c-1"), change("c-1", 1, "DEBUG"), "t-0@0", NOW);
		this.ledger.removed(WIRE, WIRE.recordKey("c-1"));
		assertThat(this.ledger.write(Map.of(WIRE, "INFO"), LATER, NOW, "alice", "orders-1", "c-2"))
			.extracting(FleetMessage::key)
			.containsExactly(WIRE.recordKey("c-2"));
	}

	@Test
	void admitWhenTheRevisionIsFurtherAheadOfTheClockThanAnyWriterCanBeShouldRefuseItAndLetLaterWritesThrough() {
		FleetChange forged = change("c-max", Long.MAX_VALUE, "DEBUG");
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-max"), forged, "t-0@0", NOW)).isEqualTo(Admission.AHEAD);
		assertThat(this.ledger.newest(WIRE)).isNull();
		long edge = NOW.plus(FleetLedger.MAX_AHEAD).toEpochMilli();
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-edge"), change("c-edge", edge + 1, "DEBUG"), "t-0@1", NOW))
			.isEqualTo(Admission.AHEAD);
		assertThat(this.ledger.admit(WIRE, WIRE.recordKey("c-far"), change("c-far", edge, "DEBUG"), "t-0@2", NOW))
			.isEqualTo(Admission.NEWER);
		long written = revision(this.ledger.write(Map.of(WIRE, "INFO"), LATER, NOW, "alice", "orders-1", "c-next"));
		assertThat(written).isEqualTo(edge + 1);
		FleetLedger reader = new FleetLedger(FLEET, FleetSignature.of("secret"));
		reader.admit(WIRE, WIRE.recordKey("c-far"), change("c-far", edge, "DEBUG"), "t-0@2", NOW);
		assertThat(reader.admit(WIRE, WIRE.recordKey("c-next"), change("c-next", written, "INFO"), "t-0@3",
				NOW.plusMillis(1)))
			.isEqualTo(Admission.NEWER);
	}

	private long revision(List<FleetMessage> records) {
		return this.codec.readChange(records.get(0).value()).revision();
	}

	private static FleetChange change(String changeId, long revision, @Nullable String value) {
		return new FleetChange(value, LATER, NOW, "alice", "orders-1", changeId, FLEET, revision);
	}

}
