package io.github.loggingperf.testapp;

import org.apache.logging.log4j.LogManager;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

import io.github.loggingperf.LoggingPipeline;

/**
 * Child-JVM program that runs three Spring Boot applications one after the other in its
 * JVM, each closed before the next starts, as a DevTools restart or a test suite does:
 * the first is configured with location capture on and switches it off at runtime, the
 * second is configured with it on, the third with it off. They print their lines with a
 * console pattern that prints the caller's location, and the first logs
 * {@value #AFTER_SWITCH} once it has switched.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class LocationRestartApplication {

	/**
	 * Message logged by the first application once it has switched location capture off.
	 */
	public static final String AFTER_SWITCH = "after the switch";

	public static void main(String[] args) {
		try (ConfigurableApplicationContext first = run(true)) {
			first.getBean(LoggingPipeline.class).setLocationEnabled(false);
			LogManager.getLogger(LocationRestartApplication.class).info(AFTER_SWITCH);
		}
		run(true).close();
		run(false).close();
	}

	private static ConfigurableApplicationContext run(boolean locationEnabled) {
		SpringApplication application = new SpringApplication(LocationRestartApplication.class);
		application.setWebApplicationType(WebApplicationType.NONE);
		return application.run("--logging.pattern.console=%5p [%C{1}.%M:%L] %m%n",
				"--logging-perf.location.enabled=" + locationEnabled);
	}

}
