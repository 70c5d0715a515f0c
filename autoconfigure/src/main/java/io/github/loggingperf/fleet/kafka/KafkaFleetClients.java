package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.util.Assert;

/**
 * The fleet's own Spring for Apache Kafka clients, configured by Spring Boot's
 * {@code spring.kafka.*} settings (servers, security, client id) as Boot's own factories
 * hold them; only the (de)serializers, offsets, isolation, transactions, fetch sizes and
 * time limits are the fleet's. They are not beans: the application's Kafka beans,
 * listeners and consumer groups are left alone.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class KafkaFleetClients {

	private final Duration checkInterval;

	private final Duration sendTimeout;

	/**
	 * Create the clients' settings.
	 * @param checkInterval how long a broker request may take
	 * @param sendTimeout how long a fleet write may take, and each of its steps may
	 * block; a transaction left open longer is aborted by the broker
	 */
	public KafkaFleetClients(Duration checkInterval, Duration sendTimeout) {
		Assert.notNull(checkInterval, "'checkInterval' must not be null");
		Assert.notNull(sendTimeout, "'sendTimeout' must not be null");
		this.checkInterval = checkInterval;
		this.sendTimeout = sendTimeout;
	}

	/**
	 * Bytes a status read may fetch at once: a read catches up with the statuses written
	 * within the instance timeout in a few fetches, at 10,000 instances too.
	 */
	static final int STATUS_READ_FETCH_BYTES = 8 * 1024 * 1024;

	/**
	 * Return a consumer factory for the fleet's consumers: no consumer group, no
	 * committed offsets, {@code read_committed}, and fetches that the broker answers as
	 * soon as one record is written, so that an instance reads a fleet change at once,
	 * and otherwise holds for half the {@code check-interval}, so that an idle instance
	 * fetches rarely.
	 * @param boot Spring Boot's consumer configuration
	 * @return the consumer factory
	 */
	public ConsumerFactory<String, byte[]> consumerFactory(Map<String, Object> boot) {
		Map<String, Object> config = new HashMap<>(boot);
		config.remove(ConsumerConfig.GROUP_ID_CONFIG);
		config.remove(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG);
		config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
		config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class);
		config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
		config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
		config.put(ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false);
		config.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
		config.putIfAbsent(ConsumerConfig.CLIENT_ID_CONFIG, "logging-perf-fleet");
		config.put(ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, millis(this.checkInterval));
		config.put(ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, millis(this.checkInterval));
		config.put(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, 1);
		config.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, halfCheckInterval());
		return new DefaultKafkaConsumerFactory<>(config, new StringDeserializer(), new ByteArrayDeserializer());
	}

	/**
	 * Return the settings of the consumer that reads statuses when the fleet view is
	 * asked for, which override the consumer factory's: it reads only up to an end offset
	 * it has just looked up, so its fetches are answered at once and may be large.
	 * @return consumer properties for
	 * {@link ConsumerFactory#createConsumer(String, String, String, Properties)}
	 */
	public Properties statusReadFetch() {
		Properties fetch = new Properties();
		fetch.setProperty(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, String.valueOf(Math.min(100, halfCheckInterval())));
		fetch.setProperty(ConsumerConfig.MAX_PARTITION_FETCH_BYTES_CONFIG, String.valueOf(STATUS_READ_FETCH_BYTES));
		fetch.setProperty(ConsumerConfig.FETCH_MAX_BYTES_CONFIG, String.valueOf(STATUS_READ_FETCH_BYTES));
		fetch.setProperty(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, "10000");
		return fetch;
	}

	// a fetch held longer than this would outlast the request timeout, check-interval
	private int halfCheckInterval() {
		return Math.max(1, millis(this.checkInterval) / 2);
	}

	/**
	 * Return a transactional template: every fleet write is one transaction, with a
	 * transactional id prefix of this instance's own; status records, which need no
	 * transaction, go through the same template without one.
	 * @param boot Spring Boot's producer configuration
	 * @return the template
	 */
	public KafkaTemplate<String, byte[]> template(Map<String, Object> boot) {
		Map<String, Object> config = new HashMap<>(boot);
		config.remove(ProducerConfig.TRANSACTIONAL_ID_CONFIG);
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.ACKS_CONFIG, "all");
		config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
		config.put(ProducerConfig.LINGER_MS_CONFIG, 0);
		config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, this.sendTimeout.toMillis());
		config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, millis(this.checkInterval));
		config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, millis(this.checkInterval) * 2);
		config.put(ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, millis(this.sendTimeout));
		DefaultKafkaProducerFactory<String, byte[]> factory = new DefaultKafkaProducerFactory<>(config,
				new StringSerializer(), new ByteArraySerializer());
		factory.setTransactionIdPrefix("logging-perf-fleet-" + UUID.randomUUID() + "-");
		factory.setPhysicalCloseTimeout((int) Math.max(1, this.checkInterval.toSeconds()));
		KafkaTemplate<String, byte[]> template = new KafkaTemplate<>(factory);
		template.setAllowNonTransactional(true);
		template.setCloseTimeout(this.checkInterval);
		return template;
	}

	/**
	 * Return an admin that creates the fleet's topics.
	 * @param boot Spring Boot's admin configuration
	 * @return the admin
	 */
	public KafkaAdmin admin(Map<String, Object> boot) {
		Map<String, Object> config = new HashMap<>(boot);
		config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, millis(this.checkInterval));
		config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, millis(this.checkInterval));
		KafkaAdmin admin = new KafkaAdmin(config);
		admin.setOperationTimeout((int) Math.max(1, this.checkInterval.toSeconds()));
		admin.setFatalIfBrokerNotAvailable(false);
		admin.setAutoCreate(false);
		return admin;
	}

	private static int millis(Duration duration) {
		return (int) Math.min(Integer.MAX_VALUE, duration.toMillis());
	}

}
