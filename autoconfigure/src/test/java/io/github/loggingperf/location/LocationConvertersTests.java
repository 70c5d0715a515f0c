package io.github.loggingperf.location;

import org.apache.logging.log4j.core.config.DefaultConfiguration;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LocationConverters}, each pattern also checked against what Log4j's
 * own {@link PatternLayout#requiresLocation()} detects.
 */
class LocationConvertersTests {

	@ParameterizedTest(name = "{0}")
	@CsvSource(delimiter = '|', textBlock = """
			%d %-5level [%t] %c{1.} - %m%n                          | ''        | ''
			%d %-5level %C{1}.%M:%L - %m%n                          | %C,%M,%L  | ''
			%d [%15.15t] %-40.40logger{39} : %m%n%xwEx              | ''        | ''
			%highlight{%L} %m%n                                     | ''        | %L
			%clr{%d{HH:mm:ss}}{faint} %clr{%-5level} %m (%F:%L)%n   | %F,%L     | ''
			%clr{%class{1}.%method}{cyan} %m%n                      | ''        | %class,%method
			%maxLen{%location}{40} %m%n                             | ''        | %location
			100%% done %m %line%n                                   | %line     | ''
			%replace{%m}{\\s+}{ } %l%n                               | %l        | ''
			%level %m%n                                             | ''        | ''
			""")
	void scanAgreesWithLog4jAboutTopLevelAndFindsNested(String pattern, String topLevel, String nested) {
		LocationConverters converters = LocationConverters.scan(pattern);
		assertThat(String.join(",", converters.topLevel())).isEqualTo(topLevel);
		assertThat(String.join(",", converters.nested())).isEqualTo(nested);
		PatternLayout layout = PatternLayout.newBuilder()
			.withPattern(pattern)
			.withConfiguration(new DefaultConfiguration())
			.build();
		assertThat(layout.requiresLocation()).as("Log4j detects location").isEqualTo(!topLevel.isEmpty());
	}

}
