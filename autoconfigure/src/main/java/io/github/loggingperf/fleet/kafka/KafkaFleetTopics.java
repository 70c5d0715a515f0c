package io.github.loggingperf.fleet.kafka;

import org.apache.kafka.clients.admin.NewTopic;
import org.jspecify.annotations.Nullable;

import org.springframework.kafka.config.TopicBuilder;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.util.Assert;

/**
 * The fleet's two topics, and their creation as compacted topics with one partition when
 * they are missing and creation is allowed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class KafkaFleetTopics {

	private final String desiredState;

	private final String status;

	private final @Nullable KafkaAdmin admin;

	/**
	 * Create the topics.
	 * @param desiredState the desired-state topic
	 * @param status the status topic
	 * @param admin the fleet's own admin, configured by Spring Boot's admin settings,
	 * {@code null} when the topics must not be created
	 */
	public KafkaFleetTopics(String desiredState, String status, @Nullable KafkaAdmin admin) {
		Assert.hasText(desiredState, "'desiredState' must not be empty");
		Assert.hasText(status, "'status' must not be empty");
		Assert.isTrue(!desiredState.equals(status), "the desired-state and status topics must differ");
		this.desiredState = desiredState;
		this.status = status;
		this.admin = admin;
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
	 * Create both topics as compacted topics with one partition, unless creation is not
	 * allowed; existing topics are left as they are.
	 * @return whether creation is allowed
	 * @throws org.springframework.kafka.KafkaException if the broker could not create
	 * them
	 */
	boolean create() {
		if (this.admin == null) {
			return false;
		}
		this.admin.createOrModifyTopics(compacted(this.desiredState), compacted(this.status));
		return true;
	}

	private static NewTopic compacted(String name) {
		return TopicBuilder.name(name).partitions(1).compact().build();
	}

}
