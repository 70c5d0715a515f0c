package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import io.github.loggingperf.fleet.FleetMessage;
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
import org.springframework.kafka.listener.MessageListener;
import org.springframework.kafka.listener.MessageListenerContainer;
import org.springframework.kafka.support.TopicPartitionOffset;
import org.springframework.util.Assert;

/**
 * {@link FleetTransport} on Apache Kafka, built on Spring for Apache Kafka: two listener
 * containers of its own read the topics, assigned (partition 0 of each, no consumer
 * group, no committed offsets) and from their beginning, with {@code read_committed}
 * isolation. The desired-state container's fetches return as soon as a fleet change is
 * written; the status container's wait for a batch, so that statuses cost every instance
 * two fetches a second whatever the fleet's size. A transactional {@link KafkaTemplate}
 * of its own writes the desired state, so that a write of several records becomes visible
 * whole or not at all. Client settings (servers, security) are Spring Boot's
 * {@code spring.kafka.*} ones; the application's own Kafka beans and listeners are left
 * alone.
 *
 * @author logging-perf
 */
public class KafkaFleetTransport implements FleetTransport {

	/**
	 * Header that carries a record's HMAC signature.
	 */
	public static final String SIGNATURE_HEADER = "logging-perf-signature";

	private static final Log logger = LogFactory.getLog(KafkaFleetTransport.class);

	private final ConsumerFactory<String, byte[]> consumerFactory;

	private final KafkaTemplate<String, byte[]> template;

	private final Properties desiredStateFetch;

	private final KafkaFleetTopics topics;

	private final Duration checkInterval;

	private final List<KafkaMessageListenerContainer<String, byte[]>> containers = new ArrayList<>();

	private final Object statusesLock = new Object();

	private boolean stopped;

	private volatile @Nullable KafkaFleetReader reader;

	/**
	 * Create a transport.
	 * @param consumerFactory the fleet's own consumer factory (see
	 * {@link KafkaFleetClients}), whose fetch settings the status container uses
	 * @param desiredStateFetch the consumer properties that the desired-state container
	 * uses instead of the factory's (see {@link KafkaFleetClients#desiredStateFetch()})
	 * @param template the fleet's own transactional template (see
	 * {@link KafkaFleetClients})
	 * @param topics the topics and how to create them
	 * @param checkInterval how often the connection is checked and the lag measured
	 */
	public KafkaFleetTransport(ConsumerFactory<String, byte[]> consumerFactory, Properties desiredStateFetch,
			KafkaTemplate<String, byte[]> template, KafkaFleetTopics topics, Duration checkInterval) {
		Assert.notNull(consumerFactory, "'consumerFactory' must not be null");
		Assert.notNull(desiredStateFetch, "'desiredStateFetch' must not be null");
		Assert.notNull(template, "'template' must not be null");
		Assert.isTrue(template.isTransactional(), "'template' must be transactional");
		Assert.notNull(topics, "'topics' must not be null");
		Assert.notNull(checkInterval, "'checkInterval' must not be null");
		this.consumerFactory = consumerFactory;
		this.desiredStateFetch = desiredStateFetch;
		this.template = template;
		this.topics = topics;
		this.checkInterval = checkInterval;
	}

	@Override
	public synchronized void start(Listener listener) {
		Assert.state(this.containers.isEmpty(), "already started");
		KafkaMessageListenerContainer<String, byte[]> statusContainer = statusContainer(listener);
		KafkaFleetReader reader = new KafkaFleetReader(listener, this.topics, this.checkInterval,
				() -> startStatuses(statusContainer));
		KafkaMessageListenerContainer<String, byte[]> desiredStateContainer = desiredStateContainer(reader);
		this.reader = reader;
		this.containers.add(desiredStateContainer);
		this.containers.add(statusContainer);
		desiredStateContainer.start();
	}

	private KafkaMessageListenerContainer<String, byte[]> desiredStateContainer(KafkaFleetReader reader) {
		ContainerProperties properties = properties(this.topics.desiredState(), reader);
		properties.setKafkaConsumerProperties(this.desiredStateFetch);
		properties.setIdleEventInterval(this.checkInterval.toMillis());
		KafkaMessageListenerContainer<String, byte[]> container = container(properties, "logging-perf-fleet",
				"-desired-state");
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

	private KafkaMessageListenerContainer<String, byte[]> statusContainer(Listener listener) {
		MessageListener<String, byte[]> statuses = (record) -> listener.status(KafkaFleetReader.message(record));
		KafkaMessageListenerContainer<String, byte[]> container = container(properties(this.topics.status(), statuses),
				"logging-perf-fleet-status", "-status");
		container.setCommonErrorHandler(new CommonErrorHandler() {

			@Override
			public void handleOtherException(Exception thrownException, Consumer<?, ?> consumer,
					MessageListenerContainer container, boolean batchListener) {
				// the desired-state container's checks report the broker and both topics
				logger.debug("logging-perf: fleet statuses not read", thrownException);
			}

		});
		return container;
	}

	// Started once the broker and both topics are found, so that a missing topic is
	// reported once, by the desired-state container; not after stop().
	private void startStatuses(KafkaMessageListenerContainer<String, byte[]> statusContainer) {
		synchronized (this.statusesLock) {
			if (!this.stopped && !statusContainer.isRunning()) {
				statusContainer.start();
			}
		}
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

	private KafkaMessageListenerContainer<String, byte[]> container(ContainerProperties properties, String name,
			String clientIdSuffix) {
		KafkaMessageListenerContainer<String, byte[]> container = new KafkaMessageListenerContainer<>(
				this.consumerFactory, properties);
		container.setBeanName(name);
		// two consumers of one factory need distinct client ids
		container.setClientIdSuffix(clientIdSuffix);
		return container;
	}

	@Override
	public synchronized void stop() {
		synchronized (this.statusesLock) {
			this.stopped = true;
		}
		KafkaFleetReader reader = this.reader;
		if (reader != null) {
			reader.stop();
		}
		this.containers.forEach(KafkaMessageListenerContainer::stop);
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
