package io.github.loggingperf.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetStateApplier;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.metrics.AppenderFailureMetrics;
import io.github.loggingperf.metrics.DoctorMetrics;
import io.github.loggingperf.metrics.FleetMetrics;
import io.github.loggingperf.metrics.ExpiriesMetrics;
import io.github.loggingperf.metrics.LevelOverridesMetrics;
import io.github.loggingperf.metrics.LoggingPerfMetrics;
import io.github.loggingperf.metrics.SwitchesMetrics;
import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * Auto-configuration of the Micrometer meters of the logging pipeline and of the runtime
 * level overrides. Events delivered to the appenders are already counted by Micrometer's
 * {@code Log4j2Metrics}, which Spring Boot binds; these meters add the ring buffer, the
 * discarded events, the pipeline's settings and how long a raised discard threshold has
 * been left, the overrides and the logging doctor's findings.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(
		after = { LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class,
				LoggingPerfFleetAutoConfiguration.class },
		afterName = { "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
				"org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration" })
@ConditionalOnClass({ MeterRegistry.class, MeterBinder.class })
@ConditionalOnBean({ LoggingPipeline.class, MeterRegistry.class })
public final class LoggingPerfMetricsAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfMetrics loggingPerfMetrics(LoggingPipeline pipeline) {
		return new LoggingPerfMetrics(pipeline);
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnBean(AppenderFailureCounts.class)
	static class AppenderFailureMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		AppenderFailureMetrics appenderFailureMetrics(AppenderFailureCounts counts) {
			return new AppenderFailureMetrics(counts);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnBean(LoggerLevelOverrides.class)
	static class LevelOverridesMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		LevelOverridesMetrics levelOverridesMetrics(LoggerLevelOverrides overrides) {
			return new LevelOverridesMetrics(overrides);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnBean(Expiries.class)
	static class ExpiriesMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		ExpiriesMetrics expiriesMetrics(Expiries expiries) {
			return new ExpiriesMetrics(expiries);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnBean(RuntimeSwitches.class)
	static class SwitchesMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		SwitchesMetrics switchesMetrics(RuntimeSwitches switches) {
			return new SwitchesMetrics(switches);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnBean(LoggingDoctor.class)
	static class DoctorMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		DoctorMetrics doctorMetrics(LoggingDoctor doctor) {
			return new DoctorMetrics(doctor);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass(FleetView.class)
	@ConditionalOnBean({ FleetView.class, FleetTransport.class })
	static class FleetMetricsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		FleetMetrics fleetMetrics(FleetView view, FleetStateApplier applier, FleetRecordCounts counts,
				FleetTransport transport) {
			return new FleetMetrics(view, applier::appliedChangeIds, counts, transport::lag);
		}

	}

}
