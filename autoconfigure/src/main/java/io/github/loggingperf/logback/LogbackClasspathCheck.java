package io.github.loggingperf.logback;

import java.security.CodeSource;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.util.ClassUtils;

/**
 * Fails startup, before Spring Boot initialises its logging system, when Logback is still
 * on the classpath: Boot would choose Logback over Log4j 2 and the starter would do
 * nothing. The usual cause is a forgotten exclusion of
 * {@code spring-boot-starter-logging}. An application without Log4j core, where nothing
 * of the starter runs, is left alone.
 *
 * @author logging-perf
 */
public class LogbackClasspathCheck implements EnvironmentPostProcessor {

	static final String LOGBACK_CLASS = "ch.qos.logback.classic.LoggerContext";

	static final String LOG4J_CORE_CLASS = "org.apache.logging.log4j.core.LoggerContext";

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		ClassLoader classLoader = application.getClassLoader();
		if (ClassUtils.isPresent(LOGBACK_CLASS, classLoader) && ClassUtils.isPresent(LOG4J_CORE_CLASS, classLoader)) {
			throw new LogbackOnClasspathException(location(classLoader));
		}
	}

	private static String location(ClassLoader classLoader) {
		try {
			CodeSource source = ClassUtils.forName(LOGBACK_CLASS, classLoader).getProtectionDomain().getCodeSource();
			return (source != null) ? source.getLocation().toString() : "unknown location";
		}
		catch (ClassNotFoundException | LinkageError ex) {
			return "unknown location";
		}
	}

}
