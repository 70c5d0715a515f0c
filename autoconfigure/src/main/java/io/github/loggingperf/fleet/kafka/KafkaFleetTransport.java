package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetStatusRecords;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetUnavailableException;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.jspecify.annotations.Nullable;

import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.event.ConsumerRetryAuthEvent;
import org.springframework.kafka.event.ListenerContainerIdleEvent;
import org.springframework.kafka.listener.CommonErrorHandler;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.KafkaMessageListenerContainer;
import org.springframework.kafka.listener.MessageListenerContainer;
import org.springframework.kafka.support.TopicPartitionOffset;
import org.springframework.util.Assert;

/**
 * {@link FleetTransport} on Apache Kafka, built on Spring for Apache Kafka: a listener
 * container of its own reads the desired-state topic, assigned (partition 0, no consumer
 * group, no committed offsets) and from its beginning, with {@code read_committed}
 * isolation, and its fetches return as soon as a fleet change is written. Statuses are
 * read only when the fleet view is asked for (see {@link KafkaFleetStatusReader}), so an
 * idle instance reads none whatever the size of the fleet. A transactional
 * {@link KafkaTemplate} of its own writes the desired state, so that a write of several
 * records becomes visible whole or not at all; whether the cluster can run its
 * transactions is checked when the fleet connects (see {@link KafkaFleetTransactions}).
 * Client settings (servers, security) are Spring Boot's {@code spring.kafka.*} ones; the
 * application's own Kafka beans and listeners are left alone.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class KafkaFleetTransport implements FleetTransport {

	/**
	 * Header that carries a record's HMAC signature.
	 */
	public static final String SIGNATURE_HEADER = "logging-perf-signature";

	private static final Log logger = LogFactory.getLog(KafkaFleetTransport.class);

	private final ConsumerFactory<String, byte[]> consumerFactory;

	private final KafkaTemplate<String, byte[]> template;

	private final KafkaFleetTopics topics;

	private final KafkaFleetTransactions transactions;

	private final KafkaFleetStatusReader statuses;

	private final Duration checkInterval;

	private @Nullable KafkaMessageListenerContainer<String, byte[]> container;

	private volatile @Nullable KafkaFleetReader reader;

	/**
	 * Create a transport.
	 * @param consumerFactory the fleet's own consumer factory (see
	 * {@link KafkaFleetClients})
	 * @param statusReadFetch the consumer properties of the status reads, which override
	 * the factory's (see {@link KafkaFleetClients#statusReadFetch()})
	 * @param template the fleet's own transactional template (see
	 * {@link KafkaFleetClients})
	 * @param topics the topics and how to create them
	 * @param adminConfig Spring Boot's admin configuration, with which the cluster's
	 * transaction settings are read when the fleet connects, or {@code null}
	 * @param checkInterval how often the connection is checked and the lag measured
	 */
	public KafkaFleetTransport(ConsumerFactory<String, byte[]> consumerFactory, Properties statusReadFetch,
			KafkaTemplate<String, byte[]> template, KafkaFleetTopics topics, @Nullable Map<String, Object> adminConfig,
			Duration checkInterval) {
		Assert.notNull(consumerFactory, "'consumerFactory' must not be null");
		Assert.notNull(statusReadFetch, "'statusReadFetch' must not be null");
		Assert.notNull(template, "'template' must not be null");
		Assert.isTrue(template.isTransactional(), "'template' must be transactional");
		Assert.notNull(topics, "'topics' must not be null");
		Assert.notNull(checkInterval, "'checkInterval' must not be null");
		this.consumerFactory = consumerFactory;
		this.template = template;
		this.topics = topics;
		this.transactions = new KafkaFleetTransactions(template.getProducerFactory(), adminConfig, checkInterval);
		this.statuses = new KafkaFleetStatusReader(consumerFactory, statusReadFetch, topics.status());
		this.checkInterval = checkInterval;
	}

	@Override
	public synchronized void start(Listener listener) {
		Assert.state(this.container == null, "already started");
		KafkaFleetReader reader = new KafkaFleetReader(listener, this.topics, this.transactions, this.checkInterval);
		KafkaMessageListenerContainer<String, byte[]> container = desiredStateContainer(reader);
		this.reader = reader;
		this.container = container;
		container.start();
	}

	private KafkaMessageListenerContainer<String, byte[]> desiredStateContainer(KafkaFleetReader reader) {
		ContainerProperties properties = properties(this.topics.desiredState(), reader);
		properties.setIdleEventInterval(this.checkInterval.toMillis());
		KafkaMessageListenerContainer<String, byte[]> container = new KafkaMessageListenerContainer<>(
				this.consumerFactory, properties);
		container.setBeanName("logging-perf-fleet");
		container.setClientIdSuffix("-desired-state");
		container.setApplicationEventPublisher((event) -> {
			if (event instanceof ListenerContainerIdleEvent idle) {
				reader.check(idle.getConsumer());
			}
			else if (event instanceof ConsumerRetryAuthEvent auth) {
				reader.refused(auth.getReason());
			}
		});
		container.setCommonErrorHandler(new CommonErrorHandler() {

			@Override
			public void handleOtherException(Exception thrownException, Consumer<?, ?> consumer,
					MessageListenerContainer container, boolean batchListener) {
				reader.check(consumer);
			}

		});
		return container;
	}

	private ContainerProperties properties(String topic, Object listener) {
		ContainerProperties properties = new ContainerProperties(
				new TopicPartitionOffset(topic, 0, TopicPartitionOffset.SeekPosition.BEGINNING));
		properties.setMessageListener(listener);
		properties.setPollTimeout(this.checkInterval.toMillis());
		properties.setAuthExceptionRetryInterval(this.checkInterval);
		properties.setShutdownTimeout(this.checkInterval.toMillis() * 2);
		properties.setAckMode(ContainerProperties.AckMode.MANUAL);
		return properties;
	}

	@Override
	public synchronized void stop() {
		KafkaFleetReader reader = this.reader;
		if (reader != null) {
			reader.stop();
		}
		KafkaMessageListenerContainer<String, byte[]> container = this.container;
		if (container != null) {
			container.stop();
		}
		this.statuses.close();
		this.template.destroy();
		this.template.getProducerFactory().reset();
	}

	/**
	 * Return the topics this transport reads and writes.
	 * @return the topics
	 */
	public KafkaFleetTopics topics() {
		return this.topics;
	}

	/**
	 * Return the transactional template this transport writes the desired state with.
	 * @return the template
	 */
	public KafkaTemplate<String, byte[]> template() {
		return this.template;
	}

	@Override
	public boolean isConnected() {
		KafkaFleetReader reader = this.reader;
		return reader != null && reader.isConnected();
	}

	@Override
	public @Nullable String disconnectedReason() {
		KafkaFleetReader reader = this.reader;
		return (reader != null) ? reader.disconnectedReason() : "the fleet's Kafka transport is not started";
	}

	@Override
	public long lag() {
		KafkaFleetReader reader = this.reader;
		return (reader != null) ? reader.lag() : -1;
	}

	@Override
	public String description() {
		return "the Kafka broker (spring.kafka.bootstrap-servers, spring.kafka.security.*)";
	}

	@Override
	public void publishChanges(List<FleetMessage> records, Duration timeout) {
		long deadline = System.nanoTime() + timeout.toNanos();
		AtomicBoolean committing = new AtomicBoolean();
		try {
			this.template.executeInTransaction((operations) -> {
				List<CompletableFuture<?>> sent = new ArrayList<>();
				for (FleetMessage record : records) {
					sent.add(operations.send(record(this.topics.desiredState(), record)));
				}
				for (CompletableFuture<?> future : sent) {
					await(future, deadline);
				}
				committing.set(true);
				return null;
			});
		}
		catch (RuntimeException ex) {
			String reason = ex.getClass().getSimpleName();
			if (committing.get()) {
				throw new FleetUnavailableException("fleet change not confirmed by the Kafka broker (" + reason
						+ "): the broker did not answer its commit; it is in force whole or not at all, "
						+ "check the fleet view before writing it again", ex);
			}
			throw new FleetUnavailableException("fleet change not written (" + reason
					+ "): its transaction was not committed, no instance applies any part of it", ex);
		}
	}

	private static void await(CompletableFuture<?> future, long deadline) {
		try {
			future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
		}
		catch (ExecutionException ex) {
			throw new KafkaException("record not acknowledged", ex.getCause());
		}
		catch (TimeoutException ex) {
			throw new KafkaException("record not acknowledged in time", ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new KafkaException("interrupted", ex);
		}
	}

	@Override
	public FleetStatusRecords readStatuses(long from, Instant since, Duration timeout) {
		return this.statuses.read(from, since, timeout);
	}

	@Override
	public void publishStatus(FleetMessage status) {
		try {
			this.template.send(record(this.topics.status(), status));
		}
		catch (RuntimeException ex) {
			logger.debug("logging-perf: fleet status not sent", ex);
		}
	}

	static ProducerRecord<String, byte[]> record(String topic, FleetMessage message) {
		ProducerRecord<String, byte[]> record = new ProducerRecord<>(topic, message.key(), message.value());
		byte[] signature = message.signature();
		if (signature != null) {
			record.headers().add(SIGNATURE_HEADER, signature);
		}
		return record;
	}

}
