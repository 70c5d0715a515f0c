package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link KafkaAppenderRule}, on configurations as written: kafka-clients is not
 * on the test classpath, so Log4j cannot build the appender, and no broker is needed.
 */
class KafkaAppenderRuleTests {

	private static final String ROOT = "<Root level=\"INFO\"/>";

	private final KafkaAppenderRule rule = new KafkaAppenderRule();

	@Test
	void kafkaAppenderWithItsDefaultsIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Kafka name=\"Kafka\" topic=\"logs\">"
				+ "<PatternLayout pattern=\"%m\"/><Property name=\"bootstrap.servers\">localhost:1</Property></Kafka>",
				ROOT)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("kafka-appender-unbatched");
				assertThat(finding.evidence()).containsExactly("Kafka appender 'Kafka': linger.ms is not set (0)",
						"Kafka appender 'Kafka': batch.size is not set (16384 bytes)",
						"Kafka appender 'Kafka': syncSend is not set (true)");
				assertThat(finding.cost()).contains("incident 04, not ours");
			});
		}
	}

	@Test
	void kafkaAppenderWithExplicitZeroLingerAndSyncSendIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Kafka name=\"Audit\" topic=\"audit\" "
				+ "syncSend=\"true\"><PatternLayout pattern=\"%m\"/><Property name=\"linger.ms\">0</Property>"
				+ "<Property name=\"batch.size\">65536</Property></Kafka>", ROOT)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence()).containsExactly(
						"Kafka appender 'Audit': linger.ms is 0", "Kafka appender 'Audit': syncSend is true"));
		}
	}

	@Test
	void batchingKafkaAppenderIsFineWithLookupsResolved() {
		System.setProperty("doctor.kafka.linger", "20");
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml("<Kafka name=\"Kafka\" topic=\"logs\" " + "syncSend=\"false\"><PatternLayout pattern=\"%m\"/>"
					+ "<Property name=\"linger.ms\">${sys:doctor.kafka.linger}</Property>"
					+ "<Property name=\"batch.size\">65536</Property></Kafka>", ROOT)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
		finally {
			System.clearProperty("doctor.kafka.linger");
		}
	}

	@Test
	void configurationWithoutKafkaIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Console name=\"Console\"/>", ROOT)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
