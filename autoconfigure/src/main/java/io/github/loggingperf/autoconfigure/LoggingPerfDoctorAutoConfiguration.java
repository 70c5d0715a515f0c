package io.github.loggingperf.autoconfigure;

import java.time.Clock;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.DoctorStartupReport;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.ProductionLikeRun;
import io.github.loggingperf.doctor.rules.DoctorRules;

/**
 * Auto-configuration of the logging doctor, which inspects the live Log4j configuration
 * each time it is asked, with its standard rules and every {@link DoctorRule} bean (the
 * fleet contributes one), and of its report at startup.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnBean(LoggingPipeline.class)
@ConditionalOnBooleanProperty(name = "logging-perf.doctor.enabled", matchIfMissing = true)
public final class LoggingPerfDoctorAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingDoctor loggingDoctor(LoggingPipeline pipeline, LoggingPerfProperties properties, Environment environment,
			ObjectProvider<DoctorRule> contributedRules, ObjectProvider<Clock> clock) {
		ProductionLikeRun productionLike = new ProductionLikeRun(environment,
				properties.getDoctor().getProductionProfiles());
		return DoctorRules.applicationDoctor(LoggingPerfAutoConfiguration.loggerContext(), pipeline, productionLike,
				LoggingPerfDoctorAutoConfiguration.class.getClassLoader(), contributedRules.orderedStream().toList(),
				clock.getIfAvailable(Clock::systemUTC));
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBooleanProperty(name = "logging-perf.doctor.startup-report", matchIfMissing = true)
	DoctorStartupReport doctorStartupReport(LoggingDoctor doctor) {
		return new DoctorStartupReport(doctor);
	}

}
