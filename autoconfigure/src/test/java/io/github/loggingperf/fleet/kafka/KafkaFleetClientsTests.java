package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.Map;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

/**
 * Tests for {@link KafkaFleetClients}: the fleet's status consumer fetches in batches of
 * at most half a second whatever the application's own consumer settings, its
 * desired-state consumer is answered as soon as one change is written, and neither waits
 * at the broker longer than half a broker request may take.
 */
class KafkaFleetClientsTests {

	private static final Map<String, Object> BOOT = Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG,
			"localhost:9092", ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1, ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 100);

	@Test
	void consumerFactoryShouldWaitHalfASecondForAMegabyteWhateverTheApplicationSets() {
		assertThat(consumerConfig(Duration.ofSeconds(5))).containsEntry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 500)
			.containsEntry(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1024 * 1024)
			.containsEntry(ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5000);
	}

	@Test
	void consumerFactoryWhenTheCheckIntervalIsShortShouldWaitHalfOfIt() {
		assertThat(consumerConfig(Duration.ofMillis(300))).containsEntry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 150)
			.containsEntry(ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, 300);
	}

	@Test
	void desiredStateFetchShouldBeAnsweredByOneRecordAndHeldHalfTheCheckInterval() {
		assertThat(new KafkaFleetClients(Duration.ofSeconds(5), Duration.ofSeconds(10)).desiredStateFetch())
			.containsOnly(entry(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, "1"),
					entry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "2500"));
	}

	@Test
	void desiredStateFetchWhenTheCheckIntervalIsOneMillisecondShouldStillWait() {
		assertThat(new KafkaFleetClients(Duration.ofMillis(1), Duration.ofSeconds(10)).desiredStateFetch())
			.containsEntry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "1");
	}

	private static Map<String, Object> consumerConfig(Duration checkInterval) {
		return new KafkaFleetClients(checkInterval, Duration.ofSeconds(10)).consumerFactory(BOOT)
			.getConfigurationProperties();
	}

}
