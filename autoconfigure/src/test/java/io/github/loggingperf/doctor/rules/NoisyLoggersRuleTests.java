package io.github.loggingperf.doctor.rules;

import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link NoisyLoggersRule}.
 */
class NoisyLoggersRuleTests {

	private static final String CONSOLE = "<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>";

	private final NoisyLoggersRule everyLibraryPresent = new NoisyLoggersRule((name) -> true);

	private final NoisyLoggersRule noLibraryPresent = new NoisyLoggersRule((name) -> false);

	@Test
	void wireLoggerDeclaredAtDebugIsCriticalEvenWithoutItsLibrary() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Logger name=\"org.apache.http.wire\" level=\"DEBUG\"/>"
						+ "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.noLibraryPresent.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("noisy-logger-debug");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.evidence())
					.containsExactly("Apache HttpClient 4 logger 'org.apache.http.wire' is at DEBUG");
				assertThat(finding.fix())
					.contains("POST /actuator/logging-perf {\"levels\":{\"org.apache.http.wire\":" + "\"WARN\"}");
				assertThat(finding.cost()).contains("40% to 90%");
				assertThat(finding.fixableAtRuntime()).isTrue();
			});
		}
	}

	@Test
	void debugRootEnablesTheLoggersOfLibrariesOnTheClasspath() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Root level=\"DEBUG\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence()).hasSize(NoisyLogger.KNOWN.size())
					.contains("Hibernate logger 'org.hibernate.SQL' is at DEBUG (inherited from 'ROOT')"));
			assertThat(this.noLibraryPresent.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void sqlLoggerBelowAKnownNameIsAWarning() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Logger name=\"org.hibernate.type.descriptor.sql.BasicBinder\" level=\"TRACE\"/>"
						+ "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.evidence())
					.containsExactly("Hibernate 5 logger 'org.hibernate.type.descriptor.sql.BasicBinder' is at TRACE");
			});
		}
	}

	@Test
	void levelRaisedAtRuntimeClearsThatLogger() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Logger name=\"org.apache.http\" level=\"DEBUG\"/>"
						+ "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence()).containsExactly(
						"Apache HttpClient 4 logger 'org.apache.http.wire' is at DEBUG (inherited from "
								+ "'org.apache.http')",
						"Apache HttpClient 4 logger 'org.apache.http.headers' is at DEBUG (inherited from "
								+ "'org.apache.http')"));
			LocationCaptureRuleTests.addLoggerAsLevelChangesDo(loaded, "org.apache.http.wire", Level.WARN);
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence()).singleElement()
					.asString()
					.contains("org.apache.http.headers"));
			loaded.configuration().getLoggerConfig("org.apache.http").setLevel(Level.INFO);
			loaded.loggerContext().updateLoggers();
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void infoLevelsAreFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Logger name=\"org.hibernate.SQL\" level=\"INFO\"/>"
						+ "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.everyLibraryPresent.check(loaded.snapshot())).isEmpty();
		}
	}

}
