package io.github.loggingperf.testapp;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;

/**
 * Adds test loggers to a running Log4j configuration.
 */
public final class TestLoggers {

	private TestLoggers() {
	}

	/**
	 * Add an INFO logger, not additive, that writes only to the given appender.
	 * @param context the logger context
	 * @param name the logger name
	 * @param appender the appender, started here
	 */
	public static void addLogger(LoggerContext context, String name, Appender appender) {
		Configuration configuration = context.getConfiguration();
		appender.start();
		configuration.addAppender(appender);
		LoggerConfig loggerConfig = LoggerConfig.newBuilder()
			.withLoggerName(name)
			.withLevel(Level.INFO)
			.withAdditivity(false)
			.withIncludeLocation("false")
			.withConfig(configuration)
			.build();
		loggerConfig.addAppender(appender, null, null);
		configuration.addLogger(name, loggerConfig);
		context.updateLoggers();
	}

	/**
	 * Add an appender to the root logger.
	 * @param context the logger context
	 * @param appender the appender, started here
	 */
	public static void addToRoot(LoggerContext context, Appender appender) {
		Configuration configuration = context.getConfiguration();
		appender.start();
		configuration.addAppender(appender);
		configuration.getRootLogger().addAppender(appender, null, null);
		context.updateLoggers();
	}

}
