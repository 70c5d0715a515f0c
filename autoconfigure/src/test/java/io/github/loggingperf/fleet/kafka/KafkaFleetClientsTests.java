package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.Map;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

/**
 * Tests for {@link KafkaFleetClients}: the fleet's desired-state consumer is answered as
 * soon as one change is written whatever the application's own consumer settings, and
 * waits at the broker at most half as long as a broker request may take; a status read
 * fetches large batches without waiting.
 */
class KafkaFleetClientsTests {

	private static final Map<String, Object> BOOT = Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG,
			"localhost:9092", ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 65536, ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG,
			100);

	@Test
	void consumerFactoryShouldBeAnsweredByOneRecordAndHeldHalfTheCheckIntervalWhateverTheApplicationSets() {
		assertThat(consumerConfig(Duration.ofSeconds(5))).containsEntry(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1)
			.containsEntry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 2500)
			.containsEntry(ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5000);
	}

	@Test
	void consumerFactoryWhenTheCheckIntervalIsOneMillisecondShouldStillWait() {
		assertThat(consumerConfig(Duration.ofMillis(1))).containsEntry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 1);
	}

	@Test
	void statusReadFetchShouldFetchEightMegabytesAndWaitAtMostATenthOfASecond() {
		assertThat(new KafkaFleetClients(Duration.ofSeconds(5), Duration.ofSeconds(10)).statusReadFetch()).containsOnly(
				entry(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, "100"),
				entry(ConsumerConfig.MAX_PARTITION_FETCH_BYTES_CONFIG, "8388608"),
				entry(ConsumerConfig.FETCH_MAX_BYTES_CONFIG, "8388608"),
				entry(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "10000"));
	}

	private static Map<String, Object> consumerConfig(Duration checkInterval) {
		return new KafkaFleetClients(checkInterval, Duration.ofSeconds(10)).consumerFactory(BOOT)
			.getConfigurationProperties();
	}

}
