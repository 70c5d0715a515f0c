package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.testsupport.CapturedLog;
import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The fleet on a broker whose only client listener needs SASL/PLAIN (the embedded KRaft
 * broker with a {@code SASL_PLAINTEXT} listener), configured through Spring Boot's
 * {@code spring.kafka.*} properties alone.
 */
class KafkaFleetSaslTests {

	private static final Duration WAIT = Duration.ofSeconds(30);

	private static final String JAAS = "org.apache.kafka.common.security.plain.PlainLoginModule required ";

	private static EmbeddedKafkaKraftBroker broker;

	@BeforeAll
	static void startBroker() {
		broker = SingleBroker.start(Map.of("listener.security.protocol.map",
				"EXTERNAL:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT", "sasl.enabled.mechanisms", "PLAIN",
				"sasl.mechanism.inter.broker.protocol", "PLAIN", "listener.name.external.plain.sasl.jaas.config",
				JAAS + "username=\"admin\" password=\"admin-secret\" "
						+ "user_admin=\"admin-secret\" user_fleet=\"fleet-secret\";"));
	}

	@AfterAll
	static void stopBroker() {
		broker.destroy();
	}

	@Test
	void writeWhenTheBrokerNeedsSaslPlainShouldConnectApplyAndReportThroughSpringKafkaPropertiesAlone() {
		String application = "fleet-sasl-" + UUID.randomUUID().toString().substring(0, 8);
		try (FleetInstance a = start(application, "a", "fleet-secret");
				FleetInstance b = start(application, "b", "fleet-secret")) {
			List<FleetInstance> fleet = List.of(a, b);
			await().atMost(WAIT)
				.untilAsserted(() -> fleet.forEach((instance) -> assertThat(instance.view().isConnected()).isTrue()));
			FleetWrites.Written written = a.writes()
				.write(Map.of(FleetSetting.level("fleet.test.sasl"), "DEBUG"), Duration.ofMinutes(5), "alice");
			await().atMost(WAIT).untilAsserted(() -> {
				for (FleetInstance instance : fleet) {
					assertThat(instance.applier().appliedChangeIds()).as(instance.id())
						.containsExactly(written.changeId());
				}
				assertThat(b.view().describe().changes()).singleElement()
					.satisfies((change) -> assertThat(change.appliedBy()).containsExactly("a", "b"));
			});
			a.overrides().clear("test");
		}
	}

	@Test
	void startWhenThePasswordIsWrongShouldStayDisconnectedAndSayWhy() {
		String application = "fleet-sasl-" + UUID.randomUUID().toString().substring(0, 8);
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf");
				FleetInstance wrong = start(application, "wrong", "not-the-password")) {
			await().atMost(WAIT)
				.untilAsserted(() -> assertThat(log.messages(KafkaFleetTransport.class, Level.WARN))
					.anySatisfy((message) -> assertThat(message).contains("fleet not connected: the Kafka broker")
						.contains("authentication failed")));
			await().during(Duration.ofSeconds(3))
				.atMost(WAIT)
				.untilAsserted(() -> assertThat(wrong.view().isConnected()).isFalse());
			assertThat(log.all()).noneSatisfy((text) -> assertThat(text).contains("not-the-password"));
		}
	}

	private static FleetInstance start(String application, String id, String password) {
		return FleetInstance.start(broker.getBrokersAsString(), application, id, null,
				"spring.kafka.security.protocol=SASL_PLAINTEXT", "spring.kafka.properties.sasl.mechanism=PLAIN",
				"spring.kafka.properties.sasl.jaas.config=" + JAAS + "username=\"fleet\" password=\"" + password
						+ "\";");
	}

}
