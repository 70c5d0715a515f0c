package io.github.loggingperf.autoconfigure;

import java.time.Clock;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.core.env.Environment;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.appender.AppenderErrorHandlers;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.doctor.DoctorStartupReport;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.rules.DoctorRules;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.ConfiguredLoggerLevels;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.log4j2.BackgroundThreadPacing;
import io.github.loggingperf.log4j2.Log4j2ConfigurationListener;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.log4j2.Log4j2ShutdownRegistration;
import io.github.loggingperf.log4j2.Log4j2StartupReport;
import io.github.loggingperf.log4j2.RingBufferDrain;
import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * Auto-configuration of the asynchronous Log4j 2 logging pipeline: its state bean, the
 * queue drain on close, the shutdown handler, the runtime level overrides and the startup
 * report. Every bean that talks to Log4j gets the logger context through its constructor:
 * the one Log4j's {@code LogManager} gives when the bean is created, as for Spring Boot's
 * {@code Log4J2LoggingSystem}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration
@ConditionalOnClass({ LoggerContext.class, AsyncLoggerContext.class })
@Conditional(OnLog4jCoreLoggerContextCondition.class)
@EnableConfigurationProperties(LoggingPerfProperties.class)
public final class LoggingPerfAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean(LoggingPipeline.class)
	Log4j2LoggingPipeline loggingPipeline(LoggingPerfProperties properties, AppenderFailureCounts failureCounts) {
		LoggingPerfProperties.Async async = properties.getAsync();
		return Log4j2LoggingPipeline.configured(loggerContext(), failureCounts, async.isEnabled(),
				async.getRingBufferSize(), async.getDiscardThreshold(), async.getFullRingWait(),
				properties.getLocation().isEnabled());
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBooleanProperty(name = BackgroundThreadPacing.PROPERTY, matchIfMissing = true)
	BackgroundThreadPacing backgroundThreadPacing() {
		return new BackgroundThreadPacing(loggerContext());
	}

	@Bean
	@ConditionalOnMissingBean
	AppenderFailureCounts appenderFailureCounts(ObjectProvider<Clock> clock) {
		return new AppenderFailureCounts(clock.getIfAvailable(Clock::systemUTC));
	}

	@Bean
	@ConditionalOnMissingBean
	AppenderErrorHandlers appenderErrorHandlers(AppenderFailureCounts failureCounts) {
		return new AppenderErrorHandlers(loggerContext(), failureCounts);
	}

	@Bean
	Log4j2ConfigurationListener appenderErrorHandlersReattacher(AppenderErrorHandlers handlers) {
		return new Log4j2ConfigurationListener(loggerContext(), handlers::attach);
	}

	@Bean
	@ConditionalOnMissingBean
	RingBufferDrain ringBufferDrain(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		return new RingBufferDrain(pipeline, properties.getShutdown().getTimeout());
	}

	@Bean
	@ConditionalOnMissingBean
	Log4j2ShutdownRegistration log4j2ShutdownRegistration(LoggingPerfProperties properties) {
		return new Log4j2ShutdownRegistration(properties.getShutdown().getTimeout());
	}

	@Bean
	@ConditionalOnMissingBean
	Expiries loggingPerfExpiries(ApplicationEventPublisher publisher, ObjectProvider<Clock> clock) {
		return new Expiries(clock.getIfAvailable(Clock::systemUTC), publisher);
	}

	@Bean
	@ConditionalOnMissingBean
	RuntimeSwitches runtimeSwitches(LoggingPipeline pipeline, LoggingPerfProperties properties, Expiries expiries) {
		return new RuntimeSwitches(pipeline, properties.getAsync().getDiscardThreshold(),
				properties.getLocation().isEnabled(), expiries);
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean({ LoggingSystem.class, LoggerGroups.class })
	LoggerLevelOverrides loggerLevelOverrides(LoggingSystem loggingSystem, LoggerGroups loggerGroups,
			LoggingPerfProperties properties, Expiries expiries) {
		return new LoggerLevelOverrides(loggingSystem, loggerGroups, expiries, properties.getOverrides().getMaxTtl(),
				properties.getOverrides().getMaxEntries());
	}

	@Bean
	@ConditionalOnBean(LoggerLevelOverrides.class)
	Log4j2ConfigurationListener runtimeLevelsReapplier(LoggerLevelOverrides overrides, Environment environment,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups) {
		ConfiguredLoggerLevels configuredLevels = new ConfiguredLoggerLevels(environment, loggingSystem, loggerGroups);
		return new Log4j2ConfigurationListener(loggerContext(), () -> {
			configuredLevels.apply();
			overrides.reapply();
		});
	}

	@Bean
	@ConditionalOnMissingBean
	Log4j2StartupReport log4j2StartupReport(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		LoggingPerfProperties.Doctor doctor = properties.getDoctor();
		LoggerContext context = loggerContext();
		if (doctor.isEnabled() && doctor.isStartupReport()) {
			return new Log4j2StartupReport(pipeline, properties.getShutdown().getTimeout(), context, () -> null);
		}
		LoggingDoctor pipelineDoctor = DoctorRules.pipelineDoctor(context, pipeline);
		return new Log4j2StartupReport(pipeline, properties.getShutdown().getTimeout(), context,
				() -> DoctorStartupReport.message(pipelineDoctor.findings()));
	}

	/**
	 * Return the logger context of this application, as Log4j's {@code LogManager} gives
	 * it now.
	 * @return the logger context
	 */
	static LoggerContext loggerContext() {
		return (LoggerContext) LogManager.getContext(false);
	}

}
