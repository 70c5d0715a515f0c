package io.github.loggingperf.fleet.kafka;

import java.util.HashMap;
import java.util.Map;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

/**
 * Starts spring-kafka-test's embedded KRaft broker as a cluster of one that can run
 * transactions: its transaction state log has one replica (Kafka's default of three
 * cannot be met by one broker, and every fleet write is a transaction).
 */
final class SingleBroker {

	/**
	 * Broker settings for transactions on a cluster of one broker.
	 */
	static final Map<String, String> TRANSACTIONS = Map.of("transaction.state.log.replication.factor", "1",
			"transaction.state.log.min.isr", "1");

	private SingleBroker() {
	}

	static EmbeddedKafkaKraftBroker start(String... topics) {
		return start(Map.of(), topics);
	}

	static EmbeddedKafkaKraftBroker start(Map<String, String> properties, String... topics) {
		EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1, topics);
		Map<String, String> all = new HashMap<>(TRANSACTIONS);
		all.putAll(properties);
		broker.brokerProperties(all);
		broker.afterPropertiesSet();
		return broker;
	}

}
