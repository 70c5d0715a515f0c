package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link RootLevelRule}.
 */
class RootLevelRuleTests {

	private static final String CONSOLE = "<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>";

	private final RootLevelRule rule = new RootLevelRule();

	@ParameterizedTest
	@ValueSource(strings = { "DEBUG", "TRACE", "ALL" })
	void verboseRootInAProductionLikeRunIsFound(String level) {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(CONSOLE, "<Root level=\"" + level + "\"><AppenderRef ref=\"Console\"/></Root>")
			.productionLike("no terminal")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("root-debug");
				assertThat(finding.evidence()).containsExactly("root logger level " + level,
						"production-like run: no terminal");
				assertThat(finding.fixableAtRuntime()).isTrue();
			});
		}
	}

	@Test
	void verboseRootOutsideAProductionLikeRunIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(CONSOLE,
				"<Root level=\"DEBUG\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void infoRootInAProductionLikeRunIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(CONSOLE, "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")
			.productionLike("no terminal")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
