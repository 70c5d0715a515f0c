package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link NestedLocationRule}.
 */
class NestedLocationRuleTests {

	private final NestedLocationRule rule = new NestedLocationRule();

	@Test
	void locationConvertersInsideAWrapperAreFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml("<Console name=\"Console\"><PatternLayout pattern=\"%highlight{%d %-5level %C{1}:%L} %m%n\"/>"
					+ "</Console>", "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("location-nested");
				assertThat(finding.evidence()).singleElement()
					.asString()
					.startsWith("appender 'Console' pattern has %C %L inside another converter's options");
			});
		}
	}

	@Test
	void locationConvertersAtTheTopLevelAreNotNested() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(
				"<Console name=\"Console\"><PatternLayout pattern=\"%highlight{%-5level} %C{1}:%L %m%n\"/></Console>",
				"<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
