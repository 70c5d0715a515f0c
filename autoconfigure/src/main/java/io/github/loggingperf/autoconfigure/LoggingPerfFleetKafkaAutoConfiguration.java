package io.github.loggingperf.autoconfigure;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.kafka.KafkaFleetClients;
import io.github.loggingperf.fleet.kafka.KafkaFleetTopics;
import io.github.loggingperf.fleet.kafka.KafkaFleetTransport;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.kafka.autoconfigure.KafkaConnectionDetails;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.core.KafkaAdmin;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;

/**
 * Auto-configuration of the fleet's Kafka transport, on when
 * {@code logging-perf.fleet.enabled=true}, Spring Boot's Kafka module
 * ({@code spring-boot-kafka}, which brings Spring for Apache Kafka) is on the classpath
 * and the application defines no {@link FleetTransport} of its own. Its clients are
 * configured by Spring Boot's {@code spring.kafka.*} properties and are the fleet's own:
 * the application's Kafka beans are left alone.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class, before = LoggingPerfFleetAutoConfiguration.class,
		afterName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@ConditionalOnClass({ KafkaTemplate.class, KafkaConnectionDetails.class })
@ConditionalOnBooleanProperty("logging-perf.fleet.enabled")
@ConditionalOnBean(LoggingPipeline.class)
public final class LoggingPerfFleetKafkaAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean(FleetTransport.class)
	@ConditionalOnBean({ ConsumerFactory.class, ProducerFactory.class })
	KafkaFleetTransport kafkaFleetTransport(ConsumerFactory<?, ?> consumerFactory,
			ProducerFactory<?, ?> producerFactory, ObjectProvider<KafkaAdmin> kafkaAdmin,
			LoggingPerfProperties properties, Environment environment) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		KafkaFleetClients clients = new KafkaFleetClients(fleet.getCheckInterval(), fleet.getSendTimeout());
		KafkaAdmin admin = kafkaAdmin.getIfAvailable();
		KafkaFleetTopics topics = new KafkaFleetTopics(environment.resolveRequiredPlaceholders(fleet.getTopic()),
				environment.resolveRequiredPlaceholders(fleet.getStatusTopic()),
				(admin != null && fleet.isCreateTopics()) ? clients.admin(admin.getConfigurationProperties()) : null);
		return new KafkaFleetTransport(clients.consumerFactory(consumerFactory.getConfigurationProperties()),
				clients.statusReadFetch(), clients.template(producerFactory.getConfigurationProperties()), topics,
				(admin != null) ? admin.getConfigurationProperties() : null, fleet.getCheckInterval());
	}

}
