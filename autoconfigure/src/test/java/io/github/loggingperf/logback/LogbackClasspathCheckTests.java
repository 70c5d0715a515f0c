package io.github.loggingperf.logback;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.io.DefaultResourceLoader;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.LogbackPresentApplication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * Tests for {@link LogbackClasspathCheck} and {@link LogbackOnClasspathFailureAnalyzer}:
 * a Spring Boot application started in its own JVM with Logback on the classpath.
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

	@Test
	void logbackWithoutLog4jCoreIsLeftAlone() throws Exception {
		URL[] logback = logbackJars().stream().map(LogbackClasspathCheckTests::url).toArray(URL[]::new);
		FilteredClassLoader withoutLog4jCore = new FilteredClassLoader(LogbackClasspathCheck.LOG4J_CORE_CLASS);
		try (URLClassLoader classLoader = new URLClassLoader(logback, withoutLog4jCore)) {
			assertThat(ClassUtils.isPresent(LogbackClasspathCheck.LOGBACK_CLASS, classLoader)).isTrue();
			SpringApplication application = new SpringApplication();
			application.setResourceLoader(new DefaultResourceLoader(classLoader));
			assertThatNoException().isThrownBy(
					() -> new LogbackClasspathCheck().postProcessEnvironment(new StandardEnvironment(), application));
			application
				.setResourceLoader(new DefaultResourceLoader(new URLClassLoader(logback, getClass().getClassLoader())));
			assertThatExceptionOfType(LogbackOnClasspathException.class).isThrownBy(
					() -> new LogbackClasspathCheck().postProcessEnvironment(new StandardEnvironment(), application));
		}
	}

	private static URL url(Path path) {
		try {
			return path.toUri().toURL();
		}
		catch (MalformedURLException ex) {
			throw new IllegalStateException(ex);
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
