package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link AllAsyncRule}.
 */
class AllAsyncRuleTests {

	private static final String FILE = "<File name=\"File\" fileName=\"target/doctor-logs/all-async.log\">"
			+ "<PatternLayout pattern=\"%d %m%n\"/></File>";

	private final AllAsyncRule rule = new AllAsyncRule();

	@Test
	void allAsyncContextHasNoFinding() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE,
				"<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void synchronousContextIsCriticalAndGivesTheReasonAsFix() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(FILE, "<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")
			.mode(LoggingMode.SYNC, "log4j2.contextSelector is set to 'Basic'")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("not-all-async");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.evidence()).contains("mode SYNC",
						"reason: log4j2.contextSelector is set to 'Basic'");
				assertThat(finding.fix()).contains("log4j2.contextSelector is set to 'Basic'");
				assertThat(finding.cost()).contains("TP99 from 51 ms to 23 ms").contains("incident 01, not ours");
				assertThat(finding.fixableAtRuntime()).isFalse();
			});
		}
	}

	@Test
	void mixedModeIsAWarningNamingTheAsyncLoggers() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(FILE,
					"<AsyncLogger name=\"com.example.audit\" level=\"INFO\"/>"
							+ "<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")
			.mode(LoggingMode.MIXED, "switched off")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.evidence()).anySatisfy(
						(evidence) -> assertThat(evidence).contains("asynchronous loggers: [com.example.audit]"));
			});
		}
	}

}
