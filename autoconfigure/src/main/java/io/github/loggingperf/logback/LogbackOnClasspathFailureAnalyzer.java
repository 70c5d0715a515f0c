package io.github.loggingperf.logback;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Explains a {@link LogbackOnClasspathException} with the report of
 * {@link StarterLoggingConflict}: the jars found, where they come from and the exclusion
 * to add. When Log4j's start printed that report already, it points to it instead of
 * printing it twice.
 *
 * @author logging-perf
 */
class LogbackOnClasspathFailureAnalyzer extends AbstractFailureAnalyzer<LogbackOnClasspathException> {

	@Override
	protected FailureAnalysis analyze(Throwable rootFailure, LogbackOnClasspathException cause) {
		StarterLoggingConflict conflict = cause.getConflict();
		if (StarterLoggingConflict.printed()) {
			return new FailureAnalysis(conflict.headline() + ".",
					"Follow the logging-perf report printed above, to standard error, when Log4j started: exclude "
							+ "spring-boot-starter-logging once, on a declared spring-boot-starter.",
					cause);
		}
		return new FailureAnalysis(conflict.description(), conflict.action(), cause);
	}

}
