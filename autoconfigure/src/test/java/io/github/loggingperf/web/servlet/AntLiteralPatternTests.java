package io.github.loggingperf.web.servlet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.http.server.PathContainer;
import org.springframework.util.AntPathMatcher;
import org.springframework.util.StringUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link AntLiteralPattern}, each row also checked against {@link AntPathMatcher}.
 *
 * @author logging-perf
 */
class AntLiteralPatternTests {

	@ParameterizedTest(name = "{0} matches {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			/masaike/**/hello   | /masaike/a/b/hello   | true
			/masaike/**/hello   | /masaike/hello       | true
			/masaike/**/hello   | /masaike//hello      | true
			/masaike/**/hello   | /masaike/a/hello/    | false
			/masaike/**/hello/  | /masaike/a/hello/    | true
			/masaike/**/hello   | masaike/a/hello      | false
			/a/**/b/**          | /a/x/b               | true
			/a/**/b/**          | /a/x/b/              | true
			/a/**/b/**          | /a/x/c               | false
			/**/a/**            | /a                   | true
			/a/**/b/**/c        | /a/b/b/c/c           | true
			/a/**/b/**/c        | /a/c/b               | false
			""")
	void matchesShouldGiveAntPathMatcherAnswer(String pattern, String path, boolean expected) {
		AntLiteralPattern literal = AntLiteralPattern.of(pattern, StringUtils.tokenizeToStringArray(pattern, "/"));
		assertThat(literal).isNotNull();
		assertThat(literal.matches(path, PathContainer.parsePath(path).elements())).isEqualTo(expected);
		assertThat(new AntPathMatcher().match(pattern, path)).isEqualTo(expected);
	}

}
