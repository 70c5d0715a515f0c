package io.github.loggingperf.doctor.rules;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ConfigurationLoadRule}, with files broken the ways real files are.
 */
class ConfigurationLoadRuleTests {

	private static final Set<String> JACKSON = Set.of(ConfigurationLoadRule.JACKSON_DATABIND,
			ConfigurationLoadRule.JACKSON_YAML);

	private final ConfigurationLoadRule withJackson = new ConfigurationLoadRule(JACKSON::contains, (name) -> false);

	private final ConfigurationLoadRule withoutJackson = new ConfigurationLoadRule((name) -> false, (name) -> false);

	@Test
	void checkWhenJsonReadAsXmlWithoutJacksonShouldNameFileCauseAndDatabindFix() {
		try (LoadedConfiguration loaded = LoadedConfiguration.resourceAsXml("doctor/not-loaded/log4j2.json")) {
			assertThat(this.withoutJackson.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("configuration-not-loaded");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.evidence()).anySatisfy(
						(evidence) -> assertThat(evidence).startsWith("file=").endsWith("not-loaded/log4j2.json"));
				assertThat(finding.evidence()).anySatisfy((evidence) -> assertThat(evidence).contains("Jackson 2"));
				assertThat(finding.fix()).contains("com.fasterxml.jackson.core:jackson-databind")
					.doesNotContain("yaml");
			});
		}
	}

	@Test
	void checkWhenYamlReadAsXmlWithoutJacksonShouldNameTheYamlModule() {
		try (LoadedConfiguration loaded = LoadedConfiguration.resourceAsXml("doctor/not-loaded/log4j2.yaml")) {
			assertThat(this.withoutJackson.check(loaded.snapshot())).singleElement()
				.satisfies(
						(finding) -> assertThat(finding.fix()).contains("com.fasterxml.jackson.core:jackson-databind",
								"com.fasterxml.jackson.dataformat:jackson-dataformat-yaml"));
		}
	}

	@Test
	void checkWhenNoRootLoggerShouldFindFallbackInEveryFormat() {
		for (String file : List.of("no-root.properties", "no-root.json", "no-root.yaml")) {
			try (LoadedConfiguration loaded = LoadedConfiguration.resource("doctor/not-loaded/" + file)) {
				assertThat(this.withJackson.check(loaded.snapshot())).as(file).singleElement().satisfies((finding) -> {
					assertThat(finding.id()).isEqualTo("configuration-not-loaded");
					assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
					assertThat(finding.evidence().get(0)).endsWith(file);
					assertThat(finding.fix()).contains("Root logger");
				});
			}
		}
	}

	@Test
	void checkWhenLevelMisspeltShouldNameLoggerAndLevelInEveryFormat() {
		assertMisspelt("level-typo.properties", "root logger has level 'inf'");
		assertMisspelt("level-typo.json", "root logger has level 'inof'");
		assertMisspelt("level-typo.yaml", "logger 'com.example' has level 'dbug'");
	}

	@Test
	void checkWhenJsonOnClasspathButJacksonMissingShouldSayItWasNeverLoaded() {
		ConfigurationLoadRule rule = new ConfigurationLoadRule((name) -> false, "log4j2.json"::equals);
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Console name='C'/>",
				"<Root level='info'><AppenderRef ref='C'/></Root>")) {
			assertThat(rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.title()).isEqualTo("The logging configuration log4j2.json was never loaded");
				assertThat(finding.fix()).contains("com.fasterxml.jackson.core:jackson-databind");
			});
		}
	}

	@Test
	void checkWhenConfigurationLoadedShouldFindNothing() {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource("doctor/monitor-60s.xml")) {
			assertThat(this.withoutJackson.check(loaded.snapshot())).isEmpty();
		}
	}

	private void assertMisspelt(String file, String evidence) {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource("doctor/not-loaded/" + file)) {
			assertThat(this.withJackson.check(loaded.snapshot())).as(file).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("configuration-level-misspelt");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.evidence()).singleElement().asString().startsWith(evidence).contains(file);
			});
		}
	}

}
