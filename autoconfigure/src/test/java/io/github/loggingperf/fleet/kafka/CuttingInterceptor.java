package io.github.loggingperf.fleet.kafka;

import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.kafka.clients.producer.ProducerInterceptor;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.jspecify.annotations.Nullable;

/**
 * A producer interceptor, configured through {@code spring.kafka.producer.properties}
 * like any other client setting, that runs an armed action in the middle of a write: when
 * the second record of a topic is sent, it waits until the broker has acknowledged the
 * first, runs the action (a test cuts the broker off there), then lets the second record
 * go. Kafka creates interceptors by class name, so the armed action is held here.
 */
public class CuttingInterceptor implements ProducerInterceptor<String, byte[]> {

	private static final AtomicReference<@Nullable Armed> armed = new AtomicReference<>();

	/**
	 * Run an action between the first and the second record of the next write to a topic,
	 * once the first is acknowledged.
	 * @param topic the topic
	 * @param action the action
	 */
	static void arm(String topic, Runnable action) {
		armed.set(new Armed(topic, action, new AtomicInteger(), new CountDownLatch(1)));
	}

	@Override
	public ProducerRecord<String, byte[]> onSend(ProducerRecord<String, byte[]> record) {
		Armed current = armed.get();
		if (current != null && record.topic().equals(current.topic()) && current.sent().incrementAndGet() == 2) {
			try {
				if (current.firstAcknowledged().await(30, TimeUnit.SECONDS)) {
					current.action().run();
				}
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			finally {
				armed.compareAndSet(current, null);
			}
		}
		return record;
	}

	@Override
	public void onAcknowledgement(@Nullable RecordMetadata metadata, @Nullable Exception exception) {
		Armed current = armed.get();
		if (metadata != null && exception == null && current != null && metadata.topic().equals(current.topic())) {
			current.firstAcknowledged().countDown();
		}
	}

	@Override
	public void close() {
	}

	@Override
	public void configure(Map<String, ?> configs) {
	}

	private record Armed(String topic, Runnable action, AtomicInteger sent, CountDownLatch firstAcknowledged) {

	}

}
