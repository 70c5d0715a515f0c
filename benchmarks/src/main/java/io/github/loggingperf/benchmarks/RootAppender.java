package io.github.loggingperf.benchmarks;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;

/**
 * Makes one appender the only appender of a logger context's root logger.
 *
 * @author logging-perf
 */
final class RootAppender {

	private RootAppender() {
	}

	/**
	 * Start the appender, make it the root logger's only appender and set the root level.
	 * @param <A> the appender type
	 * @param context the logger context
	 * @param appender the appender
	 * @param level the root level
	 * @return the appender
	 */
	static <A extends Appender> A attach(LoggerContext context, A appender, Level level) {
		Configuration configuration = context.getConfiguration();
		appender.start();
		configuration.addAppender(appender);
		LoggerConfig root = configuration.getRootLogger();
		root.getAppenders().keySet().forEach(root::removeAppender);
		root.addAppender(appender, null, null);
		root.setLevel(level);
		context.updateLoggers();
		return appender;
	}

}
