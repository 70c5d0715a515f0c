package io.github.loggingperf.doctor.rules;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link StructuredConsoleRule}.
 */
class StructuredConsoleRuleTests {

	private static final String JSON = "<JsonTemplateLayout eventTemplateUri=\"classpath:EcsLayout.json\"/>";

	private static final String ROOT = "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>";

	private static final String LOG4J_CONSOLE = "<Console name=\"Console\">" + JSON + "</Console>";

	private static final String STARTER_CONSOLE = "<LoggingPerfConsole name=\"Console\" immediateFlush=\"false\">"
			+ JSON + "</LoggingPerfConsole>";

	@Test
	void jsonOnTheStartersConsoleIsReportedForInformation() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(STARTER_CONSOLE, ROOT)) {
			assertThat(rule(Duration.ofMillis(50), 1).check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("structured-console");
				assertThat(finding.severity()).isEqualTo(Severity.INFO);
				assertThat(finding.evidence()).containsExactly(
						"console 'Console' writes JSON lines (JsonTemplateLayout) with BatchFlushingConsoleAppender",
						"mode ALL_ASYNC, 1 CPU, full-ring wait 50 ms");
				assertThat(finding.fix()).startsWith("Nothing to change.");
			});
		}
	}

	@Test
	void jsonWrittenByTheThreadsThatLogIsAWarning() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(LOG4J_CONSOLE, ROOT)
			.mode(LoggingMode.SYNC, "logging-perf.async.enabled=false")) {
			assertThat(rule(Duration.ofMillis(50), 2).check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.title()).contains("written by the threads that log them");
				assertThat(finding.evidence()).last().isEqualTo("mode SYNC, 2 CPUs, full-ring wait 50 ms");
			});
		}
	}

	@Test
	void log4jsConsoleUnderAllAsyncLoggersFlushesEveryLine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(LOG4J_CONSOLE, ROOT)) {
			assertThat(rule(Duration.ofMillis(50), 2).check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.title()).isEqualTo("JSON lines on standard output are flushed one by one");
				assertThat(finding.evidence()).first()
					.isEqualTo("console 'Console' writes JSON lines (JsonTemplateLayout) with ConsoleAppender");
			});
		}
	}

	@Test
	void noWaitForRoomOnTwoCpusIsAWarning() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(STARTER_CONSOLE, ROOT)) {
			assertThat(rule(Duration.ZERO, 2).check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.title())
					.contains("discarded as soon as the ring buffer is full"));
		}
	}

	@Test
	void noWaitForRoomOnFourCpusIsReportedForInformation() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(STARTER_CONSOLE, ROOT)) {
			assertThat(rule(Duration.ZERO, 4).check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.severity()).isEqualTo(Severity.INFO));
		}
	}

	@Test
	void patternOnTheConsoleIsNotStructured() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml("<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>", ROOT)) {
			assertThat(rule(Duration.ofMillis(50), 1).check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void jsonToAFileIsNotOnTheConsole() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml("<File name=\"Console\" fileName=\"target/doctor-logs/structured.log\">" + JSON + "</File>", ROOT)) {
			assertThat(rule(Duration.ofMillis(50), 1).check(loaded.snapshot())).isEmpty();
		}
	}

	private static StructuredConsoleRule rule(Duration fullRingWait, int processors) {
		return new StructuredConsoleRule(() -> fullRingWait, () -> processors);
	}

}
