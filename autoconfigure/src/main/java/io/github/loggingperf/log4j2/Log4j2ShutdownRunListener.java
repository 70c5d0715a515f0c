package io.github.loggingperf.log4j2;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringApplicationRunListener;
import org.springframework.boot.bootstrap.ConfigurableBootstrapContext;
import org.springframework.util.ClassUtils;

/**
 * Registers {@link Log4j2ShutdownHandler} as soon as a {@link SpringApplication} starts,
 * so that events logged by a startup that fails early (before the application context
 * exists, for example the failure report itself) are written before the JVM exits: Spring
 * Boot switches Log4j's own shutdown hook off and registers its handler only once logging
 * is initialised. The auto-configuration later sets the configured timeout.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2ShutdownRunListener implements SpringApplicationRunListener {

	private static final String LOG4J_CORE_CONTEXT = "org.apache.logging.log4j.core.LoggerContext";

	private final boolean log4jCorePresent;

	/**
	 * Create a listener. Called by Spring Boot.
	 * @param application the application
	 * @param args its arguments
	 */
	public Log4j2ShutdownRunListener(SpringApplication application, String[] args) {
		this.log4jCorePresent = ClassUtils.isPresent(LOG4J_CORE_CONTEXT, application.getClassLoader());
	}

	@Override
	public void starting(ConfigurableBootstrapContext bootstrapContext) {
		if (this.log4jCorePresent) {
			Log4j2ShutdownHandler.registerIfAbsent();
		}
	}

}
