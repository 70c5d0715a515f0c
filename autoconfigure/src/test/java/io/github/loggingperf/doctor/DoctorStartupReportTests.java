package io.github.loggingperf.doctor;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link DoctorStartupReport}.
 */
class DoctorStartupReportTests {

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
		assertThat(DoctorStartupReport.message(List.of(
				new Finding("monitor-interval-short", Severity.INFO, "Short", List.of("5 s"), "cost", "fix", false))))
			.isNull();
		assertThat(DoctorStartupReport.message(List.of())).isNull();
	}

}
