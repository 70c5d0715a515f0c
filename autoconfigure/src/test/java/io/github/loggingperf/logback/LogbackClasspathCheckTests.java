package io.github.loggingperf.logback;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.LogbackPresentApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LogbackClasspathCheck}, {@link LogbackOnClasspathFailureAnalyzer} and
 * the report that the starter's Log4j property source prints: a Spring Boot application
 * started in its own JVM with the real jars of {@code spring-boot-starter-logging} after
 * or before the starter's jars on a plain classpath.
 */
class LogbackClasspathCheckTests {

	static final String REPORT_HEADLINE = "logging-perf: spring-boot-starter-logging is on the classpath";

	static final String MAVEN_FIX = """
			    <dependency>
			        <groupId>org.springframework.boot</groupId>
			        <artifactId>spring-boot-starter</artifactId>
			        <exclusions>
			            <exclusion>
			                <groupId>org.springframework.boot</groupId>
			                <artifactId>spring-boot-starter-logging</artifactId>
			            </exclusion>
			        </exclusions>
			    </dependency>
			""";

	static final String GRADLE_FIX = "exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging'";

	static final String LOG4J_ERROR = "Caused by: org.apache.logging.log4j.LoggingException: "
			+ "log4j-slf4j2-impl cannot be present with log4j-to-slf4j";

	@Test
	void startWithStarterLoggingAfterTheStarterPrintsTheReportBeforeLog4jFails() throws Exception {
		try (ChildJvm app = ChildJvm.start(LogbackPresentApplication.class, List.of(), (entry) -> true,
				starterLoggingJars(), List.of(), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			String output = app.output();
			assertReportedOnce(output);
			assertThat(output).contains(LOG4J_ERROR)
				.contains("at org.springframework.boot.SpringApplication.<clinit>")
				.doesNotContain("APPLICATION FAILED TO START");
			assertThat(output.indexOf(REPORT_HEADLINE)).isLessThan(output.indexOf(LOG4J_ERROR));
		}
	}

	@Test
	void startWithStarterLoggingBeforeTheStarterPrintsTheReportAndFailsInTheCheck() throws Exception {
		try (ChildJvm app = ChildJvm.start(LogbackPresentApplication.class, starterLoggingJars(), List.of(),
				List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			String output = app.output();
			assertReportedOnce(output);
			assertThat(output).contains("APPLICATION FAILED TO START")
				.contains("Follow the logging-perf report printed above")
				.doesNotContain(LOG4J_ERROR);
			assertThat(output.indexOf(REPORT_HEADLINE)).isLessThan(output.indexOf("APPLICATION FAILED TO START"));
		}
	}

	@Test
	void startWithLogbackAloneAfterTheStarterPrintsTheReportBeforeBootFails() throws Exception {
		List<Path> logback = starterLoggingJars().stream()
			.filter((jar) -> jar.getFileName().toString().startsWith("logback-"))
			.toList();
		try (ChildJvm app = ChildJvm.start(LogbackPresentApplication.class, List.of(), (entry) -> true, logback,
				List.of(), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			String output = app.output();
			assertThat(output).containsOnlyOnce(REPORT_HEADLINE).containsOnlyOnce(MAVEN_FIX);
			String bootError = "java.lang.IllegalStateException: " + StarterLoggingConflict.BOOT_LOGBACK_ERROR;
			assertThat(output).contains(bootError);
			assertThat(output.indexOf(REPORT_HEADLINE)).isLessThan(output.indexOf(bootError));
		}
	}

	@Test
	void startWithoutStarterLoggingPrintsNoReport() throws Exception {
		try (ChildJvm app = ChildJvm.start(LogbackPresentApplication.class, List.of(), List.of(), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isZero();
			assertThat(app.output()).doesNotContain("spring-boot-starter-logging").doesNotContain(LOG4J_ERROR);
		}
	}

	/**
	 * Assert that the output holds the report exactly once, with the jars found and the
	 * fix.
	 * @param output what the JVM printed
	 * @throws IOException if the jars cannot be listed
	 */
	static void assertReportedOnce(String output) throws IOException {
		assertThat(output).containsOnlyOnce(REPORT_HEADLINE)
			.containsOnlyOnce(MAVEN_FIX)
			.containsOnlyOnce(GRADLE_FIX)
			.contains("every spring-boot-starter-* -> spring-boot-starter -> spring-boot-starter-logging");
		for (Path jar : starterLoggingJars()) {
			if (!jar.getFileName().toString().startsWith("logback-core")) {
				assertThat(output).contains(jar.getFileName().toString());
			}
		}
	}

	/**
	 * The jars that {@code spring-boot-starter-logging} brings beside slf4j-api and
	 * log4j-api, copied by the build in the versions Spring Boot manages.
	 * @return logback-classic, logback-core, log4j-to-slf4j and jul-to-slf4j
	 * @throws IOException if the folder cannot be listed
	 */
	static List<Path> starterLoggingJars() throws IOException {
		try (Stream<Path> jars = Files.list(Path.of(System.getProperty("spring-boot-starter-logging.jars")))) {
			List<Path> found = jars.sorted().toList();
			assertThat(found).extracting((jar) -> jar.getFileName().toString().replaceAll("-[0-9.]+\\.jar$", ""))
				.containsExactly("jul-to-slf4j", "log4j-to-slf4j", "logback-classic", "logback-core");
			return found;
		}
	}

}
