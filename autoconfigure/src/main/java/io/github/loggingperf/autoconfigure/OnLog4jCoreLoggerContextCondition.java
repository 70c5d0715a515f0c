package io.github.loggingperf.autoconfigure;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Matches when Log4j's API is backed by Log4j Core rather than routed to another
 * implementation (such as SLF4J through {@code log4j-to-slf4j}).
 *
 * @author logging-perf
 */
class OnLog4jCoreLoggerContextCondition extends SpringBootCondition {

	@Override
	public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
		Object loggerContext = LogManager.getContext(false);
		if (loggerContext instanceof LoggerContext) {
			return ConditionOutcome.match("Log4j's logger context is a Log4j Core LoggerContext");
		}
		return ConditionOutcome.noMatch(
				"Log4j's logger context is " + loggerContext.getClass().getName() + ", not a Log4j Core LoggerContext");
	}

}
