package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import io.github.loggingperf.fleet.FleetMessage;
import io.github.loggingperf.fleet.FleetStatusRecords;
import io.github.loggingperf.fleet.FleetUnavailableException;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.OffsetAndTimestamp;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.jspecify.annotations.Nullable;

import org.springframework.kafka.core.ConsumerFactory;

/**
 * Reads the status topic when the fleet view is asked for, on the caller's thread, with a
 * consumer of its own that is created at the first read and does nothing between reads:
 * from an offset, or from the first record written at or after an instant (the broker's
 * time index), up to the end offset looked up at the start of the read.
 *
 * @author logging-perf
 */
final class KafkaFleetStatusReader {

	private final ConsumerFactory<String, byte[]> consumers;

	private final Properties fetch;

	private final TopicPartition partition;

	private @Nullable Consumer<String, byte[]> consumer;

	private boolean closed;

	KafkaFleetStatusReader(ConsumerFactory<String, byte[]> consumers, Properties fetch, String topic) {
		this.consumers = consumers;
		this.fetch = fetch;
		this.partition = new TopicPartition(topic, 0);
	}

	synchronized FleetStatusRecords read(long from, Instant since, Duration timeout) {
		if (this.closed) {
			throw new FleetUnavailableException("fleet statuses not read: the fleet is stopped", null);
		}
		long deadline = System.nanoTime() + timeout.toNanos();
		try {
			Consumer<String, byte[]> consumer = consumer();
			long end = consumer.endOffsets(List.of(this.partition), timeout).getOrDefault(this.partition, 0L);
			consumer.seek(this.partition, (from >= 0 && from <= end) ? from : offsetAt(consumer, since, end, timeout));
			List<FleetMessage> records = new ArrayList<>();
			while (consumer.position(this.partition, remaining(deadline)) < end) {
				for (ConsumerRecord<String, byte[]> record : consumer.poll(remaining(deadline))) {
					if (record.offset() < end) {
						records.add(KafkaFleetReader.message(record));
					}
				}
			}
			return new FleetStatusRecords(records, end);
		}
		catch (KafkaException | IllegalStateException ex) {
			discardConsumer();
			throw new FleetUnavailableException(
					"fleet statuses not read (" + ex.getClass().getSimpleName() + ": " + ex.getMessage() + ")", ex);
		}
	}

	private long offsetAt(Consumer<String, byte[]> consumer, Instant since, long end, Duration timeout) {
		// the value is null for a partition without a record at or after that time
		@Nullable OffsetAndTimestamp offset = consumer.offsetsForTimes(Map.of(this.partition, since.toEpochMilli()), timeout)
			.get(this.partition);
		return (offset != null) ? offset.offset() : end;
	}

	private static Duration remaining(long deadline) {
		long nanos = deadline - System.nanoTime();
		if (nanos <= 0) {
			throw new KafkaException("the status topic was not read to its end in time");
		}
		return Duration.ofNanos(nanos);
	}

	private Consumer<String, byte[]> consumer() {
		Consumer<String, byte[]> consumer = this.consumer;
		if (consumer == null) {
			consumer = this.consumers.createConsumer(null, null, "-status", this.fetch);
			consumer.assign(List.of(this.partition));
			this.consumer = consumer;
		}
		return consumer;
	}

	synchronized void close() {
		this.closed = true;
		discardConsumer();
	}

	private void discardConsumer() {
		Consumer<String, byte[]> consumer = this.consumer;
		this.consumer = null;
		if (consumer != null) {
			consumer.close();
		}
	}

}
