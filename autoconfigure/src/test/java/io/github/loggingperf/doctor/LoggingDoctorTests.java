package io.github.loggingperf.doctor;

import java.util.List;

import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.rules.DoctorRules;
import io.github.loggingperf.doctor.rules.RootLevelRule;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingDoctor}.
 */
class LoggingDoctorTests {

	private static final String CONSOLE = "<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>";

	@Test
	void findingsAreMostSevereFirst() {
		DoctorRule rule = (context) -> List.of(finding("b-info", Severity.INFO), finding("a-warning", Severity.WARNING),
				finding("c-critical", Severity.CRITICAL), finding("a-info", Severity.INFO));
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE, "<Root level=\"INFO\"/>")) {
			LoggingDoctor doctor = new LoggingDoctor(loaded::snapshot, List.of(rule));
			assertThat(doctor.findings()).extracting(Finding::id)
				.containsExactly("c-critical", "a-warning", "a-info", "b-info");
		}
	}

	@Test
	void ruleThatFailsBecomesAFindingAndTheOtherRulesStillRun() {
		DoctorRule failing = (context) -> {
			throw new IllegalStateException("boom");
		};
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(CONSOLE, "<Root level=\"DEBUG\"><AppenderRef ref=\"Console\"/></Root>")
			.productionLike("no terminal")) {
			LoggingDoctor doctor = new LoggingDoctor(loaded::snapshot, List.of(failing, new RootLevelRule()));
			assertThat(doctor.findings()).extracting(Finding::id).containsExactly("root-debug", "doctor-rule-failed");
			assertThat(doctor.findings().get(1).evidence()).singleElement()
				.asString()
				.contains("java.lang.IllegalStateException: boom");
		}
	}

	@Test
	void findingsFollowTheLiveConfiguration() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(CONSOLE, "<Root level=\"DEBUG\"><AppenderRef ref=\"Console\"/></Root>")
			.productionLike("no terminal")) {
			LoggingDoctor doctor = new LoggingDoctor(loaded::snapshot, DoctorRules.standard((name) -> false));
			assertThat(doctor.findings()).extracting(Finding::id).containsExactly("root-debug");
			loaded.configuration().getRootLogger().setLevel(Level.INFO);
			loaded.loggerContext().updateLoggers();
			assertThat(doctor.findings()).isEmpty();
		}
	}

	private static Finding finding(String id, Severity severity) {
		return new Finding(id, severity, "title", List.of("evidence"), "cost", "fix", false);
	}

}
