package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.admin.ConfigEntry;
import org.apache.kafka.clients.admin.DescribeClusterOptions;
import org.apache.kafka.clients.admin.DescribeConfigsOptions;
import org.apache.kafka.clients.admin.DescribeTopicsOptions;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;
import org.jspecify.annotations.Nullable;

import org.springframework.kafka.core.ProducerFactory;
import org.springframework.util.Assert;

/**
 * Checks, when the fleet connects, that the Kafka cluster can run the fleet's writes,
 * which are transactions: that it gives a transactional producer an id. A cluster with
 * fewer brokers than {@code transaction.state.log.replication.factor} (Kafka's default is
 * three, so a single broker with the defaults) cannot create its transaction state log,
 * and one whose log has fewer in-sync replicas than {@code transaction.state.log.min.isr}
 * cannot write it; a managed service may not offer transactions at all. Each makes every
 * fleet write wait for its timeout and fail; found here, the fleet reports itself not
 * connected with the reason, and writes are refused at once.
 *
 * @author logging-perf
 */
final class KafkaFleetTransactions {

	/**
	 * Kafka's internal topic that holds the state of transactions.
	 */
	static final String TRANSACTION_STATE_LOG = "__transaction_state";

	static final String REPLICATION_FACTOR = "transaction.state.log.replication.factor";

	static final String MIN_ISR = "transaction.state.log.min.isr";

	private final ProducerFactory<String, byte[]> producers;

	private final @Nullable Map<String, Object> adminConfig;

	private final Duration timeout;

	/**
	 * Create the check.
	 * @param producers the fleet's transactional producer factory
	 * @param adminConfig Spring Boot's admin configuration, to read the cluster's
	 * settings, or {@code null} when there is none
	 * @param timeout how long each request to the cluster may take
	 */
	KafkaFleetTransactions(ProducerFactory<String, byte[]> producers, @Nullable Map<String, Object> adminConfig,
			Duration timeout) {
		Assert.isTrue(producers.transactionCapable(), "'producers' must be transactional");
		this.producers = producers;
		this.adminConfig = adminConfig;
		this.timeout = timeout;
	}

	/**
	 * Check that a fleet write could commit now: first the cluster's settings (when the
	 * client may read them), then a new transactional producer of the fleet's own (those
	 * of an earlier connection are closed: the broker may not know their ids), which gets
	 * its id and stays ready for the first write.
	 * @return why fleet writes cannot commit on this cluster, naming the broker setting
	 * when it is known, or {@code null} when they can
	 */
	@Nullable String check() {
		String misconfigured = misconfiguration();
		if (misconfigured != null) {
			return misconfigured;
		}
		try {
			this.producers.reset();
			this.producers.createProducer().close();
			return null;
		}
		catch (RuntimeException ex) {
			Throwable cause = (ex.getCause() != null) ? ex.getCause() : ex;
			return "the Kafka cluster gave the fleet's transactional producer no id ("
					+ cause.getClass().getSimpleName() + ": " + cause.getMessage()
					+ "); every fleet write is a Kafka transaction: check the brokers' " + REPLICATION_FACTOR + " and "
					+ MIN_ISR + " (at most the number of brokers), that the "
					+ "service offers transactions, and write and describe access on transactional ids starting with "
					+ "'logging-perf-fleet-'";
		}
	}

	private @Nullable String misconfiguration() {
		if (this.adminConfig == null) {
			return null;
		}
		try (Admin admin = Admin.create(this.adminConfig)) {
			int timeoutMs = (int) Math.min(Integer.MAX_VALUE, this.timeout.toMillis());
			Collection<Node> brokers = get(
					admin.describeCluster(new DescribeClusterOptions().timeoutMs(timeoutMs)).nodes());
			if (brokers.isEmpty()) {
				return null;
			}
			ConfigResource broker = new ConfigResource(ConfigResource.Type.BROKER,
					brokers.iterator().next().idString());
			Config config = get(
					admin.describeConfigs(List.of(broker), new DescribeConfigsOptions().timeoutMs(timeoutMs)).all())
				.get(broker);
			if (config == null) {
				return null;
			}
			int replicationFactor = intValue(config.get(REPLICATION_FACTOR));
			int minIsr = intValue(config.get(MIN_ISR));
			TopicDescription log = transactionStateLog(admin, timeoutMs);
			if (log == null) {
				return (replicationFactor > brokers.size()) ? "the Kafka cluster has " + brokers.size()
						+ " broker(s) but " + REPLICATION_FACTOR + " is " + replicationFactor
						+ ", so it cannot create its transaction state log (" + TRANSACTION_STATE_LOG
						+ ") and no fleet write, a Kafka transaction, can commit: set " + REPLICATION_FACTOR + " and "
						+ MIN_ISR + " to at most " + brokers.size() + " on the brokers" : null;
			}
			for (TopicPartitionInfo partition : log.partitions()) {
				int needed = Math.min(minIsr, partition.replicas().size());
				if (partition.leader() == null || partition.isr().size() < needed) {
					return "partition " + partition.partition() + " of the Kafka cluster's transaction state log ("
							+ TRANSACTION_STATE_LOG + ") has " + partition.isr().size() + " in-sync replica(s) of "
							+ partition.replicas().size() + ", fewer than " + MIN_ISR + " (" + minIsr
							+ "), so no fleet write, a Kafka transaction, can commit: bring the brokers back or "
							+ "lower " + MIN_ISR;
				}
			}
			return null;
		}
		catch (ExecutionException | TimeoutException | RuntimeException ex) {
			// not allowed to read the cluster's settings, or no answer: the producer
			// tells
			return null;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	private @Nullable TopicDescription transactionStateLog(Admin admin, int timeoutMs)
			throws ExecutionException, TimeoutException, InterruptedException {
		try {
			return get(admin
				.describeTopics(List.of(TRANSACTION_STATE_LOG), new DescribeTopicsOptions().timeoutMs(timeoutMs))
				.allTopicNames()).get(TRANSACTION_STATE_LOG);
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof UnknownTopicOrPartitionException) {
				return null;
			}
			throw ex;
		}
	}

	private <T> T get(KafkaFuture<T> future) throws ExecutionException, TimeoutException, InterruptedException {
		return future.get(this.timeout.toMillis(), TimeUnit.MILLISECONDS);
	}

	private static int intValue(@Nullable ConfigEntry entry) {
		if (entry == null || entry.value() == null) {
			throw new IllegalStateException("setting not readable");
		}
		return Integer.parseInt(entry.value());
	}

}
