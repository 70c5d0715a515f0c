package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContextSelector;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.LoggingMode;

/**
 * The mode of a Log4j logger context and, when it is not all-async, why not and how to
 * fix it.
 *
 * @param mode the mode
 * @param reason why the context is not all-async, or {@code null}
 * @author logging-perf
 */
record ModeReport(LoggingMode mode, @Nullable String reason) {

	private static final String ASYNC_SELECTOR = AsyncLoggerContextSelector.class.getName();

	static ModeReport of(LoggerContext context, BootstrapSettings settings, boolean disruptorPresent) {
		if (context instanceof AsyncLoggerContext) {
			return new ModeReport(LoggingMode.ALL_ASYNC, null);
		}
		LoggingMode mode = (findAsyncLoggerConfig(context.getConfiguration()) != null) ? LoggingMode.MIXED
				: LoggingMode.SYNC;
		return new ModeReport(mode, reason(settings, disruptorPresent));
	}

	static @Nullable AsyncLoggerConfig findAsyncLoggerConfig(Configuration configuration) {
		if (configuration.getRootLogger() instanceof AsyncLoggerConfig root) {
			return root;
		}
		for (LoggerConfig loggerConfig : configuration.getLoggers().values()) {
			if (loggerConfig instanceof AsyncLoggerConfig async) {
				return async;
			}
		}
		return null;
	}

	private static String reason(BootstrapSettings settings, boolean disruptorPresent) {
		if (!settings.enabled()) {
			return "all-async logging is switched off by " + BootstrapSettings.ENABLED_PROPERTY
					+ "=false; remove that setting to make every logger asynchronous";
		}
		if (!disruptorPresent) {
			return "the LMAX Disruptor is not on the classpath; add com.lmax:disruptor, which "
					+ "logging-perf-spring-boot-starter brings unless it was excluded";
		}
		String selector = PropertiesUtil.getProperties().getStringProperty(LoggingPerfPropertySource.CONTEXT_SELECTOR);
		if (selector != null && !ASYNC_SELECTOR.equals(selector.trim())) {
			return LoggingPerfPropertySource.CONTEXT_SELECTOR + " is set to '" + selector + "' by a system property, "
					+ "an environment variable (LOG4J_CONTEXT_SELECTOR) or log4j2.component.properties; remove it or "
					+ "set it to " + ASYNC_SELECTOR;
		}
		return "Log4j created its logger context before the starter's settings were visible (for example, "
				+ "Log4j is shared by several applications in a servlet container); start the JVM with "
				+ "-Dlog4j2.contextSelector=" + ASYNC_SELECTOR;
	}

}
