package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ConsoleAndFileRule}.
 */
class ConsoleAndFileRuleTests {

	private static final String APPENDERS = "<Console name=\"Console\"><PatternLayout pattern=\"%m%n\"/></Console>"
			+ "<RollingFile name=\"Rolling\" fileName=\"target/doctor-logs/console-and-file.log\" "
			+ "filePattern=\"target/doctor-logs/console-and-file-%i.log\"><PatternLayout pattern=\"%m%n\"/>"
			+ "<SizeBasedTriggeringPolicy size=\"10 MB\"/></RollingFile>";

	private static final String ROOT_TO_BOTH = "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/>"
			+ "<AppenderRef ref=\"Rolling\"/></Root>";

	private final ConsoleAndFileRule rule = new ConsoleAndFileRule();

	@Test
	void consoleAndFileInAProductionLikeRunAreFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(APPENDERS, ROOT_TO_BOTH)
			.productionLike("active profile 'prod'")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("console-and-file");
				assertThat(finding.evidence()).containsExactly(
						"logger 'ROOT' writes each event to [console 'Console', file 'Rolling']",
						"production-like run: active profile 'prod'");
				assertThat(finding.cost()).contains("2,500 to about 8,000 QPS").contains("not ours");
			});
		}
	}

	@Test
	void consoleAndFileOutsideAProductionLikeRunAreNotFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(APPENDERS, ROOT_TO_BOTH)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void consoleAsTheOnlySinkIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(APPENDERS, "<Root level=\"INFO\"><AppenderRef ref=\"Console\"/></Root>")
			.productionLike("no terminal")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void additiveLoggerAddingTheConsoleToAFileRootIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(APPENDERS,
					"<Logger name=\"com.example\" level=\"INFO\"><AppenderRef ref=\"Console\"/></Logger>"
							+ "<Root level=\"INFO\"><AppenderRef ref=\"Rolling\"/></Root>")
			.productionLike("no terminal")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence()).first()
					.isEqualTo("logger 'com.example' writes each event to [console 'Console', file 'Rolling']"));
		}
	}

	@Test
	void consoleAndFileBehindAnAsyncAppenderAreFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(APPENDERS + "<Async name=\"Async\"><AppenderRef ref=\"Console\"/><AppenderRef ref=\"Rolling\"/>"
					+ "</Async>", "<Root level=\"INFO\"><AppenderRef ref=\"Async\"/></Root>")
			.productionLike("no terminal")) {
			assertThat(this.rule.check(loaded.snapshot())).hasSize(1);
		}
	}

}
