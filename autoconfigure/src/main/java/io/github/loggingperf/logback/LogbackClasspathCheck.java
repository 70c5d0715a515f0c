package io.github.loggingperf.logback;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Fails startup, before Spring Boot initialises its logging system, when the jars of
 * {@code spring-boot-starter-logging} are still on the classpath: Boot would choose
 * Logback over Log4j 2 and the starter would do nothing. This is the order in which the
 * application survives {@code SpringApplication}'s static initializer (SLF4J picked
 * Logback); in the other order Log4j fails first and the property source has printed the
 * report already. An application without Log4j core, where nothing of the starter runs,
 * is left alone.
 *
 * @author logging-perf
 * @see StarterLoggingConflict
 * @since 0.1.0
 */
public class LogbackClasspathCheck implements EnvironmentPostProcessor {

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		StarterLoggingConflict conflict = StarterLoggingConflict.find(application.getClassLoader());
		if (conflict != null) {
			throw new LogbackOnClasspathException(conflict);
		}
	}

}
