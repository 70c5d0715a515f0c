package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetUnavailableException;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * {@link FleetTransport} on Apache Kafka. Client settings (servers, security) are Spring
 * Boot's {@code spring.kafka.*} ones, taken from its consumer and producer factories;
 * only the (de)serializers, offsets and time limits are the transport's own. The
 * desired-state and status topics are assigned, never subscribed, so no consumer group
 * and no committed offsets are involved: every start reads both topics from the
 * beginning.
 *
 * @author logging-perf
 */
public class KafkaFleetTransport implements FleetTransport {

	/**
	 * Header that carries a record's HMAC signature.
	 */
	public static final String SIGNATURE_HEADER = "logging-perf-signature";

	private static final Log logger = LogFactory.getLog(KafkaFleetTransport.class);

	private final Map<String, Object> consumerConfig;

	private final Map<String, Object> producerConfig;

	private final KafkaFleetTopics topics;

	private final Duration checkInterval;

	private volatile @Nullable Producer<String, byte[]> producer;

	private volatile @Nullable Thread thread;

	private volatile boolean running;

	private volatile boolean connected;

	private volatile long lag = -1;

	private volatile boolean warned;

	/**
	 * Create a transport.
	 * @param consumerConfig Spring Boot's consumer configuration
	 * @param producerConfig Spring Boot's producer configuration
	 * @param topics the topics and how to create them
	 * @param checkInterval how often the connection is checked and the lag measured
	 */
	public KafkaFleetTransport(Map<String, Object> consumerConfig, Map<String, Object> producerConfig,
			KafkaFleetTopics topics, Duration checkInterval) {
		Assert.notNull(consumerConfig, "'consumerConfig' must not be null");
		Assert.notNull(producerConfig, "'producerConfig' must not be null");
		Assert.notNull(topics, "'topics' must not be null");
		Assert.notNull(checkInterval, "'checkInterval' must not be null");
		this.consumerConfig = consumerConfig(consumerConfig, checkInterval);
		this.producerConfig = producerConfig(producerConfig, checkInterval);
		this.topics = topics;
		this.checkInterval = checkInterval;
	}

	private static Map<String, Object> consumerConfig(Map<String, Object> boot, Duration checkInterval) {
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
		config.put(ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) checkInterval.toMillis());
		config.put(ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) checkInterval.toMillis());
		return config;
	}

	private static Map<String, Object> producerConfig(Map<String, Object> boot, Duration checkInterval) {
		Map<String, Object> config = new HashMap<>(boot);
		config.remove(ProducerConfig.TRANSACTIONAL_ID_CONFIG);
		config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
		config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class);
		config.put(ProducerConfig.ACKS_CONFIG, "all");
		config.put(ProducerConfig.LINGER_MS_CONFIG, 0);
		config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, checkInterval.toMillis());
		config.put(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) checkInterval.toMillis());
		config.put(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, (int) checkInterval.toMillis() * 2);
		return config;
	}

	@Override
	public synchronized void start(Listener listener) {
		Assert.state(this.thread == null, "already started");
		this.running = true;
		Thread thread = new Thread(() -> read(listener), "logging-perf-fleet");
		thread.setDaemon(true);
		this.thread = thread;
		thread.start();
	}

	@Override
	public synchronized void stop() {
		this.running = false;
		Thread thread = this.thread;
		if (thread != null) {
			thread.interrupt();
			try {
				thread.join(this.checkInterval.toMillis() * 2);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
		}
		Producer<String, byte[]> producer = this.producer;
		if (producer != null) {
			producer.close(Duration.ZERO);
		}
	}

	/**
	 * Return the topics this transport reads and writes.
	 * @return the topics
	 */
	public KafkaFleetTopics topics() {
		return this.topics;
	}

	@Override
	public boolean isConnected() {
		return this.connected;
	}

	@Override
	public long lag() {
		return this.lag;
	}

	@Override
	public void publishChanges(List<FleetMessage> records, Duration timeout) {
		long deadline = System.nanoTime() + timeout.toNanos();
		List<Future<RecordMetadata>> sent = new ArrayList<>();
		try {
			for (FleetMessage record : records) {
				sent.add(producer().send(record(this.topics.desiredState(), record)));
			}
			for (Future<RecordMetadata> future : sent) {
				future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			}
		}
		catch (TimeoutException | KafkaException ex) {
			throw unavailable(ex);
		}
		catch (ExecutionException ex) {
			throw unavailable(ex.getCause());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw unavailable(ex);
		}
	}

	private FleetUnavailableException unavailable(@Nullable Throwable cause) {
		String reason = (cause != null) ? cause.getClass().getSimpleName() : "unknown";
		return new FleetUnavailableException("fleet change not confirmed by the Kafka broker (" + reason
				+ "): it may not have been written; check the fleet view before writing it again", cause);
	}

	@Override
	public void publishStatus(FleetMessage status) {
		try {
			producer().send(record(this.topics.status(), status));
		}
		catch (KafkaException ex) {
			logger.debug("logging-perf: fleet status not sent", ex);
		}
	}

	private Producer<String, byte[]> producer() {
		Producer<String, byte[]> producer = this.producer;
		if (producer == null) {
			synchronized (this) {
				producer = this.producer;
				if (producer == null) {
					producer = new KafkaProducer<>(this.producerConfig);
					this.producer = producer;
				}
			}
		}
		return producer;
	}

	private static ProducerRecord<String, byte[]> record(String topic, FleetMessage message) {
		ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, message.key(), message.value());
		byte[] signature = message.signature();
		if (signature != null) {
			record.headers().add(SIGNATURE_HEADER, signature);
		}
		return record;
	}

	private void read(Listener listener) {
		while (this.running) {
			Consumer<String, byte[]> consumer = null;
			try {
				consumer = new KafkaConsumer<>(this.consumerConfig);
				readUntilLost(consumer, listener);
			}
			catch (KafkaException ex) {
				disconnected(listener, ex);
			}
			catch (RuntimeException ex) {
				if (this.running) {
					logger.error("logging-perf: fleet reader failed, restarting it", ex);
				}
			}
			finally {
				if (consumer != null) {
					consumer.close(CloseOptions.timeout(Duration.ZERO));
				}
			}
			pause();
		}
	}

	private void readUntilLost(Consumer<String, byte[]> consumer, Listener listener) {
		List<TopicPartition> desired = partitions(consumer, this.topics.desiredState());
		List<TopicPartition> status = partitions(consumer, this.topics.status());
		List<TopicPartition> all = new ArrayList<>(desired);
		all.addAll(status);
		consumer.assign(all);
		consumer.seekToBeginning(all);
		measureLag(consumer, desired);
		connected(listener);
		long nextCheck = System.nanoTime() + this.checkInterval.toNanos();
		while (this.running) {
			for (ConsumerRecord<String, byte[]> record : consumer.poll(this.checkInterval)) {
				FleetMessage message = message(record);
				if (record.topic().equals(this.topics.desiredState())) {
					listener.desiredState(message);
				}
				else {
					listener.status(message);
				}
			}
			if (System.nanoTime() - nextCheck > 0) {
				measureLag(consumer, desired);
				connected(listener);
				nextCheck = System.nanoTime() + this.checkInterval.toNanos();
			}
		}
	}

	private List<TopicPartition> partitions(Consumer<String, byte[]> consumer, String topic) {
		List<PartitionInfo> infos = consumer.partitionsFor(topic, this.checkInterval);
		if ((infos == null || infos.isEmpty()) && this.topics.create(topic)) {
			infos = consumer.partitionsFor(topic, this.checkInterval);
		}
		if (infos == null || infos.isEmpty()) {
			throw new KafkaException("topic '" + topic + "' does not exist (logging-perf.fleet.create-topics)");
		}
		return infos.stream().map((info) -> new TopicPartition(info.topic(), info.partition())).toList();
	}

	private void measureLag(Consumer<String, byte[]> consumer, List<TopicPartition> partitions) {
		Map<TopicPartition, Long> ends = consumer.endOffsets(partitions, this.checkInterval);
		long total = 0;
		for (TopicPartition partition : partitions) {
			total += Math.max(0, ends.getOrDefault(partition, 0L) - consumer.position(partition, this.checkInterval));
		}
		this.lag = total;
	}

	private void connected(Listener listener) {
		if (!this.connected) {
			this.connected = true;
			logger.info("logging-perf: fleet connected to Kafka, reading " + this.topics.desiredState());
			listener.connectionChanged(true);
		}
	}

	private void disconnected(Listener listener, Exception ex) {
		if (!this.running) {
			return;
		}
		boolean wasConnected = this.connected;
		this.connected = false;
		this.lag = -1;
		if (wasConnected || !this.warned) {
			this.warned = true;
			logger.warn("logging-perf: fleet cannot reach Kafka (" + ex.getClass().getSimpleName() + ": "
					+ ex.getMessage() + "); fleet changes are not received until it is back, local changes work");
			listener.connectionChanged(false);
		}
	}

	private void pause() {
		try {
			Thread.sleep(this.checkInterval.toMillis());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			this.running = false;
		}
	}

	private static FleetMessage message(ConsumerRecord<String, byte[]> record) {
		Header header = record.headers().lastHeader(SIGNATURE_HEADER);
		String key = (record.key() != null) ? record.key() : "";
		return new FleetMessage(key, record.value(), (header != null) ? header.value() : null,
				record.topic() + "-" + record.partition() + "@" + record.offset());
	}

}
