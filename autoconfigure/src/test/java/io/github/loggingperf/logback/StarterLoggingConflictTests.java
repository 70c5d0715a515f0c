package io.github.loggingperf.logback;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.io.DefaultResourceLoader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * Tests for {@link StarterLoggingConflict} and the check that uses it, with the real jars
 * of {@code spring-boot-starter-logging} in class loaders of their own.
 */
class StarterLoggingConflictTests {

	@Test
	void findNamesEachJarWithItsVersionAndLocation() throws Exception {
		try (URLClassLoader classLoader = classLoader(LogbackClasspathCheckTests.starterLoggingJars())) {
			StarterLoggingConflict conflict = StarterLoggingConflict.find(classLoader);
			assertThat(conflict).isNotNull();
			assertThat(conflict.jars()).hasSize(3)
				.anySatisfy((jar) -> assertThat(jar)
					.matches("logback-classic 1\\.5\\.\\d+ \\(file:.*/logback-classic-.*\\.jar\\)"))
				.anySatisfy((jar) -> assertThat(jar)
					.matches("log4j-to-slf4j 2\\.\\d+\\.\\d+ \\(file:.*/log4j-to-slf4j-.*\\.jar\\)"))
				.anySatisfy((jar) -> assertThat(jar)
					.matches("jul-to-slf4j 2\\.\\d+\\.\\d+ \\(file:.*/jul-to-slf4j-.*\\.jar\\)"));
		}
	}

	@Test
	void findWithLog4jToSlf4jAloneIsAConflict() throws Exception {
		List<Path> log4jToSlf4j = LogbackClasspathCheckTests.starterLoggingJars()
			.stream()
			.filter((jar) -> jar.getFileName().toString().startsWith("log4j-to-slf4j"))
			.toList();
		try (URLClassLoader classLoader = classLoader(log4jToSlf4j)) {
			StarterLoggingConflict conflict = StarterLoggingConflict.find(classLoader);
			assertThat(conflict).isNotNull();
			assertThat(conflict.jars()).singleElement().asString().startsWith("log4j-to-slf4j ");
		}
	}

	@Test
	void findWithoutTheJarsOrWithoutLog4jCoreIsNoConflict() throws Exception {
		assertThat(StarterLoggingConflict.find(getClass().getClassLoader())).isNull();
		FilteredClassLoader withoutLog4jCore = new FilteredClassLoader(StarterLoggingConflict.LOG4J_CORE_CLASS);
		try (URLClassLoader classLoader = new URLClassLoader(urls(LogbackClasspathCheckTests.starterLoggingJars()),
				withoutLog4jCore)) {
			assertThat(Class.forName(StarterLoggingConflict.LOGBACK_CLASS, false, classLoader)).isNotNull();
			assertThat(StarterLoggingConflict.find(classLoader)).isNull();
		}
	}

	@Test
	void checkFailsOnlyWhenThereIsAConflict() throws Exception {
		FilteredClassLoader withoutLog4jCore = new FilteredClassLoader(StarterLoggingConflict.LOG4J_CORE_CLASS);
		URL[] jars = urls(LogbackClasspathCheckTests.starterLoggingJars());
		try (URLClassLoader noConflict = new URLClassLoader(jars, withoutLog4jCore);
				URLClassLoader conflict = classLoader(LogbackClasspathCheckTests.starterLoggingJars())) {
			SpringApplication application = new SpringApplication();
			application.setResourceLoader(new DefaultResourceLoader(noConflict));
			assertThatNoException().isThrownBy(
					() -> new LogbackClasspathCheck().postProcessEnvironment(new StandardEnvironment(), application));
			application.setResourceLoader(new DefaultResourceLoader(conflict));
			assertThatExceptionOfType(LogbackOnClasspathException.class).isThrownBy(
					() -> new LogbackClasspathCheck().postProcessEnvironment(new StandardEnvironment(), application))
				.withMessageContaining("logback-classic")
				.satisfies((ex) -> assertThat(ex.getConflict().jars()).hasSize(3));
		}
	}

	@Test
	void printOncePrintsTheReportOnlyForAConflictAndOnlyOnce() throws Exception {
		ByteArrayOutputStream printed = new ByteArrayOutputStream();
		try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
				URLClassLoader conflict = classLoader(LogbackClasspathCheckTests.starterLoggingJars())) {
			StarterLoggingConflict.printOnce(getClass().getClassLoader(), out);
			assertThat(printed.size()).isZero();
			StarterLoggingConflict.printOnce(conflict, out);
			String report = printed.toString(StandardCharsets.UTF_8);
			LogbackClasspathCheckTests.assertReportedOnce(report);
			assertThat(StarterLoggingConflict.printed()).isTrue();
			StarterLoggingConflict.printOnce(conflict, out);
			assertThat(printed.toString(StandardCharsets.UTF_8)).isEqualTo(report);
		}
	}

	private URLClassLoader classLoader(List<Path> jars) {
		return new URLClassLoader(urls(jars), getClass().getClassLoader());
	}

	private static URL[] urls(List<Path> jars) {
		return jars.stream().map(StarterLoggingConflictTests::url).toArray(URL[]::new);
	}

	private static URL url(Path path) {
		try {
			return path.toUri().toURL();
		}
		catch (MalformedURLException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
