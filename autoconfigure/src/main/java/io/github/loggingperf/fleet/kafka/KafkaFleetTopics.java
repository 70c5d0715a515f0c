package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.errors.TopicExistsException;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * The fleet's two topics, and their creation as compacted topics when they are missing
 * and creation is allowed.
 *
 * @author logging-perf
 */
public class KafkaFleetTopics {

	private static final Log logger = LogFactory.getLog(KafkaFleetTopics.class);

	private final String desiredState;

	private final String status;

	private final @Nullable Map<String, Object> adminConfig;

	/**
	 * Create the topics.
	 * @param desiredState the desired-state topic
	 * @param status the status topic
	 * @param adminConfig Spring Boot's admin client configuration, {@code null} when the
	 * topics must not be created
	 * @param timeout how long a creation may take
	 */
	public KafkaFleetTopics(String desiredState, String status, @Nullable Map<String, Object> adminConfig,
			Duration timeout) {
		Assert.hasText(desiredState, "'desiredState' must not be empty");
		Assert.hasText(status, "'status' must not be empty");
		Assert.isTrue(!desiredState.equals(status), "the desired-state and status topics must differ");
		this.desiredState = desiredState;
		this.status = status;
		if (adminConfig != null) {
			Map<String, Object> config = new HashMap<>(adminConfig);
			config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) timeout.toMillis());
			config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) timeout.toMillis());
			this.adminConfig = config;
		}
		else {
			this.adminConfig = null;
		}
	}

	/**
	 * Return the compacted topic that holds the desired state.
	 * @return the topic name
	 */
	public String desiredState() {
		return this.desiredState;
	}

	/**
	 * Return the compacted topic that holds each instance's latest status.
	 * @return the topic name
	 */
	public String status() {
		return this.status;
	}

	/**
	 * Create a topic as a compacted topic, unless creation is not allowed or it exists.
	 * @param topic the topic
	 * @return whether the topic may exist now
	 */
	boolean create(String topic) {
		if (this.adminConfig == null) {
			return false;
		}
		NewTopic newTopic = new NewTopic(topic, Optional.of(1), Optional.empty())
			.configs(Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT));
		try (Admin admin = Admin.create(this.adminConfig)) {
			admin.createTopics(List.of(newTopic)).all().get();
			logger.info("logging-perf: created compacted fleet topic '" + topic + "'");
			return true;
		}
		catch (ExecutionException ex) {
			if (ex.getCause() instanceof TopicExistsException) {
				return true;
			}
			throw new KafkaException("topic '" + topic + "' could not be created", ex.getCause());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new KafkaException("interrupted", ex);
		}
	}

}
