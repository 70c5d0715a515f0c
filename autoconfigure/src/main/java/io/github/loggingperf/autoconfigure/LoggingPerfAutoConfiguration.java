package io.github.loggingperf.autoconfigure;

import java.util.function.Supplier;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.logging.log4j2.BootstrapSettings;
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
	Log4j2LoggingPipeline loggingPipeline(LoggingPerfProperties properties) {
		BootstrapSettings settings = BootstrapSettings.fromSystem();
		settings.verifySameAs(properties.getAsync().isEnabled(), properties.getAsync().getRingBufferSize());
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(CURRENT_CONTEXT, settings);
		pipeline.setDiscardThreshold(properties.getAsync().getDiscardThreshold());
		return pipeline;
	}

	@Bean
	@ConditionalOnMissingBean
	RingBufferDrain ringBufferDrain(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		Log4j2ShutdownHandler.register(properties.getShutdown().getTimeout());
		return new RingBufferDrain(pipeline, properties.getShutdown().getTimeout());
	}

	@Bean
	@ConditionalOnMissingBean
	Log4j2StartupReport log4j2StartupReport(LoggingPipeline pipeline, LoggingPerfProperties properties) {
		return new Log4j2StartupReport(pipeline, CURRENT_CONTEXT, properties.getShutdown().getTimeout());
	}

}
