package io.github.loggingperf.autoconfigure;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.doctor.AppenderFailureRule;
import io.github.loggingperf.doctor.ConfigurationLoadRule;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.DoctorStartupReport;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.ProductionLikeRun;
import io.github.loggingperf.doctor.WrittenConfiguration;

/**
 * Auto-configuration of the logging doctor, which inspects the live Log4j configuration
 * each time it is asked, with its standard rules and every {@link DoctorRule} bean (the
 * fleet contributes one), and of its report at startup.
 *
 * @author logging-perf
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnBean(LoggingPipeline.class)
@ConditionalOnBooleanProperty(name = "logging-perf.doctor.enabled", matchIfMissing = true)
public final class LoggingPerfDoctorAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingDoctor loggingDoctor(LoggingPipeline pipeline, LoggingPerfProperties properties, Environment environment,
			ObjectProvider<DoctorRule> contributedRules) {
		ProductionLikeRun productionLike = new ProductionLikeRun(environment,
				properties.getDoctor().getProductionProfiles());
		ClassLoader classLoader = LoggingPerfDoctorAutoConfiguration.class.getClassLoader();
		WrittenConfiguration written = new WrittenConfiguration();
		LoggerContext context = LoggingPerfAutoConfiguration.loggerContext();
		List<DoctorRule> rules = new ArrayList<>(
				LoggingDoctor.standardRules((name) -> ClassUtils.isPresent(name, classLoader)));
		rules.add(new AppenderFailureRule(pipeline::appenderFailures));
		rules.add(new ConfigurationLoadRule((name) -> ClassUtils.isPresent(name, classLoader),
				(name) -> classLoader.getResource(name) != null));
		contributedRules.orderedStream().forEach(rules::add);
		return new LoggingDoctor(() -> DoctorContext.of(context, pipeline, productionLike.reason(), written), rules);
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBooleanProperty(name = "logging-perf.doctor.startup-report", matchIfMissing = true)
	DoctorStartupReport doctorStartupReport(LoggingDoctor doctor) {
		return new DoctorStartupReport(doctor);
	}

}
