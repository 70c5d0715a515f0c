package io.github.loggingperf.fleet.kafka;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;

import javax.management.MBeanServer;
import javax.management.ObjectName;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.fleet.FleetChange;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetMember;
import io.github.loggingperf.fleet.FleetRejection;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetStatus;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.testsupport.CapturedLog;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.logging.log4j.Level;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.endpoint.SecurityContext;
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
		broker = SingleBroker.start();
	}

	@AfterAll
	static void stopBroker() {
		broker.destroy();
	}

	@Test
	void writeWhenThreeInstancesShouldApplyAcknowledgeReportTheirStatusAndRevertAtExpiryAndLaterInstanceGetsOnlyActiveChanges() {
		String application = application();
		LoggingPipeline shared = null;
		LogLevel thresholdBefore = null;
		boolean locationBefore = false;
		try (FleetInstance a = start(application, "a");
				FleetInstance b = start(application, "b");
				FleetInstance c = start(application, "c", null, "logging-perf.doctor.enabled=true")) {
			shared = a.pipeline();
			thresholdBefore = shared.discardThreshold();
			locationBefore = shared.locationEnabled();
			boolean location = !locationBefore;
			List<FleetInstance> fleet = List.of(a, b, c);
			fleet.forEach(this::awaitConnected);
			Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
			values.put(FleetSetting.level("fleet.test.wire"), "DEBUG");
			values.put(FleetSetting.LOCATION, String.valueOf(location));
			values.put(FleetSetting.DISCARD_THRESHOLD, "ERROR");
			FleetWrites.Written written = a.writes().write(values, Duration.ofSeconds(8), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().appliedChangeIds()).containsExactly(written.changeId());
					assertThat(instance.applier().activeChanges()).containsOnlyKeys("discardThreshold",
							"level:fleet.test.wire", "location");
				}
				FleetDescriptor described = a.view().describe();
				assertThat(described.changes()).hasSize(3).allSatisfy((change) -> {
					assertThat(change.appliedBy()).containsExactly("a", "b", "c");
					assertThat(change.pendingOn()).isEmpty();
				});
				assertThat(described.instances()).extracting(FleetDescriptor.InstanceDescriptor::id)
					.containsExactly("a", "b", "c");
				for (FleetDescriptor.InstanceDescriptor instance : described.instances()) {
					assertReportsItsOwnStatus(instance, fleet, written.changeId(), location);
				}
				assertThat(described.totals().instances()).isEqualTo(3);
				assertThat(described.totals().changes()).isEqualTo(3);
				assertThat(described.totals().pendingChanges()).isZero();
				assertThat(described.totals().discarded()).isEqualTo(
						described.instances().stream().mapToLong((instance) -> instance.status().discarded()).sum());
			});
			assertThat(c.view().describe().instances()).filteredOn((instance) -> instance.id().equals("c"))
				.singleElement()
				.satisfies((instance) -> assertThat(instance.status().findings()).isNotEmpty());
			assertThat(level("fleet.test.wire")).isEqualTo(LogLevel.DEBUG);
			assertThat(shared.locationEnabled()).isEqualTo(location);
			assertThat(shared.discardThreshold()).isEqualTo(LogLevel.ERROR);
			for (FleetInstance instance : fleet) {
				assertThat(instance.overrides().get("fleet.test.wire").expiresAt()).as(instance.id())
					.isEqualTo(written.expiresAt());
				assertThat(instance.applier().activeChanges().values()).as(instance.id())
					.extracting(FleetChange::expiresAt)
					.containsOnly(written.expiresAt());
			}
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().activeChanges()).isEmpty();
					assertThat(instance.overrides().overrides()).isEmpty();
					assertThat(instance.view().ownStatus().appliedChanges()).isEmpty();
				}
			});
			assertThat(a.view().describe().changes()).isEmpty();
			FleetWrites.Written active = b.writes()
				.write(Map.of(FleetSetting.level("fleet.test.other"), "WARN"), Duration.ofMinutes(5), "bob");
			try (FleetInstance d = start(application, "d")) {
				// a change is counted just after it is applied: wait for both
				await().atMost(WAIT).untilAsserted(() -> {
					assertThat(d.applier().activeChanges()).containsOnlyKeys("level:fleet.test.other");
					assertThat(b.view().describe().changes().get(0).appliedBy()).containsExactly("a", "b", "c", "d");
					assertThat(d.counts().applied()).isEqualTo(1);
				});
				assertThat(d.applier().appliedChangeIds()).containsExactly(active.changeId());
			}
		}
		finally {
			if (shared != null && thresholdBefore != null) {
				shared.setDiscardThreshold(thresholdBefore);
				shared.setLocationEnabled(locationBefore);
			}
		}
	}

	@Test
	void idleInstanceShouldReadNoStatusUntilItsFleetViewIsAskedForThenOnlyWhatWasWrittenSince() throws Exception {
		String application = application();
		String id = "idle-" + UUID.randomUUID().toString().substring(0, 8);
		try (FleetInstance a = start(application, "a");
				FleetInstance idle = start(application, "idle", null, "spring.kafka.client-id=" + id,
						"logging-perf.fleet.status-interval=1s", "logging-perf.fleet.instance-timeout=3s")) {
			List.of(a, idle).forEach(this::awaitConnected);
			ObjectName statusReads = new ObjectName(
					"kafka.consumer:type=consumer-fetch-manager-metrics,client-id=" + id + "-status");
			MBeanServer server = ManagementFactory.getPlatformMBeanServer();
			await().during(Duration.ofSeconds(4))
				.atMost(Duration.ofSeconds(10))
				.untilAsserted(() -> assertThat(server.isRegistered(statusReads)).as("a status consumer").isFalse());
			assertThat(idle.view().describe().instances()).extracting(FleetDescriptor.InstanceDescriptor::id)
				.containsExactly("idle", "a");
			double first = consumed(server, statusReads);
			assertThat(first).as("the statuses written within instance-timeout, a few of a's and the idle one's")
				.isBetween(1.0, 12.0);
			await().atMost(WAIT).untilAsserted(() -> {
				idle.view().describe();
				assertThat(consumed(server, statusReads)).isGreaterThan(first);
			});
			double second = consumed(server, statusReads);
			assertThat(idle.view().describe().instances()).extracting(FleetDescriptor.InstanceDescriptor::id)
				.containsExactly("idle", "a");
			assertThat(consumed(server, statusReads) - second).as("read again at once: nothing new").isLessThan(3);
		}
	}

	private static double consumed(MBeanServer server, ObjectName consumer) throws Exception {
		return ((Number) server.getAttribute(consumer, "records-consumed-total")).doubleValue();
	}

	private static void assertReportsItsOwnStatus(FleetDescriptor.InstanceDescriptor described,
			List<FleetInstance> fleet, String changeId, boolean location) {
		FleetInstance instance = fleet.stream()
			.filter((candidate) -> candidate.id().equals(described.id()))
			.findFirst()
			.orElseThrow();
		LoggingPipeline pipeline = instance.pipeline();
		FleetStatus status = described.status();
		assertThat(status.instance()).isEqualTo(described.id());
		assertThat(status.appliedChanges()).containsExactly(changeId);
		assertThat(status.mode()).isEqualTo(pipeline.mode());
		assertThat(status.ringBufferCapacity()).isEqualTo(pipeline.ringBuffer().capacity()).isPositive();
		assertThat(status.ringBufferUsed()).isBetween(0L, status.ringBufferCapacity());
		assertThat(status.discarded()).isEqualTo(pipeline.discarded().total());
		assertThat(status.locationEnabled()).isEqualTo(location);
		assertThat(status.findings()).isEqualTo(findings(instance));
	}

	private static Map<String, Long> findings(FleetInstance instance) {
		if (!instance.hasDoctor()) {
			return Map.of();
		}
		return instance.doctor()
			.findings()
			.stream()
			.collect(Collectors.groupingBy((finding) -> finding.severity().name().toLowerCase(Locale.ROOT),
					TreeMap::new, Collectors.counting()));
	}

	@Test
	void writeWhenOneInstanceClockIsAheadAndOneBehindShouldExpireByEachInstanceOwnClock() {
		String application = application();
		Clock ahead = Clock.offset(Clock.systemUTC(), Duration.ofMinutes(2));
		Clock behind = Clock.offset(Clock.systemUTC(), Duration.ofMinutes(-1));
		try (FleetInstance a = start(application, "a");
				FleetInstance early = start(application, "early", ahead);
				FleetInstance late = start(application, "late", behind)) {
			List.of(a, early, late).forEach(this::awaitConnected);
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.skew"), "DEBUG"), Duration.ofSeconds(4), "alice");
			FleetWrites.Written marker = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.marker"), "INFO"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().appliedChangeIds()).containsExactlyInAnyOrder(written.changeId(),
						marker.changeId());
				assertThat(late.applier().appliedChangeIds()).containsExactlyInAnyOrder(written.changeId(),
						marker.changeId());
				assertThat(early.applier().appliedChangeIds()).containsExactly(marker.changeId());
				// counted just after it was applied
				assertThat(early.counts().applied()).as("the marker, written after the change on the one partition")
					.isOne();
			});
			assertThat(early.applier().activeChanges()).containsOnlyKeys("level:fleet.test.marker");
			assertThat(early.overrides().get("fleet.test.skew")).isNull();
			assertThat(early.view().describe().changes()).extracting(FleetDescriptor.ChangeDescriptor::setting)
				.containsExactly("level:fleet.test.marker");
			assertThat(late.overrides().get("fleet.test.skew").expiresAt()).isEqualTo(written.expiresAt());
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().activeChanges()).containsOnlyKeys("level:fleet.test.marker");
				FleetDescriptor.ChangeDescriptor change = late.view()
					.describe()
					.changes()
					.stream()
					.filter((candidate) -> candidate.changeId().equals(marker.changeId()))
					.findFirst()
					.orElseThrow();
				assertThat(change.appliedBy()).containsExactly("a", "early", "late");
			});
			assertThat(late.applier().activeChanges()).containsOnlyKeys("level:fleet.test.marker",
					"level:fleet.test.skew");
			assertThat(late.overrides().get("fleet.test.skew")).isNotNull();
			assertThat(late.view().describe().changes()).extracting(FleetDescriptor.ChangeDescriptor::setting)
				.containsExactly("level:fleet.test.marker", "level:fleet.test.skew");
			a.writes()
				.write(reset(FleetSetting.level("fleet.test.skew"), FleetSetting.level("fleet.test.marker")), null,
						"alice");
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : List.of(a, early, late)) {
					assertThat(instance.applier().activeChanges()).isEmpty();
					assertThat(instance.overrides().overrides()).isEmpty();
				}
			});
		}
	}

	@Test
	void writeWhenTopicNameIsSetShouldCreateItCompactedAndRevertLocationAndThresholdToTheirValuesBefore()
			throws Exception {
		String application = application();
		String topic = "custom-fleet-" + application;
		LoggingPipeline pipeline = null;
		LogLevel thresholdBefore = null;
		boolean locationBefore = false;
		try (FleetInstance a = start(application, "a", null, "logging-perf.fleet.topic=" + topic)) {
			pipeline = a.pipeline();
			thresholdBefore = pipeline.discardThreshold();
			locationBefore = pipeline.locationEnabled();
			awaitConnected(a);
			assertThat(a.transport().topics().desiredState()).isEqualTo(topic);
			try (Admin admin = Admin
				.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString()))) {
				String status = "logging-perf." + application + ".status";
				assertThat(admin.listTopics().names().get()).contains(topic, status)
					.doesNotContain("logging-perf." + application);
				for (String created : List.of(topic, status)) {
					ConfigResource resource = new ConfigResource(ConfigResource.Type.TOPIC, created);
					Config config = admin.describeConfigs(List.of(resource)).all().get().get(resource);
					assertThat(config.get(TopicConfig.CLEANUP_POLICY_CONFIG).value()).as(created)
						.isEqualTo(TopicConfig.CLEANUP_POLICY_COMPACT);
					assertThat(admin.describeTopics(List.of(created)).allTopicNames().get().get(created).partitions())
						.as(created)
						.hasSize(1);
				}
			}
			Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
			values.put(FleetSetting.LOCATION, String.valueOf(!locationBefore));
			values.put(FleetSetting.DISCARD_THRESHOLD, (thresholdBefore == LogLevel.ERROR) ? "WARN" : "ERROR");
			FleetWrites.Written written = a.writes().write(values, Duration.ofSeconds(4), "alice");
			LoggingPipeline shared = pipeline;
			LogLevel before = thresholdBefore;
			boolean location = locationBefore;
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId());
				assertThat(shared.locationEnabled()).isEqualTo(!location);
				assertThat(shared.discardThreshold()).isNotEqualTo(before);
			});
			await().atMost(WAIT).untilAsserted(() -> {
				assertThat(a.applier().activeChanges()).isEmpty();
				assertThat(shared.locationEnabled()).isEqualTo(location);
				assertThat(shared.discardThreshold()).isEqualTo(before);
			});
		}
		finally {
			if (pipeline != null && thresholdBefore != null) {
				pipeline.setDiscardThreshold(thresholdBefore);
				pipeline.setLocationEnabled(locationBefore);
			}
		}
	}

	@Test
	void readWhenRecordsAreMalformedUnknownOversizedUnsignedOrWithoutExpiryShouldSkipCountAndLogEachOnceAndKeepReading() {
		String application = application();
		String secret = "s3cr3t-" + UUID.randomUUID();
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf");
				FleetInstance a = start(application, "a", null, "logging-perf.fleet.secret=" + secret,
						"logging-perf.fleet.max-record-size=1KB")) {
			awaitConnected(a);
			String topic = "logging-perf." + application;
			FleetSignature signature = FleetSignature.of(secret);
			FleetSignature wrong = FleetSignature.of("not-the-secret");
			byte[] valid = new FleetCodec().write(new FleetChange("DEBUG", Instant.now().plusSeconds(300),
					Instant.now(), "mallory", "outside", "c-1", topic, 1));
			byte[] forever = new FleetCodec()
				.write(new FleetChange("DEBUG", null, Instant.now(), "mallory", "outside", "c-2", topic, 2));
			byte[] notJson = "{not json".getBytes(StandardCharsets.UTF_8);
			byte[] oversized = new byte[2048];
			try (KafkaProducer<String, byte[]> producer = producer()) {
				send(producer, topic, "level:fleet.test.bad", notJson, signature.sign("level:fleet.test.bad", notJson));
				send(producer, topic, "colour", valid, signature.sign("colour", valid));
				send(producer, topic, "level:fleet.test.big", oversized,
						signature.sign("level:fleet.test.big", oversized));
				send(producer, topic, "level:fleet.test.unsigned", valid, null);
				send(producer, topic, "level:fleet.test.forged", valid, wrong.sign("level:fleet.test.forged", valid));
				send(producer, topic, "level:fleet.test.forever", forever,
						signature.sign("level:fleet.test.forever", forever));
				send(producer, topic, "level:fleet.test.gone", null, null);
				producer.flush();
			}
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.good"), "DEBUG"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId()));
			assertThat(a.counts().rejected(FleetRejection.MALFORMED)).isOne();
			assertThat(a.counts().rejected(FleetRejection.UNKNOWN)).isOne();
			assertThat(a.counts().rejected(FleetRejection.OVERSIZED)).isOne();
			assertThat(a.counts().rejected(FleetRejection.UNSIGNED)).isEqualTo(3);
			assertThat(a.counts().rejected(FleetRejection.INVALID)).isOne();
			assertThat(a.counts().tombstones()).isZero();
			assertThat(a.overrides().overrides()).containsOnlyKeys("fleet.test.good");
			List<String> skipped = List.of("'level:fleet.test.bad' at " + topic + "-0@0: malformed",
					"'colour' at " + topic + "-0@1: unknown", "'level:fleet.test.big' at " + topic + "-0@2: oversized",
					"'level:fleet.test.unsigned' at " + topic + "-0@3: unsigned",
					"'level:fleet.test.forged' at " + topic + "-0@4: unsigned",
					"'level:fleet.test.forever' at " + topic + "-0@5: invalid (it has no expiresAt",
					"'level:fleet.test.gone' at " + topic + "-0@6: unsigned");
			await().atMost(WAIT).untilAsserted(() -> {
				List<String> warnings = log.messages(FleetMember.class, Level.WARN);
				for (String record : skipped) {
					assertThat(warnings).filteredOn((message) -> message.contains(record)).as(record).hasSize(1);
				}
				assertThat(warnings).filteredOn((message) -> message.contains("skipped fleet record"))
					.hasSize(skipped.size());
			});
			assertThat(a.view().describe().toString()).doesNotContain(secret);
			a.writes().write(reset(FleetSetting.level("fleet.test.good")), null, "alice");
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.overrides().overrides()).isEmpty());
			assertThat(log.all()).isNotEmpty().noneSatisfy((text) -> assertThat(text).contains(secret));
		}
	}

	@Test
	void startWhenBrokerIsDownShouldStartDisconnectedWarnOnceKeepLocalWritesAndRefuseFleetWrites() throws IOException {
		String secret = "s3cr3t-" + UUID.randomUUID();
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf");
				FleetInstance a = FleetInstance.start("127.0.0.1:" + freePort(), application(), "a", null,
						"logging-perf.fleet.secret=" + secret)) {
			assertThat(a.view().isConnected()).isFalse();
			assertThat(a.view().describe().connected()).isFalse();
			assertThat(a.meters().get("logging.perf.fleet.connected").gauge().value()).isZero();
			assertThat(a.meters().get("logging.perf.fleet.lag").gauge().value()).isEqualTo(-1);
			assertThatExceptionOfType(FleetUnavailableException.class)
				.isThrownBy(() -> a.writes()
					.write(Map.of(FleetSetting.level("fleet.test.down"), "DEBUG"), Duration.ofMinutes(5), "alice"))
				.satisfies((ex) -> assertThat(ex.getMessage()).contains("not written").doesNotContain(secret));
			assertThat(a.applier().activeChanges()).isEmpty();
			assertThat(a.overrides().overrides()).isEmpty();
			Map<String, @Nullable Object> local = new LinkedHashMap<>();
			local.put("fleet.test.local", "DEBUG");
			a.endpoint().change(SecurityContext.NONE, null, null, local, Duration.ofMinutes(5), null);
			assertThat(level("fleet.test.local")).isEqualTo(LogLevel.DEBUG);
			assertThat(a.overrides().get("fleet.test.local")).isNotNull();
			await().atMost(WAIT)
				.during(Duration.ofSeconds(4))
				.untilAsserted(() -> assertThat(log.messages(KafkaFleetTransport.class, Level.WARN))
					.singleElement(InstanceOfAssertFactories.STRING)
					.contains("fleet not connected: the Kafka broker"));
			assertThat(a.view().isConnected()).isFalse();
			assertThat(a.meters().get("logging.perf.fleet.connected").gauge().value()).isZero();
			assertThat(log.all()).isNotEmpty().noneSatisfy((text) -> assertThat(text).contains(secret));
			a.overrides().clear("test");
		}
	}

	@Test
	void writeWhenBrokerIsLostShouldRefuseAndReportDisconnected() {
		EmbeddedKafkaKraftBroker lost = SingleBroker.start();
		try (FleetInstance a = FleetInstance.start(lost.getBrokersAsString(), application(), "a", null)) {
			awaitConnected(a);
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.lost"), "DEBUG"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(a.applier().appliedChangeIds()).containsExactly(written.changeId()));
			lost.destroy();
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.view().isConnected()).isFalse());
			assertThatExceptionOfType(FleetUnavailableException.class).isThrownBy(() -> a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.other"), "DEBUG"), Duration.ofMinutes(5), "alice"));
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

	private static void send(KafkaProducer<String, byte[]> producer, String topic, String key, byte @Nullable [] value,
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
