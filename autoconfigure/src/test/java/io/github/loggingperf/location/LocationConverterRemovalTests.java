package io.github.loggingperf.location;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LocationConverterRemoval}.
 */
class LocationConverterRemovalTests {

	@ParameterizedTest
	@CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
			%d %-5p %C{1}.%M:%L - %m%n                         | %d %-5p - %m%n
			%d [%t] %-5level %logger{36}.%M() - %msg%n         | %d [%t] %-5level %logger{36} - %msg%n
			[%t] %c (%F:%L) %m%n                               | [%t] %c %m%n
			%c:%L:%m                                           | %c:%m
			%L: %m                                             | %m
			%m %L%n                                            | %m%n
			%l %m                                              | %m
			%d, %line, %m                                      | %d, %m
			%class.%method:%line %msg                          | %msg
			%p %highlight{%C{1}.%M:%L}{INFO=normal} %m         | %p %m
			%p %clr{%C{1}.%M:%L}{cyan} %clr{:}{faint} %m       | %p %clr{:}{faint} %m
			%p %maxLen{(%F:%L)}{60} - %m                       | %p - %m
			%p %replace{%M}{get}{} %m                          | %p %m
			%p %highlight{%c.%M %m}                            | %p %highlight{%c %m}
			%p [%15.15t] %-40.40C{1.} : %m                     | %p [%15.15t] : %m
			%d{HH:mm:ss.SSS} %-5p 100%% %m                     | %d{HH:mm:ss.SSS} %-5p 100%% %m
			%d %p %c - %m%n                                    | %d %p %c - %m%n
			""")
	void removesLocationConvertersAndTheirPunctuation(String pattern, String expected) {
		assertThat(LocationConverterRemoval.removeFrom(pattern)).isEqualTo(expected);
	}

}
