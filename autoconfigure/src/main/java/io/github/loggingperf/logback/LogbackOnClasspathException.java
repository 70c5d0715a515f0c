package io.github.loggingperf.logback;

/**
 * Thrown at startup when the jars of {@code spring-boot-starter-logging} are on the
 * classpath beside logging-perf: Spring Boot then picks Logback and no Log4j 2 setting of
 * the starter takes effect.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LogbackOnClasspathException extends IllegalStateException {

	private static final long serialVersionUID = 1L;

	private final transient StarterLoggingConflict conflict;

	/**
	 * Create a new exception.
	 * @param conflict the jars found
	 */
	public LogbackOnClasspathException(StarterLoggingConflict conflict) {
		super(conflict.headline() + ": " + String.join(", ", conflict.jars()));
		this.conflict = conflict;
	}

	/**
	 * Return the jars found and the report about them.
	 * @return the conflict
	 */
	public StarterLoggingConflict getConflict() {
		return this.conflict;
	}

}
