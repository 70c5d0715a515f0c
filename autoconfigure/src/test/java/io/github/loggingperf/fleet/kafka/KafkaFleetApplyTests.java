package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.switches.SwitchState;
import io.github.loggingperf.testsupport.SettableClock;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A fleet change takes the path of a local change, on a real Kafka broker (the embedded
 * KRaft broker of spring-kafka-test): the instance's {@link RuntimeSwitches},
 * {@code LoggerLevelOverrides} and {@link Expiries}, on the application's {@code Clock}
 * bean (here a settable one, so that the test, not a timer, decides when the expiry is
 * due), with no scheduler of the fleet's own.
 */
@EmbeddedKafka(partitions = 1, brokerProperties = { "transaction.state.log.replication.factor=1",
		"transaction.state.log.min.isr=1", "transaction.state.log.num.partitions=1" })
class KafkaFleetApplyTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static final String WIRE = "fleet.apply.wire";

	@Test
	void fleetChangeShouldGoThroughTheSwitchesOverridesAndExpiriesOfALocalChangeOnTheClockBean(
			EmbeddedKafkaBroker broker) {
		SettableClock clock = new SettableClock(Instant.now());
		String application = "fleet-apply-" + UUID.randomUUID().toString().substring(0, 8);
		LoggingPipeline pipeline = null;
		LogLevel thresholdBefore = null;
		boolean locationBefore = false;
		try (FleetInstance a = FleetInstance.start(broker.getBrokersAsString(), application, "a", clock)) {
			pipeline = a.pipeline();
			thresholdBefore = pipeline.discardThreshold();
			locationBefore = pipeline.locationEnabled();
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.view().isConnected()).isTrue());
			RuntimeSwitches switches = a.bean(RuntimeSwitches.class);
			Expiries expiries = a.bean(Expiries.class);
			assertThat(expiries.clock()).isSameAs(clock);
			boolean location = !switches.locationEnabled().configuredValue();
			int pendingBefore = expiries.pending();
			Map<FleetSetting, @Nullable String> values = new LinkedHashMap<>();
			values.put(FleetSetting.level(WIRE), "DEBUG");
			values.put(FleetSetting.LOCATION, String.valueOf(location));
			values.put(FleetSetting.DISCARD_THRESHOLD, "ERROR");
			FleetWrites.Written written = a.writes().write(values, Duration.ofMinutes(10), "alice");
			assertThat(written.expiresAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(10)));
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.applier().activeChanges()).hasSize(3));
			String changedBy = "fleet change " + written.changeId() + " by alice from a";
			SwitchState<LogLevel> threshold = switches.discardThreshold();
			assertThat(threshold.value()).isEqualTo(LogLevel.ERROR);
			assertThat(threshold.expiresAt()).isEqualTo(written.expiresAt());
			assertThat(threshold.changedBy()).isEqualTo(changedBy);
			SwitchState<Boolean> locationState = switches.locationEnabled();
			assertThat(locationState.value()).isEqualTo(location);
			assertThat(locationState.expiresAt()).isEqualTo(written.expiresAt());
			assertThat(locationState.changedBy()).isEqualTo(changedBy);
			assertThat(a.overrides().get(WIRE).expiresAt()).isEqualTo(written.expiresAt());
			assertThat(expiries.pending()).isEqualTo(pendingBefore + 3);
			assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
				.noneMatch((name) -> name.startsWith("logging-perf-fleet-expiry"));
			switches.setDiscardThreshold(LogLevel.WARN, null, "bob");
			clock.advance(Duration.ofMinutes(10));
			assertThat(expiries.expireDue()).as("the level and location; the local threshold replaced the fleet's")
				.isEqualTo(2);
			assertThat(a.overrides().get(WIRE)).isNull();
			assertThat(switches.locationEnabled().value()).isEqualTo(!location);
			assertThat(switches.discardThreshold().value()).isEqualTo(LogLevel.WARN);
			assertThat(switches.discardThreshold().changedBy()).isEqualTo("bob");
			assertThat(a.applier().activeChanges()).isEmpty();
			assertThat(a.view().ownStatus().appliedChanges()).isEmpty();
			assertThat(a.view().describe().changes()).isEmpty();
		}
		finally {
			if (pipeline != null && thresholdBefore != null) {
				pipeline.setDiscardThreshold(thresholdBefore);
				pipeline.setLocationEnabled(locationBefore);
			}
		}
	}

}
