package io.github.loggingperf.autoconfigure;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.toptalkers.LoggerEventCounts;
import io.github.loggingperf.toptalkers.Log4j2TopTalkers;

/**
 * Auto-configuration of the top talkers: per-logger event rates, counted in the calling
 * thread by a context-wide Log4j filter. Switched off with
 * {@code logging-perf.top-talkers.enabled=false}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnClass(LoggerContext.class)
@Conditional(OnLog4jCoreLoggerContextCondition.class)
@ConditionalOnBooleanProperty(name = "logging-perf.top-talkers.enabled", matchIfMissing = true)
@EnableConfigurationProperties(LoggingPerfProperties.class)
public final class LoggingPerfTopTalkersAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean(TopTalkers.class)
	LoggerEventCounts loggerEventCounts(LoggingPerfProperties properties) {
		LoggingPerfProperties.TopTalkers topTalkers = properties.getTopTalkers();
		return new LoggerEventCounts(topTalkers.getCapacity(), topTalkers.getWindow(), topTalkers.getLimit(),
				System::nanoTime);
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean(LoggerEventCounts.class)
	Log4j2TopTalkers log4j2TopTalkers(LoggerEventCounts counts) {
		return new Log4j2TopTalkers(LoggingPerfAutoConfiguration.loggerContext(), counts);
	}

}
