package io.github.loggingperf.logback;

/**
 * Thrown at startup when Logback is on the classpath beside logging-perf: Spring Boot
 * then picks Logback and no Log4j 2 setting of the starter takes effect.
 *
 * @author logging-perf
 */
public class LogbackOnClasspathException extends IllegalStateException {

	private static final long serialVersionUID = 1L;

	/**
	 * Create a new exception.
	 * @param logbackLocation where the Logback class was loaded from
	 */
	public LogbackOnClasspathException(String logbackLocation) {
		super("Logback is on the classpath (" + logbackLocation + ") beside logging-perf-spring-boot-starter");
	}

}
