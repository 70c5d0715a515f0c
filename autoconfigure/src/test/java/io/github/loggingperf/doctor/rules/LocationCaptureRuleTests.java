package io.github.loggingperf.doctor.rules;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LocationCaptureRule}.
 */
class LocationCaptureRuleTests {

	private static final String LOCATION_FILE = "<File name=\"File\" fileName=\"target/doctor-logs/location.log\">"
			+ "<PatternLayout pattern=\"%d %C{1}.%M:%L %m%n\"/></File>";

	private static final String PLAIN_FILE = "<File name=\"File\" fileName=\"target/doctor-logs/location.log\">"
			+ "<PatternLayout pattern=\"%d %c{1.} %m%n\"/></File>";

	private final LocationCaptureRule rule = new LocationCaptureRule();

	@Test
	void loggerWithIncludeLocationAndALocationPatternIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(LOCATION_FILE,
				"<Logger name=\"com.example\" level=\"INFO\" includeLocation=\"true\"/>"
						+ "<Root level=\"INFO\" includeLocation=\"false\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("location-capture");
				assertThat(finding.evidence()).singleElement()
					.asString()
					.contains("logger 'com.example' has includeLocation=true")
					.contains("appender 'File' (pattern %C %M %L)");
				assertThat(finding.cost()).contains("many times the CPU and the allocation")
					.contains("docs/benchmarks.md");
				assertThat(finding.fixableAtRuntime()).isFalse();
			});
		}
	}

	@Test
	void loggerCreatedByARuntimeLevelChangeIsFoundAsFixableAtRuntime() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(LOCATION_FILE,
				"<Root level=\"INFO\" includeLocation=\"false\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
			addLoggerAsLevelChangesDo(loaded, "com.example.orders", Level.DEBUG);
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("location-capture-runtime-logger");
				assertThat(finding.evidence()).singleElement()
					.asString()
					.contains("logger 'com.example.orders'")
					.contains("created at runtime");
				assertThat(finding.fix()).contains("DELETE /actuator/logging-perf/{name}");
				assertThat(finding.fixableAtRuntime()).isTrue();
			});
		}
	}

	@Test
	void includeLocationWithoutLocationConvertersIsNotFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(PLAIN_FILE,
				"<Logger name=\"com.example\" level=\"INFO\" includeLocation=\"true\"/>"
						+ "<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")) {
			addLoggerAsLevelChangesDo(loaded, "com.example.orders", Level.DEBUG);
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void locationPatternWithoutIncludeLocationIsNotFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(LOCATION_FILE,
				"<Root level=\"INFO\" includeLocation=\"false\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	static void addLoggerAsLevelChangesDo(LoadedConfiguration loaded, String name, Level level) {
		loaded.configuration().addLogger(name, new LoggerConfig(name, level, true));
		loaded.loggerContext().updateLoggers();
	}

}
