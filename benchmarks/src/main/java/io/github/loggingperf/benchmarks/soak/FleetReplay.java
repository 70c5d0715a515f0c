package io.github.loggingperf.benchmarks.soak;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.jspecify.annotations.Nullable;

/**
 * An attacker with write access to the fleet's topic and no secret: reads the last record
 * of a setting and writes it again, signature and all. A replayed record must never act
 * again: once its change has expired it is refused as expired, and while it lives it is
 * not applied twice (the history check finds either).
 */
final class FleetReplay {

	private static final String TOPIC = "logging-perf.orders";

	private final Map<String, Object> consumer;

	private final Map<String, Object> producer;

	FleetReplay(String broker) {
		this.consumer = Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker,
				ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class,
				ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 10_000);
		this.producer = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker,
				ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class,
				ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class,
				ProducerConfig.MAX_BLOCK_MS_CONFIG, 10_000, ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, 10_000,
				ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000);
	}

	/**
	 * Write the last record of a setting again.
	 * @param setting the setting's key, such as {@code level:com.example.Orders}; a fleet
	 * write's record key adds {@code #} and the change id
	 * @return the offset of the record replayed, {@code null} when the topic holds none
	 * with that key
	 * @throws Exception if the broker cannot be reached
	 */
	@Nullable Long replayLast(String setting) throws Exception {
		ConsumerRecord<byte[], byte[]> last = null;
		try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(this.consumer)) {
			TopicPartition partition = new TopicPartition(TOPIC, 0);
			consumer.assign(List.of(partition));
			consumer.seekToBeginning(List.of(partition));
			long end = consumer.endOffsets(List.of(partition)).getOrDefault(partition, 0L);
			while (consumer.position(partition) < end) {
				for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofSeconds(1))) {
					if (record.key() != null && isOf(new String(record.key(), StandardCharsets.UTF_8), setting)
							&& record.value() != null) {
						last = record;
					}
				}
			}
		}
		if (last == null) {
			return null;
		}
		ProducerRecord<byte[], byte[]> replay = new ProducerRecord<>(TOPIC, last.key(), last.value());
		for (Header header : last.headers()) {
			replay.headers().add(header);
		}
		try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(this.producer)) {
			producer.send(replay).get(15, TimeUnit.SECONDS);
		}
		return last.offset();
	}

	private static boolean isOf(String recordKey, String setting) {
		return recordKey.equals(setting) || recordKey.startsWith(setting + "#");
	}

}
