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
 * missing topics and measures the lag with the container's consumer. When it finds the
 * broker and both topics, it checks that the cluster can run the fleet's transactions
 * before it reports the fleet connected (see {@link KafkaFleetTransactions}). After a
 * lost connection comes back, the topic is read again from its beginning.
 *
 * @author logging-perf
 */
final class KafkaFleetReader implements ConsumerAwareMessageListener<String, byte[]>, ConsumerSeekAware {

	private static final Log logger = LogFactory.getLog(KafkaFleetTransport.class);

	private static final String UNREACHABLE = "the Kafka broker (spring.kafka.bootstrap-servers, spring.kafka.security.*) "
			+ "is not reachable";

	private final FleetTransport.Listener listener;

	private final KafkaFleetTopics topics;

	private final KafkaFleetTransactions transactions;

	private final Duration checkInterval;

	private @Nullable ConsumerSeekCallback seeks;

	private long nextCheck = System.nanoTime();

	private boolean lost;

	private volatile boolean running = true;

	private volatile boolean connected;

	private volatile @Nullable String warnedFor;

	private volatile String reason = UNREACHABLE;

	private volatile long lag = -1;

	KafkaFleetReader(FleetTransport.Listener listener, KafkaFleetTopics topics, KafkaFleetTransactions transactions,
			Duration checkInterval) {
		this.listener = listener;
		this.topics = topics;
		this.transactions = transactions;
		this.checkInterval = checkInterval;
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
	 * Check the connection and measure the lag, on the consumer thread; when connecting,
	 * check the cluster's transactions too.
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
			String transactions = this.connected ? null : this.transactions.check();
			if (transactions != null) {
				disconnected("transactions", transactions,
						"fleet writes answer 503 with this reason until it is fixed; local changes work");
			}
			else {
				this.lag = total;
				connected();
			}
		}
		catch (RuntimeException ex) {
			disconnected("unreachable",
					UNREACHABLE + " (" + ex.getClass().getSimpleName() + ": " + ex.getMessage() + ")",
					"fleet changes are not received until it is back, local changes work");
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
			disconnected("unreachable",
					UNREACHABLE + " (" + reason.name().toLowerCase(Locale.ROOT)
							+ " failed: check spring.kafka.security.* and spring.kafka.properties.sasl.*)",
					"fleet changes are not received until it is back, local changes work");
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
			this.warnedFor = null;
			logger.info("logging-perf: fleet connected to Kafka, reading " + this.topics.desiredState());
			this.listener.connectionChanged(true);
		}
	}

	// one WARN when the fleet stops being usable, or for another kind of reason
	private void disconnected(String kind, String reason, String consequence) {
		boolean wasConnected = this.connected;
		this.reason = reason;
		this.connected = false;
		this.lost |= wasConnected;
		this.lag = -1;
		if (wasConnected || !kind.equals(this.warnedFor)) {
			this.warnedFor = kind;
			logger.warn("logging-perf: fleet not connected: " + reason + "; " + consequence);
			this.listener.connectionChanged(false);
		}
	}

	boolean isConnected() {
		return this.connected;
	}

	@Nullable String disconnectedReason() {
		return this.connected ? null : this.reason;
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
