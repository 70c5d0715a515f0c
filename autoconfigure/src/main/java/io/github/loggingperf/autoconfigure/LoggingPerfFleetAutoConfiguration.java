package io.github.loggingperf.autoconfigure;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.rules.UnsignedFleetRule;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetInstanceId;
import io.github.loggingperf.fleet.FleetLedger;
import io.github.loggingperf.fleet.FleetMember;
import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetRefusals;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetStateApplier;
import io.github.loggingperf.fleet.FleetStatusReporter;
import io.github.loggingperf.fleet.FleetStatuses;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import tools.jackson.databind.json.JsonMapper;

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
 * {@link LoggingPerfFleetKafkaAutoConfiguration}. Nothing here needs Kafka. Without a
 * secret the application does not start unless {@code logging-perf.fleet.unsigned=true}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = { LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class })
@ConditionalOnClass(JsonMapper.class)
@ConditionalOnBooleanProperty("logging-perf.fleet.enabled")
@ConditionalOnBean({ LoggingPipeline.class, LoggerLevelOverrides.class, FleetTransport.class })
public final class LoggingPerfFleetAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	FleetSignature fleetSignature(LoggingPerfProperties properties) {
		return FleetSignature.configured(properties.getFleet().getSecret(), properties.getFleet().isUnsigned());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetRecordCounts fleetRecordCounts() {
		return new FleetRecordCounts();
	}

	@Bean
	@ConditionalOnMissingBean
	FleetRefusals fleetRefusals(FleetRecordCounts counts, FleetSignature signature, LoggingPerfProperties properties) {
		return new FleetRefusals(counts, signature, properties.getFleet().getMaxRecordSize().toBytes());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetStateApplier fleetStateApplier(LoggerLevelOverrides overrides, RuntimeSwitches switches, Expiries expiries) {
		return new FleetStateApplier(overrides, switches, expiries);
	}

	@Bean
	@ConditionalOnMissingBean
	FleetLedger fleetLedger(LoggingPerfProperties properties, Environment environment, FleetSignature signature) {
		return new FleetLedger(environment.resolveRequiredPlaceholders(properties.getFleet().getTopic()), signature);
	}

	@Bean
	@ConditionalOnMissingBean
	FleetStatusReporter fleetStatusReporter(FleetStateApplier applier, LoggingPipeline pipeline,
			ObjectProvider<LoggingDoctor> doctor, LoggingPerfProperties properties, Expiries expiries) {
		return new FleetStatusReporter(FleetInstanceId.of(properties.getFleet().getInstanceId()), pipeline, applier,
				() -> doctor.stream().flatMap((found) -> found.findings().stream()).toList(), expiries.clock());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetStatuses fleetStatuses(FleetTransport transport, FleetRefusals refusals, FleetStatusReporter reporter,
			LoggingPerfProperties properties, Expiries expiries) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetStatuses(transport, refusals, reporter.instance(), expiries.clock(), fleet.getInstanceTimeout(),
				fleet.getCheckInterval());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetView fleetView(FleetStatusReporter reporter, FleetStatuses statuses, LoggingPerfProperties properties,
			Expiries expiries) {
		return new FleetView(reporter.instance(), expiries.clock(), properties.getFleet().getInstanceTimeout(),
				reporter, statuses);
	}

	@Bean
	@ConditionalOnMissingBean
	FleetMember fleetMember(FleetTransport transport, FleetStateApplier applier, FleetView view,
			FleetRecordCounts counts, FleetSignature signature, FleetLedger ledger, FleetRefusals refusals,
			LoggingPerfProperties properties) {
		return new FleetMember(transport, applier, view, counts, signature, ledger, refusals,
				properties.getFleet().getStatusInterval());
	}

	@Bean
	@ConditionalOnMissingBean
	FleetWrites fleetWrites(FleetTransport transport, FleetStateApplier applier, LoggerLevelOverrides overrides,
			FleetView view, FleetLedger ledger, LoggingPerfProperties properties, Expiries expiries) {
		LoggingPerfProperties.Fleet fleet = properties.getFleet();
		return new FleetWrites(transport, applier, overrides, ledger, expiries.clock(), view.instance(),
				fleet.getSendTimeout(), fleet.getMaxTtl());
	}

	@Bean
	@ConditionalOnBean(LoggingDoctor.class)
	@ConditionalOnBooleanProperty("logging-perf.fleet.unsigned")
	UnsignedFleetRule unsignedFleetRule(FleetLedger ledger) {
		return new UnsignedFleetRule(ledger.fleet());
	}

}
