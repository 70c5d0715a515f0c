package io.github.loggingperf.autoconfigure;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetLedger;
import io.github.loggingperf.fleet.FleetMember;
import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetStateApplier;
import io.github.loggingperf.fleet.FleetStatusReporter;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.fleet.kafka.KafkaFleetTopics;
import io.github.loggingperf.fleet.kafka.KafkaFleetTransport;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import tools.jackson.databind.json.JsonMapper;

import org.jspecify.annotations.Nullable;

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
 * Auto-configuration of fleet-wide logging changes over Apache Kafka, on when
 * {@code logging-perf.fleet.enabled=true} and Spring Boot's Kafka module
 * ({@code spring-boot-kafka}, which brings Spring for Apache Kafka) is on the classpath.
 * The Kafka clients are configured by Spring Boot's {@code spring.kafka.*} properties.
 *
 * @author logging-perf
 */
@AutoConfiguration(after = { LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class },
		afterName = "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration")
@ConditionalOnClass({ KafkaTemplate.class, KafkaConnectionDetails.class, JsonMapper.class })
@ConditionalOnBooleanProperty("logging-perf.fleet.enabled")
@ConditionalOnBean({ LoggingPipeline.class, LoggerLevelOverrides.class })
public final class LoggingPerfFleetAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean({ ConsumerFactory.class, ProducerFactory.class })
	KafkaFleetTransport kafkaFleetTransport(ConsumerFactory<?, ?> consumerFactory,
			ProducerFactory<?, ?> producerFactory, ObjectProvider<KafkaAdmin> kafkaAdmin,
			LoggingPerfProperties properties, Environment environment) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		String topic = environment.resolveRequiredPlaceholders(fleet.getTopic());
		String statusTopic = environment.resolveRequiredPlaceholders(fleet.getStatusTopic());
		KafkaAdmin admin = fleet.isCreateTopics() ? kafkaAdmin.getIfAvailable() : null;
		KafkaFleetTopics topics = new KafkaFleetTopics(topic, statusTopic,
				(admin != null) ? admin.getConfigurationProperties() : null, fleet.getCheckInterval());
		return new KafkaFleetTransport(consumerFactory.getConfigurationProperties(),
				producerFactory.getConfigurationProperties(), topics, fleet.getCheckInterval());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetRecordCounts fleetRecordCounts() {
		return new FleetRecordCounts();
	}

	@Bean
	@ConditionalOnMissingBean
	FleetStateApplier fleetStateApplier(LoggerLevelOverrides overrides, RuntimeSwitches switches, Expiries expiries) {
		return new FleetStateApplier(overrides, switches, expiries);
	}

	@Bean
	@ConditionalOnMissingBean
	FleetLedger fleetLedger(LoggingPerfProperties properties, Environment environment) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetLedger(environment.resolveRequiredPlaceholders(fleet.getTopic()),
				FleetSignature.of(fleet.getSecret()));
	}

	@Bean
	@ConditionalOnMissingBean
	FleetView fleetView(FleetStateApplier applier, LoggingPipeline pipeline, ObjectProvider<LoggingDoctor> doctor,
			LoggingPerfProperties properties, Expiries expiries) {
		String instance = instanceId(properties.getFleet());
		FleetStatusReporter reporter = new FleetStatusReporter(instance, pipeline, applier,
				() -> findings(doctor.getIfAvailable()), expiries.clock());
		return new FleetView(instance, expiries.clock(), properties.getFleet().getInstanceTimeout(), reporter);
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean(FleetTransport.class)
	FleetMember fleetMember(FleetTransport transport, FleetStateApplier applier, FleetView view,
			FleetRecordCounts counts, FleetLedger ledger, LoggingPerfProperties properties) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetMember(transport, applier, view, counts, FleetSignature.of(fleet.getSecret()), ledger,
				scheduler("logging-perf-fleet-status"), new FleetMember.Settings(view.instance(),
						fleet.getStatusInterval(), fleet.getMaxRecordSize().toBytes()));
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean(FleetTransport.class)
	FleetWrites fleetWrites(FleetTransport transport, FleetStateApplier applier, LoggerLevelOverrides overrides,
			FleetView view, FleetLedger ledger, LoggingPerfProperties properties, Expiries expiries) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetWrites(transport, applier, overrides, ledger, expiries.clock(), view.instance(),
				fleet.getSendTimeout());
	}

	private static Map<String, Long> findings(@Nullable LoggingDoctor doctor) {
		Map<String, Long> counts = new TreeMap<>();
		if (doctor != null) {
			for (Finding finding : doctor.findings()) {
				counts.merge(finding.severity().name().toLowerCase(Locale.ROOT), 1L, Long::sum);
			}
		}
		return counts;
	}

	private static String instanceId(LoggingPerfProperties.Fleet fleet) {
		if (!fleet.getInstanceId().isEmpty()) {
			return fleet.getInstanceId();
		}
		String host;
		try {
			host = InetAddress.getLocalHost().getHostName();
		}
		catch (UnknownHostException ex) {
			host = "unknown";
		}
		return host + "-" + ManagementFactory.getRuntimeMXBean().getPid() + "-"
				+ UUID.randomUUID().toString().substring(0, 4);
	}

	private static ScheduledExecutorService scheduler(String name) {
		ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, (task) -> {
			Thread thread = new Thread(task, name);
			thread.setDaemon(true);
			return thread;
		});
		scheduler.setRemoveOnCancelPolicy(true);
		return scheduler;
	}

}
