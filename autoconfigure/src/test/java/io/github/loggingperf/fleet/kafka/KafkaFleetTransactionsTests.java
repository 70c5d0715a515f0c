package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.testsupport.CapturedLog;
import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link KafkaFleetTransactions} on a real single broker with Kafka's default
 * transaction settings (the embedded KRaft broker of spring-kafka-test, with
 * {@code transaction.state.log.replication.factor} 3 and
 * {@code transaction.state.log.min.isr} 2): it cannot give a transactional producer an
 * id, so no fleet write can commit. The instance says so when it connects, once, naming
 * the setting, and refuses fleet writes at once with the same reason.
 */
class KafkaFleetTransactionsTests {

	private static final Duration WAIT = Duration.ofSeconds(60);

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
	void connectToABrokerThatCannotRunTransactionsShouldReportNotConnectedWithTheSettingAndRefuseWritesAtOnce() {
		String application = "fleet-no-transactions-" + UUID.randomUUID().toString().substring(0, 8);
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf.fleet", Level.WARN);
				FleetInstance a = FleetInstance.start(broker.getBrokersAsString(), application, "a", null)) {
			await().atMost(WAIT).untilAsserted(() -> assertThat(a.view().describe().reason()).isNotNull());
			FleetDescriptor fleet = a.view().describe();
			assertThat(fleet.connected()).isFalse();
			assertThat(fleet.reason()).contains("the Kafka cluster has 1 broker(s)",
					"transaction.state.log.replication.factor is 3", "transaction.state.log.min.isr");
			assertThat(a.meters().get("logging.perf.fleet.connected").gauge().value()).isZero();
			long start = System.nanoTime();
			assertThatExceptionOfType(FleetUnavailableException.class)
				.isThrownBy(() -> a.writes()
					.write(Map.of(FleetSetting.level("fleet.test.no-transactions"), "DEBUG"), Duration.ofMinutes(5),
							"alice"))
				.withMessage("fleet change not written: " + fleet.reason());
			assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(1));
			await().during(Duration.ofSeconds(4))
				.atMost(Duration.ofSeconds(10))
				.untilAsserted(() -> assertThat(log.messages(KafkaFleetTransport.class, Level.WARN))
					.filteredOn((message) -> message.contains("transaction.state.log.replication.factor"))
					.singleElement()
					.satisfies((message) -> assertThat(message).contains("fleet not connected",
							"fleet writes answer 503")));
			assertThat(a.view().isConnected()).isFalse();
		}
	}

}
