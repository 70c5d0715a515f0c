package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.loggingperf.fleet.FleetChange;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetWrites;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import org.springframework.kafka.core.KafkaTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;

/**
 * A fleet write of several settings is one Kafka transaction, and instances read with
 * {@code read_committed}: a write that fails in the middle leaves nothing applied on any
 * instance, however far it got. Real broker (the embedded KRaft broker), reached through
 * a {@link BrokerAddress} that can cut it off.
 */
class KafkaFleetTransactionTests {

	private static final Duration WAIT = Duration.ofSeconds(45);

	@RegisterExtension
	static final CuttableBroker broker = new CuttableBroker();

	@Test
	void writeWhenItsTransactionIsAbortedAfterTheFirstRecordShouldApplyNoPartOfItOnAnyInstance() {
		String application = application();
		try (FleetInstance a = start(application, "a"); FleetInstance b = start(application, "b")) {
			List<FleetInstance> fleet = List.of(a, b);
			fleet.forEach(KafkaFleetTransactionTests::awaitConnected);
			KafkaTemplate<String, byte[]> template = a.transport().template();
			String topic = a.transport().topics().desiredState();
			AtomicInteger sent = new AtomicInteger();
			assertThatExceptionOfType(IllegalStateException.class)
				.isThrownBy(() -> template.executeInTransaction((operations) -> {
					operations.send(KafkaFleetTransport.record(topic, change(topic, "fleet.test.aborted.one"))).join();
					sent.incrementAndGet();
					throw new IllegalStateException("failed after the first record");
				}));
			assertThat(sent).as("the first record was acknowledged by the broker before the abort").hasValue(1);
			String committed = template.executeInTransaction((operations) -> {
				operations.send(KafkaFleetTransport.record(topic, change(topic, "fleet.test.committed.one")));
				operations.send(KafkaFleetTransport.record(topic, change(topic, "fleet.test.committed.two")));
				return "committed";
			});
			assertThat(committed).isEqualTo("committed");
			// the consumer thread counts a change just after it applied it: wait for both
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().activeChanges()).as(instance.id())
						.containsOnlyKeys("level:fleet.test.committed.one", "level:fleet.test.committed.two");
					assertThat(instance.counts().applied()).as(instance.id()).isEqualTo(2);
				}
			});
			for (FleetInstance instance : fleet) {
				assertThat(instance.overrides().get("fleet.test.aborted.one")).as(instance.id()).isNull();
			}
			a.writes()
				.write(reset(FleetSetting.level("fleet.test.committed.one"),
						FleetSetting.level("fleet.test.committed.two")), null, "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> fleet
					.forEach((instance) -> assertThat(instance.overrides().overrides()).as(instance.id()).isEmpty()));
		}
	}

	@Test
	void writeWhenTheBrokerIsCutOffAfterItsFirstRecordShouldAnswerUnavailableAndApplyNothingOnceTheBrokerIsBack() {
		String application = application();
		String interceptor = "spring.kafka.producer.properties.interceptor.classes="
				+ CuttingInterceptor.class.getName();
		try (FleetInstance a = start(application, "a", interceptor); FleetInstance b = start(application, "b")) {
			List<FleetInstance> fleet = List.of(a, b);
			fleet.forEach(KafkaFleetTransactionTests::awaitConnected);
			AtomicInteger cuts = new AtomicInteger();
			CuttingInterceptor.arm(a.transport().topics().desiredState(), () -> {
				cuts.incrementAndGet();
				broker.address().cut();
			});
			Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
			values.put(FleetSetting.level("fleet.test.cut.one"), "DEBUG");
			values.put(FleetSetting.level("fleet.test.cut.two"), "DEBUG");
			try {
				assertThatExceptionOfType(FleetUnavailableException.class)
					.isThrownBy(() -> a.writes().write(values, Duration.ofMinutes(5), "alice"))
					.withMessageContaining("not committed, no instance applies any part of it");
			}
			finally {
				broker.address().restore();
			}
			assertThat(cuts).as("the broker acknowledged the first record, then was cut off").hasValue(1);
			fleet.forEach(KafkaFleetTransactionTests::awaitConnected);
			FleetWrites.Written after = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.after"), "WARN"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().appliedChangeIds()).as(instance.id()).contains(after.changeId());
				}
			});
			for (FleetInstance instance : fleet) {
				assertThat(instance.applier().activeChanges()).as(instance.id())
					.containsOnlyKeys("level:fleet.test.after");
				assertThat(instance.overrides().get("fleet.test.cut.one")).as(instance.id()).isNull();
				assertThat(instance.overrides().get("fleet.test.cut.two")).as(instance.id()).isNull();
			}
			a.writes().write(reset(FleetSetting.level("fleet.test.after")), null, "alice");
			await().atMost(WAIT)
				.untilAsserted(() -> fleet
					.forEach((instance) -> assertThat(instance.overrides().overrides()).as(instance.id()).isEmpty()));
		}
	}

	private static FleetMessage change(String fleet, String logger) {
		String changeId = UUID.randomUUID().toString();
		byte[] value = new FleetCodec().write(new FleetChange("DEBUG", Instant.now().plus(Duration.ofMinutes(5)),
				Instant.now(), "alice", "test", changeId, fleet, System.currentTimeMillis()));
		String key = FleetSetting.level(logger).recordKey(changeId);
		return new FleetMessage(key, value, FleetSignature.of(FleetInstance.SECRET).sign(key, value), "");
	}

	private static Map<FleetSetting, @Nullable String> reset(FleetSetting... settings) {
		Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
		for (FleetSetting setting : settings) {
			values.put(setting, null);
		}
		return values;
	}

	private static void awaitConnected(FleetInstance instance) {
		await().atMost(WAIT).untilAsserted(() -> assertThat(instance.view().isConnected()).isTrue());
	}

	private static FleetInstance start(String application, String id, String... properties) {
		return FleetInstance.start(broker.address().bootstrapServers(), application, id, null, properties);
	}

	private static String application() {
		return "fleet-tx-" + UUID.randomUUID().toString().substring(0, 8);
	}

}
