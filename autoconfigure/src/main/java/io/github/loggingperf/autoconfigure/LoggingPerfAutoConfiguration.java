package io.github.loggingperf.autoconfigure;

import java.time.Clock;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.Supplier;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.annotation.Conditional;
import org.springframework.core.env.Environment;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.appender.AppenderErrorHandlers;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.logging.ConfiguredLoggerLevels;
import io.github.loggingperf.logging.LoggerLevelOverrides;
import io.github.loggingperf.logging.log4j2.BootstrapSettings;
import io.github.loggingperf.logging.log4j2.Log4j2ConfigurationListener;
import io.github.loggingperf.logging.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.logging.log4j2.Log4j2ShutdownHandler;
import io.github.loggingperf.logging.log4j2.Log4j2StartupReport;
import io.github.loggingperf.logging.log4j2.RingBufferDrain;

/**
 * Auto-configuration of the asynchronous Log4j 2 logging
 * pipeline: its state bean, the queue drain on close and the startup report.
 *
 * @author logging-perf
 */
@AutoConfiguration
@ConditionalOnClass({ LoggerContext.class, AsyncLoggerContext.class })
@Conditional(OnLog4jCoreLoggerContextCondition.class)
@EnableConfigurationProperties(LoggingPerfProperties.class)
public final class LoggingPerfAutoConfiguration {

	private static final Supplier<LoggerContext> CURRENT_CONTEXT = () -> (LoggerContext) LogManager.getContext(false);

	@Bean
	@ConditionalOnMissingBean(LoggingPipeline.class)
	Log4j2LoggingPipeline loggingPipeline(LoggingPerfProperties properties, AppenderFailureCounts failureCounts) {
		BootstrapSettings settings = BootstrapSettings.fromSystem();
		settings.verifySameAs(properties.getAsync().isEnabled(), properties.getAsync().getRingBufferSize());
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(CURRENT_CONTEXT, settings, failureCounts);
		pipeline.setDiscardThreshold(properties.getAsync().getDiscardThreshold());
		try {
			pipeline.setLocationEnabled(properties.getLocation().isEnabled());
		}
		catch (IllegalStateException ex) {
			// Not a configuration loaded through the switch: Log4j2StartupReport warns
		}
		return pipeline;
	}

	@Bean
	@ConditionalOnMissingBean
	AppenderFailureCounts appenderFailureCounts() {
		return new AppenderFailureCounts();
	}

	@Bean
	@ConditionalOnMissingBean
	AppenderErrorHandlers appenderErrorHandlers(AppenderFailureCounts failureCounts) {
		return new AppenderErrorHandlers(CURRENT_CONTEXT, failureCounts);
	}

	@Bean
	Log4j2ConfigurationListener appenderErrorHandlersReattacher(AppenderErrorHandlers handlers) {
		return new Log4j2ConfigurationListener(CURRENT_CONTEXT.get(), handlers::attach);
	}

	@Bean
	@ConditionalOnMissingBean
	RingBufferDrain ringBufferDrain(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		Log4j2ShutdownHandler.register(properties.getShutdown().getTimeout());
		return new RingBufferDrain(pipeline, properties.getShutdown().getTimeout());
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean({ LoggingSystem.class, LoggerGroups.class })
	LoggerLevelOverrides loggerLevelOverrides(LoggingSystem loggingSystem, LoggerGroups loggerGroups,
			LoggingPerfProperties properties) {
		ScheduledThreadPoolExecutor expiryExecutor = new ScheduledThreadPoolExecutor(1, (task) -> {
			Thread thread = new Thread(task, "logging-perf-override-expiry");
			thread.setDaemon(true);
			return thread;
		});
		expiryExecutor.setRemoveOnCancelPolicy(true);
		return new LoggerLevelOverrides(loggingSystem, loggerGroups, Clock.systemUTC(),
				properties.getOverrides().getMaxTtl(), expiryExecutor);
	}

	@Bean
	@ConditionalOnBean(LoggerLevelOverrides.class)
	Log4j2ConfigurationListener runtimeLevelsReapplier(LoggerLevelOverrides overrides, Environment environment,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups) {
		ConfiguredLoggerLevels configuredLevels = new ConfiguredLoggerLevels(environment, loggingSystem, loggerGroups);
		return new Log4j2ConfigurationListener(CURRENT_CONTEXT.get(), () -> {
			configuredLevels.apply();
			overrides.reapply();
		});
	}

	@Bean
	@ConditionalOnMissingBean
	Log4j2StartupReport log4j2StartupReport(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		LoggingPerfProperties.Doctor doctor = properties.getDoctor();
		boolean doctorReports = doctor.isEnabled() && doctor.isStartupReport();
		return new Log4j2StartupReport(pipeline, properties.getShutdown().getTimeout(), CURRENT_CONTEXT,
				!doctorReports);
	}

}
