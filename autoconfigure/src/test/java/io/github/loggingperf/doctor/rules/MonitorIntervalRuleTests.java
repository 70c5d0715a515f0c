package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link MonitorIntervalRule}, on configuration files (Log4j only watches a
 * configuration that has a file or URL).
 */
class MonitorIntervalRuleTests {

	private final MonitorIntervalRule rule = new MonitorIntervalRule();

	@Test
	void intervalOfFiveSecondsIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource("doctor/monitor-5s.xml")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("monitor-interval-short");
				assertThat(finding.severity()).isEqualTo(Severity.INFO);
				assertThat(finding.evidence()).singleElement().asString().startsWith("monitorInterval=5 in ");
			});
		}
	}

	@Test
	void intervalOfAMinuteIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource("doctor/monitor-60s.xml")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void noMonitorIntervalIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml("<Console name=\"Console\"/>",
				"<Root level=\"INFO\"/>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
