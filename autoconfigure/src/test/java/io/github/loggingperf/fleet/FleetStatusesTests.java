package io.github.loggingperf.fleet;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.testsupport.SettableClock;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link FleetStatuses}: statuses are read only when asked for, at most every
 * {@link FleetStatuses#REFRESH}, each read after the first taking only what was written
 * since the previous one; after a pause longer than the instance timeout, a read starts
 * again at the records of the last instance timeout. Records are checked like every fleet
 * record.
 */
class FleetStatusesTests {

	private static final Duration TIMEOUT = Duration.ofSeconds(90);

	private final InMemoryFleet fleet = new InMemoryFleet();

	private final RecordingTransport transport = new RecordingTransport(this.fleet.transport());

	private final FleetTransport writer = this.fleet.transport();

	private final FleetSignature signature = FleetSignature.of("status-secret");

	private final FleetRecordCounts counts = new FleetRecordCounts();

	private final SettableClock clock = new SettableClock(Instant.now());

	private final FleetStatuses statuses = new FleetStatuses(this.transport,
			new FleetRefusals(this.counts, this.signature, 16 * 1024), "self", this.clock, TIMEOUT,
			Duration.ofSeconds(5));

	private final FleetCodec codec = new FleetCodec();

	@BeforeEach
	void start() {
		this.transport.start(new FleetTransport.Listener() {

			@Override
			public void desiredState(FleetMessage message) {
			}

			@Override
			public void connectionChanged(boolean connected) {
			}

		});
		await().atMost(Duration.ofSeconds(10)).until(this.transport::isConnected);
	}

	@AfterEach
	void stop() {
		this.transport.stop();
		this.writer.stop();
	}

	@Test
	void getShouldReadNothingUntilAskedThenOnlyWhatWasWrittenSinceTheLastRead() {
		report("i-1");
		report("i-2");
		report("self");
		assertThat(this.transport.reads).isEmpty();
		assertThat(this.statuses.get()).containsOnlyKeys("i-1", "i-2");
		assertThat(this.transport.reads).singleElement()
			.satisfies((read) -> assertThat(read.from()).isNegative())
			.satisfies((read) -> assertThat(read.since()).isEqualTo(this.clock.instant().minus(TIMEOUT)));
		report("i-3");
		assertThat(this.statuses.get()).as("asked again within REFRESH: the last read's")
			.containsOnlyKeys("i-1", "i-2");
		assertThat(this.transport.reads).hasSize(1);
		this.clock.advance(FleetStatuses.REFRESH);
		assertThat(this.statuses.get()).containsOnlyKeys("i-1", "i-2", "i-3");
		assertThat(this.transport.reads).hasSize(2).last().satisfies((read) -> assertThat(read.from()).isEqualTo(3));
		this.writer.publishStatus(signed("i-1", null));
		this.clock.advance(FleetStatuses.REFRESH);
		assertThat(this.statuses.get()).containsOnlyKeys("i-2", "i-3");
		assertThat(this.transport.reads).last().satisfies((read) -> assertThat(read.from()).isEqualTo(4));
	}

	@Test
	void getAfterAPauseLongerThanTheInstanceTimeoutShouldStartAgainAtTheLastInstanceTimeout() {
		report("i-1");
		assertThat(this.statuses.get()).containsOnlyKeys("i-1");
		this.clock.advance(TIMEOUT.plusSeconds(1));
		assertThat(this.statuses.get()).as("i-1 reported before the last instance timeout").isEmpty();
		assertThat(this.transport.reads).hasSize(2).last().satisfies((read) -> {
			assertThat(read.from()).isNegative();
			assertThat(read.since()).isEqualTo(this.clock.instant().minus(TIMEOUT));
		});
	}

	@Test
	void getShouldRefuseAndCountStatusesThatFailTheirChecks() {
		byte[] status = this.codec.write(status("i-forged"));
		this.writer.publishStatus(
				new FleetMessage("i-forged", status, FleetSignature.of("other").sign("i-forged", status), ""));
		byte[] notJson = "{not json".getBytes(StandardCharsets.UTF_8);
		this.writer.publishStatus(new FleetMessage("i-bad", notJson, this.signature.sign("i-bad", notJson), ""));
		this.writer.publishStatus(new FleetMessage("i-unsigned", status, null, ""));
		report("i-good");
		assertThat(this.statuses.get()).containsOnlyKeys("i-good");
		assertThat(this.counts.rejected(FleetRejection.UNSIGNED)).isEqualTo(2);
		assertThat(this.counts.rejected(FleetRejection.MALFORMED)).isOne();
	}

	@Test
	void getShouldTakeTheNewestStatusOfEachInstanceThatPassesItsChecks() {
		report("i-1");
		FleetStatus newer = new FleetStatus("i-1", this.clock.instant().plusSeconds(1), List.of("c-1"),
				LoggingMode.ALL_ASYNC, 0, 1024, 7, false, Map.of());
		this.writer.publishStatus(signed("i-1", this.codec.write(newer)));
		byte[] forged = this.codec.write(status("i-1"));
		this.writer.publishStatus(new FleetMessage("i-1", forged, null, ""));
		assertThat(this.statuses.get()).containsOnlyKeys("i-1");
		assertThat(this.statuses.get().get("i-1").discarded()).isEqualTo(7);
		assertThat(this.counts.rejected(FleetRejection.UNSIGNED)).as("the newest, not the one before").isOne();
	}

	@Test
	void getWhenTheTransportIsNotConnectedShouldKeepWhatEarlierReadsFoundWithoutReading() {
		report("i-1");
		assertThat(this.statuses.get()).containsOnlyKeys("i-1");
		this.fleet.setReachable(false);
		await().atMost(Duration.ofSeconds(10)).until(() -> !this.transport.isConnected());
		this.clock.advance(FleetStatuses.REFRESH);
		assertThat(this.statuses.get()).containsOnlyKeys("i-1");
		assertThat(this.transport.reads).hasSize(1);
	}

	private void report(String instance) {
		this.writer.publishStatus(signed(instance, this.codec.write(status(instance))));
	}

	private FleetMessage signed(String key, byte @Nullable [] value) {
		return new FleetMessage(key, value, this.signature.sign(key, value), "");
	}

	private FleetStatus status(String instance) {
		return new FleetStatus(instance, this.clock.instant(), List.of(), LoggingMode.ALL_ASYNC, 0, 1024, 0, false,
				Map.of());
	}

	private record Read(long from, Instant since) {

	}

	/**
	 * The in-memory transport, recording the status reads asked of it.
	 */
	private static final class RecordingTransport implements FleetTransport {

		private final FleetTransport delegate;

		private final List<Read> reads = new CopyOnWriteArrayList<>();

		RecordingTransport(FleetTransport delegate) {
			this.delegate = delegate;
		}

		@Override
		public FleetStatusRecords readStatuses(long from, Instant since, Duration timeout) {
			this.reads.add(new Read(from, since));
			return this.delegate.readStatuses(from, since, timeout);
		}

		@Override
		public void start(Listener listener) {
			this.delegate.start(listener);
		}

		@Override
		public void stop() {
			this.delegate.stop();
		}

		@Override
		public boolean isConnected() {
			return this.delegate.isConnected();
		}

		@Override
		public long lag() {
			return this.delegate.lag();
		}

		@Override
		public String description() {
			return this.delegate.description();
		}

		@Override
		public void publishChanges(List<FleetMessage> records, Duration timeout) {
			this.delegate.publishChanges(records, timeout);
		}

		@Override
		public void publishStatus(FleetMessage status) {
			this.delegate.publishStatus(status);
		}

	}

}
