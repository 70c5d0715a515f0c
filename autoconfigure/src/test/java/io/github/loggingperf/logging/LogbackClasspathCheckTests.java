package io.github.loggingperf.logging;

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
 * Tests for {@link LogbackClasspathCheck} and {@link LogbackOnClasspathFailureAnalyzer}: a
 * Spring Boot application started in its own JVM with Logback on the classpath.
 */
class LogbackClasspathCheckTests {

	@Test
	void startupWithLogbackOnTheClasspathFailsWithTheExclusionToAdd() throws Exception {
		try (ChildJvm app = ChildJvm.start(LogbackPresentApplication.class, logbackJars(), List.of(), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			assertThat(app.output()).contains("APPLICATION FAILED TO START")
				.contains("Logback is on the classpath (")
				.contains("logback-classic")
				.contains("<artifactId>spring-boot-starter-logging</artifactId>")
				.contains("exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging'");
		}
	}

	private static List<Path> logbackJars() throws IOException {
		try (Stream<Path> jars = Files.list(Path.of(System.getProperty("logback.jars")))) {
			List<Path> found = jars.sorted().toList();
			assertThat(found).hasSize(2);
			return found;
		}
	}

}
