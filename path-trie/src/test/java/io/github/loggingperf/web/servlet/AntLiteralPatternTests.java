package io.github.loggingperf.web.servlet;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;
import org.springframework.util.AntPathMatcher;
import org.springframework.util.StringUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link AntLiteralPattern}, each row also checked against
 * {@link AntPathMatcher}.
 *
 * @author logging-perf
 */
class AntLiteralPatternTests {

	@ParameterizedTest(name = "{0} matches {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			/masaike/**/hello   | /masaike/a/b/hello   | true
			/masaike/**/hello   | /masaike/hello       | true
			/masaike/**/hello   | /masaike//hello      | true
			/masaike/**/hello   | //masaike/x//hello   | true
			/masaike/**/hello   | /masaike/a/hello/    | false
			/masaike/**/hello/  | /masaike/a/hello/    | true
			/masaike/**/hello   | masaike/a/hello      | false
			/masaike/**/hello   | /masaike             | false
			/masaike/**/hello   | /hello               | false
			/masaike/**/hello   | /masaike/hello/x     | false
			/a/**/a             | /a                   | false
			/a/**/a             | /a/a                 | true
			/a/b/**/b/c         | /a/b/c               | false
			/a/b/**/b/c         | /a/b/b/c             | true
			/a/**/b/**          | /a/x/b               | true
			/a/**/b/**          | /a/x/b/              | true
			/a/**/b/**          | /a/b                 | true
			/a/**/b/**          | /a/x/c               | false
			/**/a/**            | /a                   | true
			/**/a/**            | /b/c                 | false
			/a/**/b/**/c        | /a/b/b/c/c           | true
			/a/**/b/**/c        | /a/c/b               | false
			/a/**/b/**/c        | /a/b/c               | true
			/a/**/b/**/c        | /a/c/b/c             | true
			/a/**/b/c/**/d      | /a/b/x/b/c/d         | true
			/a/**/b/c/**/d      | /a/b/x/c/d           | false
			/a/**/b/c/**/d      | /a/b/c//d            | true
			/a/**/b/**/b/**     | /a/b                 | false
			/a/**/b/**/b/**     | /a/b/b/              | true
			/a/**/**/b          | /a/b                 | true
			/**/x/**/y/**       | /y/x/y/x             | true
			/**/x/**/y/**       | /y/x                 | false
			""")
	void matchesShouldGiveAntPathMatcherAnswer(String pattern, String path, boolean expected) {
		AntLiteralPattern literal = AntLiteralPattern.of(pattern, StringUtils.tokenizeToStringArray(pattern, "/"));
		assertThat(literal).isNotNull();
		assertThat(literal.matches(path, PathContainer.parsePath(path).elements(), 0, 0)).isEqualTo(expected);
		assertThat(new AntPathMatcher().match(pattern, path)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0} matches {1} after its first token: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			/masaike/**/hello   | /masaike/a/b/hello   | true
			//masaike/**/hello  | //masaike//hello     | true
			/masaike/hello      | /masaike/hello       | true
			/masaike/hello      | /masaike/hello/x     | false
			/masaike/**/hello   | /masaike             | false
			/a/**/a             | /a                   | false
			/a/**/a             | /a//a                | true
			""")
	void matchesAfterFirstTokenShouldGiveAntPathMatcherAnswer(String pattern, String path, boolean expected) {
		AntLiteralPattern literal = AntLiteralPattern.of(pattern, StringUtils.tokenizeToStringArray(pattern, "/"));
		assertThat(literal).isNotNull();
		List<Element> elements = PathContainer.parsePath(path).elements();
		int first = 0;
		while (PathElements.value(elements, first) == null) {
			first++;
		}
		assertThat(literal.matches(path, elements, first + 1, 1)).isEqualTo(expected);
		assertThat(new AntPathMatcher().match(pattern, path)).isEqualTo(expected);
	}

	@ParameterizedTest(name = "{0} has no literal form")
	@CsvSource(delimiter = '|', textBlock = """
			/a/**/*.html
			/a/**/{x}
			/a/**/b?
			""")
	void ofWhenTokenIsNotLiteralShouldReturnNull(String pattern) {
		assertThat(AntLiteralPattern.of(pattern, StringUtils.tokenizeToStringArray(pattern, "/"))).isNull();
	}

}
