package io.github.loggingperf.fleet;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;

/**
 * What every {@link FleetTransport} does, whatever carries its records. A transport's
 * test extends this class and says how to make a transport on the test's own streams, how
 * to make its medium unreachable and reachable again, and which record it cannot write.
 */
public abstract class FleetTransportContract {

	/**
	 * How long the contract waits for an outcome.
	 */
	protected static final Duration WAIT = Duration.ofSeconds(30);

	private final List<FleetTransport> transports = new ArrayList<>();

	/**
	 * Return a new transport on this test's streams; every transport of one test shares
	 * them, and no other test sees them.
	 * @return the transport, not started
	 */
	protected abstract FleetTransport transport();

	/**
	 * Make the medium unreachable for every transport of this test.
	 */
	protected abstract void makeUnreachable();

	/**
	 * Make the medium reachable again, with everything written before.
	 */
	protected abstract void makeReachable();

	/**
	 * Return a record that the transport cannot write (for example one larger than its
	 * medium accepts).
	 * @param key the record's key
	 * @return the record
	 */
	protected abstract FleetMessage unwritable(String key);

	/**
	 * Return how long {@link FleetTransport#publishChanges} may wait in these tests.
	 * @return the timeout
	 */
	protected Duration publishTimeout() {
		return Duration.ofSeconds(5);
	}

	@AfterEach
	void stopTransports() {
		this.transports.forEach(FleetTransport::stop);
	}

	@Test
	void readShouldStartFromTheBeginningOfTheDesiredStateAndCarryRecordsUnchanged() {
		FleetTransport writer = writer();
		publish(writer, record("level:a", "1"));
		publish(writer, new FleetMessage("level:b", bytes("2"), bytes("signature"), ""));
		Recorder reader = start(transport());
		await().atMost(WAIT).untilAsserted(() -> assertThat(reader.desired).hasSize(2));
		assertThat(reader.desired).extracting(FleetMessage::key).containsExactly("level:a", "level:b");
		FleetMessage signed = reader.desired.get(1);
		assertThat(signed.value()).isEqualTo(bytes("2"));
		assertThat(signed.signature()).isEqualTo(bytes("signature"));
		assertThat(reader.desired.get(0).signature()).isNull();
		assertThat(reader.desired).extracting(FleetMessage::position).doesNotContainNull().doesNotHaveDuplicates();
		assertThat(reader.connections).startsWith(true);
	}

	@Test
	void readShouldKeepTheOrderSoThatTheLatestRecordOfAKeyWinsAndATombstoneResetsIt() {
		FleetTransport writer = writer();
		Recorder early = start(transport());
		await().atMost(WAIT).until(() -> early.transport.isConnected());
		publish(writer, record("level:a", "1"));
		publish(writer, record("level:b", "1"));
		publish(writer, record("level:a", "2"));
		publish(writer, new FleetMessage("level:b", null, null, ""));
		Recorder late = start(transport());
		for (Recorder reader : List.of(early, late)) {
			await().atMost(WAIT).untilAsserted(() -> assertThat(reader.desired).hasSize(4));
			assertThat(reader.desiredState()).containsOnlyKeys("level:a");
			assertThat(reader.desiredState().get("level:a")).isEqualTo("2");
		}
		await().atMost(WAIT).until(() -> early.transport.lag() == 0);
	}

	@Test
	void statusStreamShouldBeReadWhenAskedFromAnInstantOrFromWhereTheLastReadEndedApartFromTheDesiredState() {
		FleetTransport writer = writer();
		Recorder reader = start(transport());
		await().atMost(WAIT).until(() -> reader.transport.isConnected());
		Instant before = Instant.now().minusSeconds(1);
		writer.publishStatus(record("instance-1", "up"));
		writer.publishStatus(record("instance-2", "up"));
		writer.publishStatus(new FleetMessage("instance-1", null, null, ""));
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(reader.transport.readStatuses(-1, before, WAIT).records()).hasSize(3));
		FleetStatusRecords all = reader.transport.readStatuses(-1, before, WAIT);
		assertThat(fold(all.records())).containsOnlyKeys("instance-2");
		assertThat(all.records()).extracting(FleetMessage::position).doesNotContainNull().doesNotHaveDuplicates();
		assertThat(reader.desired).isEmpty();
		assertThat(reader.transport.readStatuses(all.next(), before, WAIT).records()).isEmpty();
		Instant between = Instant.now();
		await().atMost(WAIT).until(() -> Instant.now().isAfter(between.plusMillis(1)));
		writer.publishStatus(record("instance-3", "up"));
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(reader.transport.readStatuses(all.next(), before, WAIT).records())
				.extracting(FleetMessage::key)
				.containsExactly("instance-3"));
		assertThat(reader.transport.readStatuses(-1, between.plusMillis(1), WAIT).records())
			.extracting(FleetMessage::key)
			.containsExactly("instance-3");
		FleetStatusRecords none = reader.transport.readStatuses(-1, Instant.now().plusSeconds(60), WAIT);
		assertThat(none.records()).isEmpty();
		assertThat(reader.transport.readStatuses(none.next(), before, WAIT).records()).isEmpty();
	}

	@Test
	void publishOfSeveralRecordsShouldBeVisibleWholeOrNotAtAll() {
		FleetTransport writer = writer();
		Recorder reader = start(transport());
		await().atMost(WAIT).until(() -> reader.transport.isConnected());
		assertThatExceptionOfType(FleetUnavailableException.class)
			.isThrownBy(() -> writer.publishChanges(List.of(record("level:partial-1", "DEBUG"),
					unwritable("level:partial-2"), record("level:partial-3", "DEBUG")), publishTimeout()));
		publish(writer, record("level:whole-1", "DEBUG"), record("level:whole-2", "DEBUG"),
				record("level:whole-3", "DEBUG"));
		await().atMost(WAIT).untilAsserted(() -> assertThat(reader.desired).hasSize(3));
		assertThat(reader.desired).extracting(FleetMessage::key)
			.containsExactly("level:whole-1", "level:whole-2", "level:whole-3");
		Recorder late = start(transport());
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(late.desired).extracting(FleetMessage::key)
				.containsExactly("level:whole-1", "level:whole-2", "level:whole-3"));
	}

	@Test
	void connectionChangesShouldBeReportedAndWritesRefusedUntilTheMediumIsBack() {
		FleetTransport writer = writer();
		publish(writer, record("level:before", "INFO"));
		Recorder reader = start(transport());
		await().atMost(WAIT).untilAsserted(() -> {
			assertThat(reader.transport.isConnected()).isTrue();
			assertThat(reader.desired).hasSize(1);
		});
		makeUnreachable();
		try {
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(reader.transport.isConnected()).isFalse();
				assertThat(reader.connections).endsWith(false);
				assertThat(reader.transport.lag()).isEqualTo(-1);
			});
			assertThat(reader.transport.disconnectedReason()).isNotBlank();
			long start = System.nanoTime();
			assertThatExceptionOfType(FleetUnavailableException.class)
				.isThrownBy(() -> writer.publishChanges(List.of(record("level:refused", "DEBUG")), publishTimeout()));
			assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(publishTimeout().multipliedBy(3));
			assertThatExceptionOfType(FleetUnavailableException.class)
				.isThrownBy(() -> reader.transport.readStatuses(-1, Instant.now().minusSeconds(60), publishTimeout()));
		}
		finally {
			makeReachable();
		}
		await().atMost(WAIT).until(() -> reader.transport.isConnected());
		assertThat(reader.transport.disconnectedReason()).isNull();
		assertThat(reader.connections).containsSubsequence(true, false, true);
		publish(writer, record("level:after", "WARN"));
		await().atMost(WAIT).untilAsserted(() -> assertThat(reader.desiredState()).containsKey("level:after"));
		assertThat(reader.desiredState()).doesNotContainKey("level:refused").containsKey("level:before");
	}

	@Test
	void startWhenTheMediumIsUnreachableShouldReportDisconnectedThenCatchUp() {
		FleetTransport writer = writer();
		publish(writer, record("level:waiting", "DEBUG"));
		makeUnreachable();
		Recorder reader;
		try {
			reader = start(transport());
			await().atMost(WAIT).untilAsserted(() -> assertThat(reader.connections).containsExactly(false));
			assertThat(reader.transport.isConnected()).isFalse();
			assertThat(reader.desired).isEmpty();
		}
		finally {
			makeReachable();
		}
		await().atMost(WAIT).untilAsserted(() -> {
			assertThat(reader.connections).containsExactly(false, true);
			assertThat(reader.desiredState()).containsOnlyKeys("level:waiting");
		});
	}

	/**
	 * Return a record with a text value, unsigned.
	 * @param key the key
	 * @param value the value
	 * @return the record
	 */
	protected static FleetMessage record(String key, String value) {
		return new FleetMessage(key, bytes(value), null, "");
	}

	private void publish(FleetTransport writer, FleetMessage... records) {
		writer.publishChanges(List.of(records), publishTimeout());
	}

	private FleetTransport writer() {
		FleetTransport writer = transport();
		this.transports.add(writer);
		return writer;
	}

	private Recorder start(FleetTransport transport) {
		Recorder recorder = new Recorder(transport);
		this.transports.add(transport);
		transport.start(recorder);
		return recorder;
	}

	private static Map<String, @Nullable String> fold(List<FleetMessage> messages) {
		Map<String, @Nullable String> state = new LinkedHashMap<>();
		for (FleetMessage message : messages) {
			byte[] value = message.value();
			if (value == null) {
				state.remove(message.key());
			}
			else {
				state.put(message.key(), new String(value, StandardCharsets.UTF_8));
			}
		}
		return state;
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

	private static final class Recorder implements FleetTransport.Listener {

		private final FleetTransport transport;

		private final List<FleetMessage> desired = new CopyOnWriteArrayList<>();

		private final List<Boolean> connections = new CopyOnWriteArrayList<>();

		Recorder(FleetTransport transport) {
			this.transport = transport;
		}

		@Override
		public void desiredState(FleetMessage message) {
			this.desired.add(message);
		}

		@Override
		public void connectionChanged(boolean connected) {
			this.connections.add(connected);
		}

		Map<String, @Nullable String> desiredState() {
			return fold(this.desired);
		}

	}

}
