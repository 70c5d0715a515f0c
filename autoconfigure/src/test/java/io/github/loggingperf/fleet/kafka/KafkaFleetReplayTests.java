package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetChange;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetMember;
import io.github.loggingperf.fleet.FleetRejection;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.testsupport.CapturedLog;
import io.github.loggingperf.testsupport.SettableClock;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.AlterConfigOp;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.logging.log4j.Level;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The attacks of someone who can read and write the fleet's topics but has no secret, on
 * a real Kafka broker (the embedded KRaft broker of spring-kafka-test, its log cleaner
 * running every 100 ms): an old signed record written again, headers included, at the end
 * of its own topic, before and after compaction, and a signed record of one application
 * copied into another application's topic. Every instance shares the secret, but in the
 * test that shows the same refusal without a secret. The records are copied exactly as
 * read back from the topic (key, value and every header) with a plain Kafka producer.
 */
class KafkaFleetReplayTests {

	private static final Duration WAIT = Duration.ofSeconds(60);

	private static final Duration TTL = Duration.ofMinutes(30);

	private static final String SECRET = "replay-secret-" + UUID.randomUUID();

	private static final String WIRE = "fleet.replay.wire";

	private static EmbeddedKafkaKraftBroker broker;

	@BeforeAll
	static void startBroker() {
		broker = SingleBroker
			.start(Map.of("log.cleaner.backoff.ms", "100", "log.cleaner.dedupe.buffer.size", "8388608"));
		Map<String, Object> config = new LinkedHashMap<>(producerConfig());
		config.put(ProducerConfig.TRANSACTIONAL_ID_CONFIG, "transaction-coordinator-ready");
		config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, (int) WAIT.toMillis());
		try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(config)) {
			producer.initTransactions();
		}
	}

	@AfterAll
	static void stopBroker() {
		broker.destroy();
	}

	@Test
	void oldRecordWrittenAgainAfterItsResetShouldBeRefusedAsReplayedByRunningAndLaterInstances() throws Exception {
		String application = application();
		String topic = "logging-perf." + application;
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf.fleet", Level.WARN);
				FleetInstance a = start(application, "a");
				FleetInstance b = start(application, "b")) {
			List.of(a, b).forEach(KafkaFleetReplayTests::awaitConnected);
			FleetWrites.Written change = a.writes().write(Map.of(FleetSetting.level(WIRE), "DEBUG"), TTL, "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.overrides().get(WIRE)).isNotNull();
				assertThat(b.overrides().get(WIRE)).isNotNull();
			});
			a.writes().write(reset(WIRE), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.overrides().get(WIRE)).isNull();
				assertThat(b.overrides().get(WIRE)).isNull();
			});
			ConsumerRecord<String, byte[]> old = only(read(topic), WIRE, change.changeId());
			long replayed = append(topic, old);
			FleetWrites.Written marker = writeMarker(a);
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().appliedChangeIds()).containsExactly(marker.changeId());
				assertThat(b.applier().appliedChangeIds()).containsExactly(marker.changeId());
			});
			for (FleetInstance instance : List.of(a, b)) {
				assertThat(instance.overrides().get(WIRE)).as(instance.id()).isNull();
				assertThat(instance.counts().rejected(FleetRejection.REPLAYED)).as(instance.id()).isOne();
				assertThat(rejected(instance, "replayed")).as(instance.id()).isOne();
			}
			try (FleetInstance later = start(application, "later")) {
				await().atMost(WAIT)
					.untilAsserted(
							() -> assertThat(later.applier().appliedChangeIds()).containsExactly(marker.changeId()));
				assertThat(later.overrides().get(WIRE)).isNull();
				assertThat(later.applier().activeChanges()).containsOnlyKeys("level:fleet.replay.marker");
				assertThat(later.counts().rejected(FleetRejection.REPLAYED)).isOne();
			}
			String position = "at " + topic + "-0@" + replayed + ": replayed";
			assertThat(log.messages(FleetMember.class, Level.WARN))
				.filteredOn((message) -> message.contains("skipped fleet record"))
				.hasSize(3)
				.allSatisfy((message) -> assertThat(message).contains(position)
					.contains("change " + change.changeId())
					.contains("is not newer than change"));
		}
	}

	@Test
	void oldRecordWrittenAgainShouldStillBeRefusedAfterCompactionKeptOnlyTheLatestRecordOfEachKey() throws Exception {
		String application = application();
		String topic = "logging-perf." + application;
		FleetWrites.Written change;
		try (FleetInstance a = start(application, "a")) {
			awaitConnected(a);
			compactAtOnce(topic);
			change = a.writes().write(Map.of(FleetSetting.level(WIRE), "DEBUG"), TTL, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().get(WIRE)).isNotNull());
			a.writes().write(reset(WIRE), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().get(WIRE)).isNull());
			ConsumerRecord<String, byte[]> old = only(read(topic), WIRE, change.changeId());
			long replayed = append(topic, old);
			await().atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
				append(topic, new ConsumerRecord<>(topic, 0, 0, "roll-" + UUID.randomUUID(), null));
				List<ConsumerRecord<String, byte[]>> records = read(topic);
				assertThat(records).extracting(ConsumerRecord::offset).doesNotContain(old.offset());
				assertThat(records).filteredOn((record) -> record.key().equals(old.key()))
					.extracting(ConsumerRecord::offset)
					.containsExactly(replayed);
			});
			assertThat(a.overrides().get(WIRE)).isNull();
			assertThat(a.counts().rejected(FleetRejection.REPLAYED)).isOne();
		}
		try (FleetInstance later = start(application, "later")) {
			awaitConnected(later);
			FleetWrites.Written marker = writeMarker(later);
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(later.applier().appliedChangeIds()).containsExactly(marker.changeId());
				assertThat(later.counts().applied()).as("only the marker: the change itself was compacted away")
					.isOne();
			});
			assertThat(later.overrides().get(WIRE)).isNull();
			assertThat(later.counts().rejected(FleetRejection.REPLAYED)).isOne();
			assertThat(later.counts().applied()).as("only the marker: the change itself was compacted away").isOne();
		}
	}

	@Test
	void newestRecordTombstonedAndCompactedAwayThenAnOldRecordAppendedShouldActAtMostUntilItsOwnExpiry()
			throws Exception {
		String application = application();
		String topic = "logging-perf." + application;
		FleetWrites.Written old;
		FleetWrites.Written marker;
		try (FleetInstance a = start(application, "a"); FleetInstance b = start(application, "b")) {
			List.of(a, b).forEach(KafkaFleetReplayTests::awaitConnected);
			compactAtOnce(topic);
			old = a.writes().write(Map.of(FleetSetting.level(WIRE), "DEBUG"), Duration.ofMinutes(10), "alice");
			awaitApplied(List.of(a, b), old);
			ConsumerRecord<String, byte[]> captured = only(read(topic), WIRE, old.changeId());
			FleetWrites.Written newest = a.writes().write(Map.of(FleetSetting.level(WIRE), "INFO"), TTL, "alice");
			awaitApplied(List.of(a, b), newest);
			String newestKey = FleetSetting.level(WIRE).recordKey(newest.changeId());
			append(topic, new ConsumerRecord<>(topic, 0, 0, newestKey, null));
			long copy = append(topic, captured);
			marker = writeMarker(a);
			awaitApplied(List.of(a, b), marker);
			for (FleetInstance instance : List.of(a, b)) {
				assertThat(instance.overrides().get(WIRE).level()).as(instance.id()).isEqualTo(LogLevel.INFO);
				assertThat(instance.counts().rejected(FleetRejection.UNSIGNED)).as("the tombstone").isOne();
				assertThat(instance.counts().rejected(FleetRejection.REPLAYED)).as("the copy").isOne();
				assertThat(instance.counts().tombstones()).as("the write's own, of the old record").isOne();
				assertThat(rejected(instance, "unsigned")).isOne();
			}
			await().atMost(WAIT).pollInterval(Duration.ofSeconds(1)).untilAsserted(() -> {
				append(topic, new ConsumerRecord<>(topic, 0, 0, "roll-" + UUID.randomUUID(), null));
				List<ConsumerRecord<String, byte[]>> records = read(topic);
				assertThat(records).noneMatch((record) -> record.key().equals(newestKey));
				assertThat(records).filteredOn((record) -> record.key().equals(captured.key()))
					.extracting(ConsumerRecord::offset)
					.containsExactly(copy);
			});
		}
		SettableClock beforeExpiry = new SettableClock(Instant.now());
		try (FleetInstance later = FleetInstance.start(broker.getBrokersAsString(), application, "later", beforeExpiry,
				"logging-perf.fleet.secret=" + SECRET)) {
			awaitApplied(List.of(later), marker);
			LevelOverride replayed = later.overrides().get(WIRE);
			assertThat(replayed.level()).as("the copy is the newest record left").isEqualTo(LogLevel.DEBUG);
			assertThat(replayed.expiresAt()).as("the original's expiry").isEqualTo(old.expiresAt());
			beforeExpiry.advance(Duration.between(beforeExpiry.instant(), old.expiresAt()));
			later.bean(Expiries.class).expireDue();
			assertThat(later.overrides().get(WIRE)).isNull();
		}
		SettableClock afterExpiry = new SettableClock(old.expiresAt().plusSeconds(1));
		try (FleetInstance last = FleetInstance.start(broker.getBrokersAsString(), application, "last", afterExpiry,
				"logging-perf.fleet.secret=" + SECRET)) {
			awaitApplied(List.of(last), marker);
			// the marker is counted just after it was applied
			await().atMost(WAIT).untilAsserted(() -> assertThat(last.counts().applied()).as("only the marker").isOne());
			assertThat(last.overrides().get(WIRE)).isNull();
			assertThat(last.counts().rejected(FleetRejection.EXPIRED)).isOne();
			assertThat(rejected(last, "expired")).isOne();
		}
	}

	@Test
	void recordWithTheHighestRevisionShouldBeRefusedAndLeaveLaterWritesApplied() throws Exception {
		String application = application();
		String topic = "logging-perf." + application;
		try (FleetInstance a = start(application, "a")) {
			awaitConnected(a);
			FleetSignature signature = FleetSignature.of(SECRET);
			String key = FleetSetting.level(WIRE).recordKey("forged");
			byte[] value = new FleetCodec().write(new FleetChange("TRACE", Instant.now().plus(TTL), Instant.now(),
					"mallory", "outside", "forged", topic, Long.MAX_VALUE));
			ConsumerRecord<String, byte[]> forged = new ConsumerRecord<>(topic, 0, 0, key, value);
			forged.headers().add(KafkaFleetTransport.SIGNATURE_HEADER, signature.sign(key, value));
			append(topic, forged);
			FleetWrites.Written later = a.writes().write(Map.of(FleetSetting.level(WIRE), "WARN"), TTL, "alice");
			awaitApplied(List.of(a), later);
			assertThat(a.overrides().get(WIRE).level()).isEqualTo(LogLevel.WARN);
			assertThat(a.counts().rejected(FleetRejection.AHEAD)).isOne();
			a.writes().write(reset(WIRE), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().get(WIRE)).isNull());
		}
	}

	@Test
	void oldRecordWrittenAgainWithoutASecretShouldStillBeRefusedAsReplayed() throws Exception {
		String application = application();
		String topic = "logging-perf." + application;
		try (FleetInstance a = FleetInstance.start(broker.getBrokersAsString(), application, "a", null,
				"logging-perf.fleet.unsigned=true")) {
			awaitConnected(a);
			FleetWrites.Written change = a.writes().write(Map.of(FleetSetting.level(WIRE), "DEBUG"), TTL, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().get(WIRE)).isNotNull());
			a.writes().write(reset(WIRE), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().get(WIRE)).isNull());
			ConsumerRecord<String, byte[]> old = read(topic).stream()
				.filter((record) -> FleetSetting.level(WIRE).recordKey(change.changeId()).equals(record.key()))
				.findFirst()
				.orElseThrow();
			assertThat(old.headers().lastHeader(KafkaFleetTransport.SIGNATURE_HEADER)).isNull();
			append(topic, old);
			FleetWrites.Written marker = writeMarker(a);
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(a.applier().appliedChangeIds()).containsExactly(marker.changeId()));
			assertThat(a.overrides().get(WIRE)).isNull();
			assertThat(a.counts().rejected(FleetRejection.REPLAYED)).isOne();
		}
	}

	@Test
	void recordOfAnotherApplicationCopiedIntoThisApplicationsTopicShouldBeRefusedAsForeign() throws Exception {
		String orders = application();
		String billing = application();
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf.fleet", Level.WARN);
				FleetInstance writer = start(orders, "orders-1");
				FleetInstance victim = start(billing, "billing-1")) {
			List.of(writer, victim).forEach(KafkaFleetReplayTests::awaitConnected);
			FleetWrites.Written change = writer.writes().write(Map.of(FleetSetting.level(WIRE), "DEBUG"), TTL, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(writer.overrides().get(WIRE)).isNotNull());
			ConsumerRecord<String, byte[]> record = only(read("logging-perf." + orders), WIRE, change.changeId());
			long copied = append("logging-perf." + billing, record);
			FleetWrites.Written marker = writeMarker(victim);
			await().atMost(WAIT)
				.untilAsserted(
						() -> assertThat(victim.applier().appliedChangeIds()).containsExactly(marker.changeId()));
			assertThat(victim.overrides().get(WIRE)).isNull();
			assertThat(victim.counts().rejected(FleetRejection.FOREIGN)).isOne();
			assertThat(victim.counts().rejected(FleetRejection.UNSIGNED)).isZero();
			assertThat(rejected(victim, "foreign")).isOne();
			assertThat(log.messages(FleetMember.class, Level.WARN))
				.filteredOn((message) -> message.contains("skipped fleet record"))
				.singleElement()
				.satisfies((message) -> assertThat(message)
					.contains("at logging-perf." + billing + "-0@" + copied + ": foreign")
					.contains("made for fleet 'logging-perf." + orders + "'"));
			writer.writes().write(reset(WIRE), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(writer.overrides().get(WIRE)).isNull());
		}
	}

	private static double rejected(FleetInstance instance, String reason) {
		return instance.meters().get("logging.perf.fleet.rejected").tag("reason", reason).functionCounter().count();
	}

	private static FleetWrites.Written writeMarker(FleetInstance instance) {
		return instance.writes().write(Map.of(FleetSetting.level("fleet.replay.marker"), "INFO"), TTL, "alice");
	}

	private static ConsumerRecord<String, byte[]> only(List<ConsumerRecord<String, byte[]>> records, String logger,
			String changeId) {
		String key = FleetSetting.level(logger).recordKey(changeId);
		List<ConsumerRecord<String, byte[]>> matching = records.stream()
			.filter((record) -> key.equals(record.key()) && record.value() != null)
			.toList();
		assertThat(matching).hasSize(1);
		assertThat(matching.get(0).headers().lastHeader(KafkaFleetTransport.SIGNATURE_HEADER)).isNotNull();
		return matching.get(0);
	}

	private static List<ConsumerRecord<String, byte[]>> read(String topic) {
		Map<String, Object> config = new LinkedHashMap<>();
		config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString());
		config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
		config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		List<ConsumerRecord<String, byte[]>> records = new ArrayList<>();
		try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(config)) {
			TopicPartition partition = new TopicPartition(topic, 0);
			consumer.assign(List.of(partition));
			consumer.seekToBeginning(List.of(partition));
			long end = consumer.endOffsets(List.of(partition)).get(partition);
			while (consumer.position(partition) < end) {
				consumer.poll(Duration.ofMillis(200)).forEach(records::add);
			}
		}
		return records;
	}

	private static long append(String topic, ConsumerRecord<String, byte[]> record) throws Exception {
		try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(producerConfig())) {
			return producer.send(new ProducerRecord<>(topic, null, record.key(), record.value(), record.headers()))
				.get()
				.offset();
		}
	}

	private static Map<String, Object> producerConfig() {
		Map<String, Object> config = new LinkedHashMap<>();
		config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString());
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		return config;
	}

	private static void compactAtOnce(String topic) throws Exception {
		try (Admin admin = Admin
			.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString()))) {
			ConfigResource resource = new ConfigResource(ConfigResource.Type.TOPIC, topic);
			List<AlterConfigOp> ops = List.of(set(TopicConfig.SEGMENT_MS_CONFIG, "100"),
					set(TopicConfig.MIN_CLEANABLE_DIRTY_RATIO_CONFIG, "0.001"),
					set(TopicConfig.DELETE_RETENTION_MS_CONFIG, "0"));
			admin.incrementalAlterConfigs(Map.of(resource, ops)).all().get();
		}
	}

	private static AlterConfigOp set(String name, String value) {
		return new AlterConfigOp(new ConfigEntry(name, value), AlterConfigOp.OpType.SET);
	}

	private static Map<FleetSetting, @Nullable String> reset(String logger) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		values.put(FleetSetting.level(logger), null);
		return values;
	}

	private static void awaitApplied(List<FleetInstance> instances, FleetWrites.Written written) {
		await().atMost(WAIT)
			.untilAsserted(() -> assertThat(instances)
				.allSatisfy((instance) -> assertThat(instance.applier().appliedChangeIds()).as(instance.id())
					.contains(written.changeId())));
	}

	private static void awaitConnected(FleetInstance instance) {
		await().atMost(WAIT).untilAsserted(() -> assertThat(instance.view().isConnected()).isTrue());
	}

	private static FleetInstance start(String application, String id) {
		return FleetInstance.start(broker.getBrokersAsString(), application, id, null,
				"logging-perf.fleet.secret=" + SECRET);
	}

	private static String application() {
		return "fleet-replay-" + UUID.randomUUID().toString().substring(0, 8);
	}

}
