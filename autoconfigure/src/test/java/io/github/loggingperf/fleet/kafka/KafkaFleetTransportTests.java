package io.github.loggingperf.fleet.kafka;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.fleet.FleetChange;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetRejection;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetWrites;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;

/**
 * Fleet changes between application instances through a real Kafka broker, the embedded
 * KRaft broker of spring-kafka-test.
 */
class KafkaFleetTransportTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static EmbeddedKafkaKraftBroker broker;

	@BeforeAll
	static void startBroker() {
		broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.afterPropertiesSet();
	}

	@AfterAll
	static void stopBroker() {
		broker.destroy();
	}

	@Test
	void writeWhenThreeInstancesShouldApplyAcknowledgeAndRevertAtExpiryAndLaterInstanceGetsOnlyActiveChanges() {
		String application = application();
		try (FleetInstance a = start(application, "a");
				FleetInstance b = start(application, "b");
				FleetInstance c = start(application, "c")) {
			List<FleetInstance> fleet = List.of(a, b, c);
			fleet.forEach(this::awaitConnected);
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.wire"), "DEBUG"), Duration.ofSeconds(6), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().appliedChangeIds()).containsExactly(written.changeId());
					assertThat(instance.overrides().get("fleet.test.wire")).isNotNull();
				}
				FleetDescriptor.ChangeDescriptor change = a.view().describe().changes().get(0);
				assertThat(change.appliedBy()).containsExactly("a", "b", "c");
				assertThat(change.pendingOn()).isEmpty();
			});
			assertThat(level("fleet.test.wire")).isEqualTo(LogLevel.DEBUG);
			assertThat(a.overrides().get("fleet.test.wire").expiresAt()).isCloseTo(written.expiresAt(),
					within(1, ChronoUnit.SECONDS));
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().activeChanges()).isEmpty();
					assertThat(instance.overrides().overrides()).isEmpty();
				}
			});
			assertThat(a.view().describe().changes()).isEmpty();
			FleetWrites.Written active = b.writes()
				.write(Map.of(FleetSetting.level("fleet.test.other"), "WARN"), Duration.ofMinutes(5), "bob");
			try (FleetInstance d = start(application, "d")) {
				await().atMost(WAIT).untilAsserted(() -> {
					assertThat(d.applier().activeChanges()).containsOnlyKeys("level:fleet.test.other");
					assertThat(b.view().describe().changes().get(0).appliedBy()).containsExactly("a", "b", "c", "d");
				});
				assertThat(d.applier().appliedChangeIds()).containsExactly(active.changeId());
				assertThat(d.counts().applied()).isEqualTo(1);
			}
		}
	}

	@Test
	void writeWhenOneInstanceClockIsAheadShouldExpireByThatInstanceClock() {
		String application = application();
		Clock ahead = Clock.offset(Clock.systemUTC(), Duration.ofMinutes(2));
		try (FleetInstance a = start(application, "a"); FleetInstance skewed = start(application, "skewed", ahead)) {
			awaitConnected(a);
			awaitConnected(skewed);
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.skew"), "DEBUG"), Duration.ofMinutes(1), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId());
				FleetDescriptor.ChangeDescriptor change = a.view().describe().changes().get(0);
				assertThat(change.appliedBy()).containsExactly("a");
				assertThat(change.pendingOn()).containsExactly("skewed");
			});
			assertThat(skewed.applier().activeChanges()).isEmpty();
			assertThat(skewed.view().describe().changes()).isEmpty();
		}
	}

	@Test
	void readWhenRecordsAreMalformedUnknownOversizedOrUnsignedShouldSkipAndCountThemAndKeepReading() {
		String application = application();
		String secret = "s3cr3t-" + UUID.randomUUID();
		try (FleetInstance a = start(application, "a", null, "logging-perf.fleet.secret=" + secret,
				"logging-perf.fleet.max-record-size=1KB")) {
			awaitConnected(a);
			String topic = "logging-perf." + application;
			FleetSignature signature = FleetSignature.of(secret);
			FleetSignature wrong = FleetSignature.of("not-the-secret");
			byte[] valid = new FleetCodec()
				.write(new FleetChange("DEBUG", null, Instant.now(), "mallory", "outside", "c-1"));
			byte[] notJson = "{not json".getBytes(StandardCharsets.UTF_8);
			byte[] oversized = new byte[2048];
			try (KafkaProducer<String, byte[]> producer = producer()) {
				send(producer, topic, "level:fleet.test.bad", notJson, signature.sign("level:fleet.test.bad", notJson));
				send(producer, topic, "colour", valid, signature.sign("colour", valid));
				send(producer, topic, "level:fleet.test.big", oversized,
						signature.sign("level:fleet.test.big", oversized));
				send(producer, topic, "level:fleet.test.unsigned", valid, null);
				send(producer, topic, "level:fleet.test.forged", valid, wrong.sign("level:fleet.test.forged", valid));
				producer.flush();
			}
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.good"), "DEBUG"), null, "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId()));
			assertThat(a.counts().rejected(FleetRejection.MALFORMED)).isOne();
			assertThat(a.counts().rejected(FleetRejection.UNKNOWN)).isOne();
			assertThat(a.counts().rejected(FleetRejection.OVERSIZED)).isOne();
			assertThat(a.counts().rejected(FleetRejection.UNSIGNED)).isEqualTo(2);
			assertThat(a.overrides().overrides()).containsOnlyKeys("fleet.test.good");
			assertThat(a.view().describe().toString()).doesNotContain(secret);
			a.writes().write(reset(FleetSetting.level("fleet.test.good")), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().overrides()).isEmpty());
		}
	}

	@Test
	void startWhenBrokerIsDownShouldStartDisconnectedAndRefuseFleetWrites() throws IOException {
		try (FleetInstance a = FleetInstance.start("127.0.0.1:" + freePort(), application(), "a", null)) {
			assertThat(a.view().isConnected()).isFalse();
			assertThat(a.view().describe().connected()).isFalse();
			assertThatExceptionOfType(FleetUnavailableException.class).isThrownBy(
					() -> a.writes().write(Map.of(FleetSetting.level("fleet.test.down"), "DEBUG"), null, "alice"));
			assertThat(a.applier().activeChanges()).isEmpty();
			assertThat(a.overrides().overrides()).isEmpty();
		}
	}

	@Test
	void writeWhenBrokerIsLostShouldRefuseAndReportDisconnected() {
		EmbeddedKafkaKraftBroker lost = new EmbeddedKafkaKraftBroker(1, 1);
		lost.afterPropertiesSet();
		try (FleetInstance a = FleetInstance.start(lost.getBrokersAsString(), application(), "a", null)) {
			awaitConnected(a);
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.lost"), "DEBUG"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId()));
			lost.destroy();
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.view().isConnected()).isFalse());
			assertThatExceptionOfType(FleetUnavailableException.class).isThrownBy(
					() -> a.writes().write(Map.of(FleetSetting.level("fleet.test.other"), "DEBUG"), null, "alice"));
			assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId());
			a.overrides().clear("test");
		}
	}

	@Test
	void startWhenBrokerIsDownShouldCatchUpWhenItComesAndReconnectWhenItReturns() throws IOException {
		String application = application();
		try (BrokerAddress address = new BrokerAddress();
				FleetInstance late = FleetInstance.start(address.bootstrapServers(), application, "late", null)) {
			assertThat(late.view().isConnected()).isFalse();
			address.startBroker();
			try (FleetInstance writer = FleetInstance.start(address.bootstrapServers(), application, "writer", null)) {
				awaitConnected(writer);
				FleetWrites.Written written = writer.writes()
					.write(Map.of(FleetSetting.level("fleet.test.catchup"), "DEBUG"), Duration.ofMinutes(5), "alice");
				await().atMost(WAIT).untilAsserted(() -> {
					assertThat(late.view().isConnected()).isTrue();
					assertThat(late.applier().appliedChangeIds()).containsExactly(written.changeId());
				});
				assertThat(late.overrides().get("fleet.test.catchup").expiresAt()).isCloseTo(written.expiresAt(),
						within(1, ChronoUnit.SECONDS));
			}
			address.stopBroker();
			await().atMost(WAIT).untilAsserted(() -> assertThat(late.view().isConnected()).isFalse());
			assertThatExceptionOfType(FleetUnavailableException.class).isThrownBy(() -> late.writes()
				.write(Map.of(FleetSetting.level("fleet.test.gone"), "DEBUG"), Duration.ofMinutes(5), "alice"));
			assertThat(late.overrides().get("fleet.test.gone")).isNull();
			address.startBroker();
			awaitConnected(late);
			FleetWrites.Written back = late.writes()
				.write(Map.of(FleetSetting.level("fleet.test.back"), "WARN"), Duration.ofMinutes(5), "bob");
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(late.applier().appliedChangeIds()).contains(back.changeId()));
			assertThat(late.overrides().get("fleet.test.back")).isNotNull();
			late.overrides().clear("test");
		}
	}

	private static Map<FleetSetting, @Nullable String> reset(FleetSetting... settings) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		for (FleetSetting setting : settings) {
			values.put(setting, null);
		}
		return values;
	}

	private void awaitConnected(FleetInstance instance) {
		await().atMost(WAIT).untilAsserted(() -> assertThat(instance.view().isConnected()).isTrue());
	}

	private static FleetInstance start(String application, String id) {
		return start(application, id, null);
	}

	private static FleetInstance start(String application, String id, @Nullable Clock clock, String... properties) {
		return FleetInstance.start(broker.getBrokersAsString(), application, id, clock, properties);
	}

	private static String application() {
		return "fleet-test-" + UUID.randomUUID().toString().substring(0, 8);
	}

	private static @Nullable LogLevel level(String logger) {
		return LoggingSystem.get(KafkaFleetTransportTests.class.getClassLoader())
			.getLoggerConfiguration(logger)
			.getEffectiveLevel();
	}

	private static KafkaProducer<String, byte[]> producer() {
		Map<String, Object> config = new LinkedHashMap<>();
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		return new KafkaProducer<>(config);
	}

	private static void send(KafkaProducer<String, byte[]> producer, String topic, String key, byte[] value,
			byte @Nullable [] signature) {
		ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, key, value);
		if (signature != null) {
			record.headers().add(KafkaFleetTransport.SIGNATURE_HEADER, signature);
		}
		producer.send(record);
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

}
