package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ImmediateFlushRule}.
 */
class ImmediateFlushRuleTests {

	private final ImmediateFlushRule rule = new ImmediateFlushRule();

	@Test
	void fileAppenderWithTheDefaultImmediateFlushIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(
				"<File name=\"File\" fileName=\"target/doctor-logs/flush.log\">"
						+ "<PatternLayout pattern=\"%m%n\"/></File>",
				"<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("immediate-flush");
				assertThat(finding.evidence()).containsExactly("FileAppender 'File' has immediateFlush=true");
			});
		}
	}

	@Test
	void fileAppenderWithoutImmediateFlushAndTheConsoleAreNotFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml("<File name=\"File\" fileName=\"target/doctor-logs/flush.log\" immediateFlush=\"false\">"
					+ "<PatternLayout pattern=\"%m%n\"/></File>" + "<Console name=\"Console\" immediateFlush=\"true\">"
					+ "<PatternLayout pattern=\"%m%n\"/></Console>",
					"<Root level=\"INFO\"><AppenderRef ref=\"File\"/><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
