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
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

/**
 * Auto-configuration of fleet-wide logging changes, on when
 * {@code logging-perf.fleet.enabled=true}, over whichever {@link FleetTransport} bean
 * there is: the application's own, or the Kafka one of
 * {@link LoggingPerfFleetKafkaAutoConfiguration}. Nothing here needs Kafka.
 *
 * @author logging-perf
 */
@AutoConfiguration(after = { LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class })
@ConditionalOnClass(JsonMapper.class)
@ConditionalOnBooleanProperty("logging-perf.fleet.enabled")
@ConditionalOnBean({ LoggingPipeline.class, LoggerLevelOverrides.class, FleetTransport.class })
public final class LoggingPerfFleetAutoConfiguration {

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
	FleetMember fleetMember(FleetTransport transport, FleetStateApplier applier, FleetView view,
			FleetRecordCounts counts, FleetLedger ledger, LoggingPerfProperties properties) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetMember(transport, applier, view, counts, FleetSignature.of(fleet.getSecret()), ledger,
				scheduler("logging-perf-fleet-status"), new FleetMember.Settings(view.instance(),
						fleet.getStatusInterval(), fleet.getMaxRecordSize().toBytes()));
	}

	@Bean
	@ConditionalOnMissingBean
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
