package io.github.loggingperf.web.servlet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link SegmentGlob}.
 *
 * @author logging-perf
 */
class SegmentGlobTests {

	@ParameterizedTest(name = "{0} matches ''{1}'': {2}")
	@CsvSource(delimiter = '|', textBlock = """
			*.css   | site.css  | true
			*.css   | .css      | true
			*.css   | site.cssx | false
			page-*  | page-     | true
			page-*  | Page-1    | false
			a*a     | a         | false
			a*a     | aa        | true
			a*a     | aba       | true
			a*b*    | ab        | true
			a*b*    | ba        | false
			t?st    | test      | true
			t?st    | tst       | false
			t?st    | teest     | false
			v?      | v1        | true
			?*      | x         | true
			x?.js   | xy.js     | true
			x?.js   | xyz.js    | false
			a.*     | a.b       | true
			a.*     | ab        | false
			""")
	void matchesShouldFollowPathPatternParserRules(String glob, String value, boolean expected) {
		assertThat(SegmentGlob.of(glob).matches(value)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0} matches ''{1}'': {2}")
	@CsvSource(delimiter = '|', textBlock = """
			?      | \uD83D\uDE00 | false
			?*     | \uD83D\uDE00 | true
			??     | \uD83D\uDE00 | true
			""")
	void matchesWhenSupplementaryCharacterShouldCountCharsOnlyWithoutStar(String glob, String value, boolean expected) {
		assertThat(SegmentGlob.of(glob).matches(value)).isEqualTo(expected);
	}

}
