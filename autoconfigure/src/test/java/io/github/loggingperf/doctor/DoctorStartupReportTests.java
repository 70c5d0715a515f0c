package io.github.loggingperf.doctor;

import java.time.Duration;
import java.util.List;

import org.apache.logging.log4j.Level;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import io.github.loggingperf.autoconfigure.LoggingPerfAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfDoctorAutoConfiguration;
import io.github.loggingperf.testsupport.CapturedLog;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link DoctorStartupReport}.
 */
class DoctorStartupReportTests {

	private static final List<Finding> TWO_WARNINGS = List.of(
			new Finding("immediate-flush", Severity.WARNING, "Files flush", List.of("File"), "cost", "fix", false),
			new Finding("root-debug", Severity.WARNING, "Root at DEBUG", List.of("DEBUG"), "cost", "fix", true));

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withConfiguration(
				AutoConfigurations.of(LoggingPerfAutoConfiguration.class, LoggingPerfDoctorAutoConfiguration.class))
		.withBean(LoggingDoctor.class,
				() -> new LoggingDoctor(this.loaded::snapshot, List.of((snapshot) -> TWO_WARNINGS)));

	private final LoadedConfiguration loaded = LoadedConfiguration.xml("<Console name=\"Console\"/>",
			"<Root level=\"INFO\"/>");

	@AfterEach
	void closeConfiguration() {
		this.loaded.close();
	}

	@Test
	void applicationStartLogsOneWarnWithALinePerFinding() {
		try (CapturedLog warnings = CapturedLog.of(DoctorStartupReport.class.getName(), Level.WARN)) {
			this.contextRunner.run((context) -> assertThat(context).hasSingleBean(DoctorStartupReport.class));
			Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> !warnings.all().isEmpty());
			assertThat(warnings.all()).singleElement()
				.satisfies((message) -> assertThat(message.lines()).hasSize(3)
					.element(1)
					.isEqualTo("  WARNING immediate-flush: Files flush [File]"));
		}
	}

	@Test
	void applicationStartWhenWarnDroppedAndFindingCriticalLogsTheReportAtError() {
		List<Finding> critical = List.of(new Finding("configuration-not-loaded", Severity.CRITICAL, "Not loaded",
				List.of("file=log4j2.xml"), "cost", "fix", false));
		try (CapturedLog errors = CapturedLog.of(DoctorStartupReport.class.getName(), Level.ERROR)) {
			new DoctorStartupReport(new LoggingDoctor(this.loaded::snapshot, List.of((snapshot) -> critical)))
				.afterSingletonsInstantiated();
			Awaitility.await().atMost(Duration.ofSeconds(30)).until(() -> !errors.all().isEmpty());
			assertThat(errors.all()).singleElement()
				.satisfies((message) -> assertThat(message.lines()).element(1)
					.isEqualTo("  CRITICAL configuration-not-loaded: Not loaded [file=log4j2.xml]"));
		}
	}

	@Test
	void applicationStartWhenWarnDroppedAndNoFindingCriticalLogsNothing() {
		try (CapturedLog errors = CapturedLog.of(DoctorStartupReport.class.getName(), Level.ERROR)) {
			new DoctorStartupReport(new LoggingDoctor(this.loaded::snapshot, List.of((snapshot) -> TWO_WARNINGS)))
				.afterSingletonsInstantiated();
			assertThat(errors.all()).isEmpty();
		}
	}

	@Test
	void startupReportCanBeSwitchedOff() {
		try (CapturedLog warnings = CapturedLog.of(DoctorStartupReport.class.getName(), Level.WARN)) {
			this.contextRunner.withPropertyValues("logging-perf.doctor.startup-report=false")
				.run((context) -> assertThat(context).doesNotHaveBean(DoctorStartupReport.class)
					.hasSingleBean(LoggingDoctor.class));
			assertThat(warnings.all()).isEmpty();
		}
	}

	@Test
	void messageHasOneLinePerWarningOrCriticalFinding() {
		String message = DoctorStartupReport.message(List.of(
				new Finding("noisy-logger-debug", Severity.CRITICAL, "Wire loggers at DEBUG",
						List.of("a", "b", "c", "d", "e"), "cost", "fix", true),
				new Finding("immediate-flush", Severity.WARNING, "Files flush", List.of("File"), "cost", "fix", false),
				new Finding("monitor-interval-short", Severity.INFO, "Short", List.of("5 s"), "cost", "fix", false)));
		assertThat(message).isNotNull();
		assertThat(message.lines()).containsExactly(
				"logging-perf doctor: 2 findings (evidence, cost and fix: GET /actuator/logging-perf, findings; "
						+ "docs/doctor.md), and 1 for information",
				"  CRITICAL noisy-logger-debug: Wire loggers at DEBUG [a; b; c and 2 more] (fixable at runtime)",
				"  WARNING immediate-flush: Files flush [File]");
	}

	@Test
	void nothingIsLoggedForInformationOnly() {
		assertThat(DoctorStartupReport.message(List
			.of(new Finding("monitor-interval-short", Severity.INFO, "Short", List.of("5 s"), "cost", "fix", false))))
			.isNull();
		assertThat(DoctorStartupReport.message(List.of())).isNull();
	}

}
