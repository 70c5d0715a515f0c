package io.github.loggingperf.logback;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Explains a {@link LogbackOnClasspathException} and shows the exclusion to add, for
 * Maven and for Gradle.
 *
 * @author logging-perf
 */
class LogbackOnClasspathFailureAnalyzer extends AbstractFailureAnalyzer<LogbackOnClasspathException> {

	private static final String ACTION = """
			Exclude spring-boot-starter-logging from every starter that brings it, so that Log4j 2 is the only \
			logging implementation.

			Maven, in each spring-boot-starter-* dependency (or once on spring-boot-starter):

			    <exclusions>
			        <exclusion>
			            <groupId>org.springframework.boot</groupId>
			            <artifactId>spring-boot-starter-logging</artifactId>
			        </exclusion>
			    </exclusions>

			Gradle:

			    configurations.configureEach {
			        exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging'
			    }

			Then check with 'mvn dependency:tree -Dincludes=ch.qos.logback' (or \
			'gradle dependencies | grep logback') that nothing else brings ch.qos.logback:logback-classic.""";

	@Override
	protected FailureAnalysis analyze(Throwable rootFailure, LogbackOnClasspathException cause) {
		return new FailureAnalysis(cause.getMessage() + ". Spring Boot would use Logback instead of Log4j 2, so "
				+ "logging-perf could not make logging asynchronous.", ACTION, cause);
	}

}
