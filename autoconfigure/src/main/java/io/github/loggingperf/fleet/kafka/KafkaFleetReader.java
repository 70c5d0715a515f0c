package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetTransport;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.jspecify.annotations.Nullable;

import org.springframework.kafka.event.ConsumerRetryAuthEvent;
import org.springframework.kafka.listener.ConsumerAwareMessageListener;
import org.springframework.kafka.listener.ConsumerSeekAware;

/**
 * The listener of the fleet's desired-state container, called on its consumer thread:
 * hands every fleet change to the fleet, and every {@code check-interval} (after a
 * record, or when the container reports itself idle) checks the connection, creates
 * missing topics and measures the lag with the container's consumer. After a lost
 * connection comes back, the topic is read again from its beginning. Statuses have a
 * container of their own (see {@link KafkaFleetTransport}), started when this reader
 * first finds the broker and both topics.
 *
 * @author logging-perf
 */
final class KafkaFleetReader implements ConsumerAwareMessageListener<String, byte[]>, ConsumerSeekAware {

	private static final Log logger = LogFactory.getLog(KafkaFleetTransport.class);

	private final FleetTransport.Listener listener;

	private final KafkaFleetTopics topics;

	private final Duration checkInterval;

	private final Runnable whenConnected;

	private @Nullable ConsumerSeekCallback seeks;

	private long nextCheck = System.nanoTime();

	private boolean lost;

	private volatile boolean running = true;

	private volatile boolean connected;

	private volatile boolean warned;

	private volatile long lag = -1;

	KafkaFleetReader(FleetTransport.Listener listener, KafkaFleetTopics topics, Duration checkInterval,
			Runnable whenConnected) {
		this.listener = listener;
		this.topics = topics;
		this.checkInterval = checkInterval;
		this.whenConnected = whenConnected;
	}

	@Override
	public void registerSeekCallback(ConsumerSeekCallback callback) {
		this.seeks = callback;
	}

	@Override
	public void onMessage(ConsumerRecord<String, byte[]> record, @Nullable Consumer<?, ?> consumer) {
		this.listener.desiredState(message(record));
		if (consumer != null && System.nanoTime() - this.nextCheck > 0) {
			check(consumer);
		}
	}

	/**
	 * Check the connection and measure the lag, on the consumer thread.
	 * @param consumer the container's consumer
	 */
	void check(Consumer<?, ?> consumer) {
		if (!this.running) {
			return;
		}
		try {
			List<TopicPartition> desired = partitions(consumer, this.topics.desiredState());
			partitions(consumer, this.topics.status());
			Map<TopicPartition, Long> ends = consumer.endOffsets(desired, this.checkInterval);
			long total = 0;
			for (TopicPartition partition : desired) {
				total += Math.max(0,
						ends.getOrDefault(partition, 0L) - consumer.position(partition, this.checkInterval));
			}
			this.lag = total;
			connected();
		}
		catch (RuntimeException ex) {
			disconnected(ex);
		}
		this.nextCheck = System.nanoTime() + this.checkInterval.toNanos();
	}

	/**
	 * Learn that the broker refused the consumer's credentials; the container tries again
	 * every {@code check-interval}.
	 * @param reason authentication or authorization
	 */
	void refused(ConsumerRetryAuthEvent.Reason reason) {
		if (this.running) {
			disconnected(new KafkaException(reason.name().toLowerCase(Locale.ROOT)
					+ " failed: check spring.kafka.security.* and spring.kafka.properties.sasl.*"));
		}
	}

	private List<TopicPartition> partitions(Consumer<?, ?> consumer, String topic) {
		List<PartitionInfo> infos = consumer.partitionsFor(topic, this.checkInterval);
		if ((infos == null || infos.isEmpty()) && this.topics.create()) {
			infos = consumer.partitionsFor(topic, this.checkInterval);
		}
		if (infos == null || infos.isEmpty()) {
			throw new KafkaException("topic '" + topic + "' does not exist (logging-perf.fleet.create-topics)");
		}
		if (infos.size() > 1) {
			throw new KafkaException("topic '" + topic + "' has " + infos.size()
					+ " partitions: the fleet reads partition 0 only; create it with one partition");
		}
		return List.of(new TopicPartition(topic, 0));
	}

	private void connected() {
		if (!this.connected) {
			ConsumerSeekCallback seeks = this.seeks;
			if (this.lost && seeks != null) {
				seeks.seekToBeginning(List.of(new TopicPartition(this.topics.desiredState(), 0)));
			}
			this.connected = true;
			logger.info("logging-perf: fleet connected to Kafka, reading " + this.topics.desiredState());
			this.whenConnected.run();
			this.listener.connectionChanged(true);
		}
	}

	private void disconnected(Exception ex) {
		boolean wasConnected = this.connected;
		this.connected = false;
		this.lost |= wasConnected;
		this.lag = -1;
		if (wasConnected || !this.warned) {
			this.warned = true;
			logger.warn("logging-perf: fleet cannot reach Kafka (" + ex.getClass().getSimpleName() + ": "
					+ ex.getMessage() + "); fleet changes are not received until it is back, local changes work");
			this.listener.connectionChanged(false);
		}
	}

	boolean isConnected() {
		return this.connected;
	}

	long lag() {
		return this.lag;
	}

	void stop() {
		this.running = false;
	}

	static FleetMessage message(ConsumerRecord<String, byte[]> record) {
		Header header = record.headers().lastHeader(KafkaFleetTransport.SIGNATURE_HEADER);
		String key = (record.key() != null) ? record.key() : "";
		return new FleetMessage(key, record.value(), (header != null) ? header.value() : null,
				record.topic() + "-" + record.partition() + "@" + record.offset());
	}

}
