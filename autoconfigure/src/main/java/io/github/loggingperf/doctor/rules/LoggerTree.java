package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;

/**
 * The logger configurations of a Log4j configuration and the appenders their events
 * reach.
 *
 * @author logging-perf
 */
final class LoggerTree {

	private LoggerTree() {
	}

	/**
	 * Return every logger configuration, the root first, each once.
	 * @param configuration the configuration
	 * @return the logger configurations
	 */
	static List<LoggerConfig> loggers(Configuration configuration) {
		Set<LoggerConfig> seen = Collections.newSetFromMap(new IdentityHashMap<>());
		List<LoggerConfig> loggers = new ArrayList<>();
		LoggerConfig root = configuration.getRootLogger();
		seen.add(root);
		loggers.add(root);
		for (LoggerConfig loggerConfig : configuration.getLoggers().values()) {
			if (seen.add(loggerConfig)) {
				loggers.add(loggerConfig);
			}
		}
		return loggers;
	}

	/**
	 * Return the name of a logger configuration as operators write it.
	 * @param loggerConfig the logger configuration
	 * @return its name, {@code ROOT} for the root logger
	 */
	static String name(LoggerConfig loggerConfig) {
		return loggerConfig.getName().isEmpty() ? "ROOT" : loggerConfig.getName();
	}

	/**
	 * Return the appenders an event of this logger reaches: its own, those of its
	 * ancestors while they are additive, and those behind an {@code Async} appender.
	 * @param loggerConfig the logger configuration
	 * @return the appenders by name
	 */
	static Map<String, Appender> reachedAppenders(LoggerConfig loggerConfig) {
		Map<String, Appender> reached = new LinkedHashMap<>();
		LoggerConfig current = loggerConfig;
		while (current != null) {
			addWithDelegates(current.getAppenders().values(), reached);
			current = current.isAdditive() ? current.getParent() : null;
		}
		return reached;
	}

	private static void addWithDelegates(Collection<Appender> appenders, Map<String, Appender> reached) {
		for (Appender appender : appenders) {
			if (reached.putIfAbsent(appender.getName(), appender) == null && appender instanceof AsyncAppender async) {
				addWithDelegates(async.getAppenders(), reached);
			}
		}
	}

}
