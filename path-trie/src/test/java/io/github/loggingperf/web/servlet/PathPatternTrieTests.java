package io.github.loggingperf.web.servlet;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.http.server.PathContainer;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.UrlPathHelper;
import org.springframework.web.util.pattern.PathPatternParser;
import org.springframework.web.util.pattern.PatternParseException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Tests for {@link PathPatternTrie}: one row per edge case found in Spring's sources,
 * each checked against the expected answer and against {@link MappedInterceptor} itself.
 *
 * @author logging-perf
 */
class PathPatternTrieTests {

	private static final HandlerInterceptor interceptor = new HandlerInterceptor() {
	};

	@ParameterizedTest(name = "{0} matches {1}: {2}")
	@CsvSource(delimiter = '|', textBlock = """
			/login                    | /login                     | true
			/login                    | /login/                    | false
			/login/                   | /login                     | false
			/login                    | /Login                     | false
			/login                    | /login;jsessionid=ABC      | true
			/a/b                      | /a;x=1/b;y=2               | true
			/login                    | //login                    | false
			/*/login                  | //login                    | false
			/a/b                      | /a//b                      | false
			/a//b                     | /a//b                      | true
			/login                    | /log%69n                   | true
			/café                     | /caf%C3%A9                 | true
			/a%20b                    | /a%20b                     | false
			/a%20b                    | /a%2520b                   | true
			/a/b                      | /a%2Fb                     | false
			/a/**                     | /a%2Fb                     | false
			/{id}                     | /a%2Fb                     | true
			/user/{id}                | /user/a%2Fb                | true
			/user/{id}                | /user/                     | false
			/user/{id}                | /user/;x=1                 | false
			/a/*                      | /a/                        | true
			/a/*                      | /a                         | false
			/a/*                      | /a/x/                      | false
			/a/*                      | /a/;x=1                    | true
			/aa/*/bb                  | /aa//bb                    | false
			/aa/*/bb                  | /aa/;x=1/bb                | false
			/api/v?/ping              | /api/v1/ping               | true
			/api/v?/ping              | /api/v10/ping              | false
			/api/v?/ping              | /api/v/ping                | false
			/static/*.js              | /static/.js                | true
			/static/*.js              | /static/app.js             | true
			/static/*.js              | /static/app.css            | false
			/a**                      | /abc                       | true
			/a/{x}{y}/b               | /a///b                     | true
			/a/**                     | /a                         | true
			/a/**                     | /a/                        | true
			/a/**                     | /a//b                      | true
			/a/**                     | /a/b/c                     | true
			/a/**                     | /ab                        | false
			/files/{*path}            | /files/a/b                 | true
			/**                       | /                          | true
			/**                       | /any/thing                 | true
			/**/hello                 | /a/b/hello                 | true
			/**/hello                 | /hello                     | true
			/**/hello                 | //hello                    | true
			/**/hello                 | /hello/                    | false
			**/hello                  | /a/hello                   | true
			/**/*.css                 | /a/b/site.css              | true
			/**/{name}/x              | /a/b/x                     | true
			/**/                      | /a/b/                      | true
			/**/                      | /a/b                       | false
			/**/a/*                   | /x/a/                      | true
			/**/a/*                   | /x/a/b                     | true
			/**/a/*                   | /x/a/b/c                   | false
			/**/a/*                   | /a/x/a                     | false
			/{*p}/x                   | /a/x                       | true
			/masaike/dynamic/**       | /masaike/dynamic           | true
			/masaike/**/hello         | /masaike/a/b/hello         | true
			/masaike/**/hello         | /masaike/a/hell%6F         | false
			/masaike/**/hello         | /masaike//hello            | true
			/masaike/**/hello         | /masaike/a;x=1/hello       | true
			/a/**/b/**                | /a/x/b/y                   | true
			/{id:[a-z]+}              | /abc                       | true
			/{id:[a-z]+}              | /ABC                       | false
			/{id:\\d+}/x              | /42/x                      | true
			login                     | /login                     | false
			/x/../login               | /login                     | false
			/login                    | /x/../login                | false
			/login                    | /./login                   | false
			/ctx-free                 | /ctx-free                  | true
			""")
	void matchesShouldGiveSpringsAnswer(String pattern, String path, boolean expected) {
		PathPatternTrie trie = PathPatternTrie.compile(List.of(pattern), List.of());
		MockHttpServletRequest request = parsedRequest(path);
		assertThat(new MappedInterceptor(new String[] { pattern }, interceptor).matches(request)).isEqualTo(expected);
		assertThat(trie.matches(request)).isEqualTo(expected);
		assertThat(trie.matches(path)).isEqualTo(expected);
	}

	@Test
	void matchesWhenExcludedShouldNotMatch() {
		PathPatternTrie trie = PathPatternTrie.compile(List.of("/api/**"), List.of("/api/public/**", "/api/login"));
		assertThat(trie.matches(parsedRequest("/api/orders"))).isTrue();
		assertThat(trie.matches(parsedRequest("/api/login"))).isFalse();
		assertThat(trie.matches(parsedRequest("/api/public/docs"))).isFalse();
		assertThat(trie.matches(parsedRequest("/other"))).isFalse();
	}

	@Test
	void matchesWhenNoIncludePatternsShouldMatchAllPaths() {
		PathPatternTrie trie = PathPatternTrie.compile(List.of(), List.of("/login"));
		assertThat(trie.matches(parsedRequest("/anything"))).isTrue();
		assertThat(trie.matches(parsedRequest("/login"))).isFalse();
	}

	@Test
	void matchesWhenPathIsEmptyShouldMatchOnlyMultiSegmentPatterns() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/ctx");
		request.setContextPath("/ctx");
		ServletRequestPathUtils.parseAndCache(request);
		assertThat(PathPatternTrie.compile(List.of("/**"), List.of()).matches(request)).isTrue();
		assertThat(PathPatternTrie.compile(List.of("/{*all}"), List.of()).matches(request)).isTrue();
		assertThat(PathPatternTrie.compile(List.of("/**/x"), List.of()).matches(request)).isFalse();
		assertThat(PathPatternTrie.compile(List.of("/"), List.of()).matches(request)).isFalse();
		assertThat(PathPatternTrie.compile(List.of(""), List.of()).matches(request)).isTrue();
	}

	@Test
	void matchesWhenContextPathShouldMatchPathWithinApplication() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/ctx/login");
		request.setContextPath("/ctx");
		ServletRequestPathUtils.parseAndCache(request);
		assertThat(PathPatternTrie.compile(List.of("/login"), List.of()).matches(request)).isTrue();
		assertThat(PathPatternTrie.compile(List.of("/ctx/login"), List.of()).matches(request)).isFalse();
	}

	@Test
	void matchesWhenStringLookupPathIsCachedShouldUseAntPathMatcherLikeSpring() {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "//login");
		request.setAttribute(UrlPathHelper.PATH_ATTRIBUTE, "/login/x");
		PathPatternTrie trie = PathPatternTrie.compile(List.of("/login/*"), List.of());
		assertThat(trie.matches(request)).isTrue();
		request.setAttribute(UrlPathHelper.PATH_ATTRIBUTE, "/files/a/b");
		assertThat(PathPatternTrie.compile(List.of("/files/{*path}"), List.of()).matches(request)).isFalse();
	}

	@Test
	void matchesWhenNoPathIsCachedShouldFailLikeSpring() {
		PathPatternTrie trie = PathPatternTrie.compile(List.of("/login"), List.of());
		assertThatIllegalArgumentException().isThrownBy(() -> trie.matches(new MockHttpServletRequest("GET", "/x")))
			.withMessage("Neither a pre-parsed RequestPath nor a pre-resolved String lookupPath is available.");
	}

	@Test
	void compileWhenSpringRejectsPatternShouldFailWithSpringsException() {
		assertThatThrownBy(() -> new MappedInterceptor(new String[] { "/a{x:[}b" }, interceptor))
			.isInstanceOf(IllegalArgumentException.class)
			.satisfies((ex) -> assertThatThrownBy(() -> PathPatternTrie.compile(List.of("/a{x:[}b"), List.of()))
				.isInstanceOf(ex.getClass())
				.hasMessage(ex.getMessage()));
	}

	@Test
	void compileWhenParserRejectsPatternShouldFallBackToAntPathMatcher() {
		assertThatThrownBy(() -> PathPatternParser.defaultInstance.parse("/a/**/b/**"))
			.isInstanceOf(PatternParseException.class);
		PathPatternTrie trie = PathPatternTrie.compile(List.of("/a/**/b/**"), List.of());
		assertThat(trie.matches(parsedRequest("/a/x/y/b/z"))).isTrue();
		assertThat(trie.matches(parsedRequest("/a/x/y/c/z"))).isFalse();
	}

	@Test
	void matchesWhenConstraintHasGroupsShouldFailOnlyWhereSpringFails() {
		List<String> excludes = List.of("/b", "/{n:(a|b)}", "/c");
		PathPatternTrie trie = PathPatternTrie.compile(List.of(), excludes);
		MappedInterceptor spring = new MappedInterceptor(null, excludes.toArray(String[]::new), interceptor);
		assertThat(trie.matches(parsedRequest("/b"))).isFalse();
		assertThat(spring.matches(parsedRequest("/b"))).isFalse();
		assertThat(trie.matches(parsedRequest("/"))).isTrue();
		assertThat(spring.matches(parsedRequest("/"))).isTrue();
		assertThatIllegalArgumentException().isThrownBy(() -> trie.matches(parsedRequest("/c")))
			.withMessage("No capture groups allowed in the constraint regex: (a|b)");
		assertThatIllegalArgumentException().isThrownBy(() -> spring.matches(parsedRequest("/c")))
			.withMessage("No capture groups allowed in the constraint regex: (a|b)");
	}

	@ParameterizedTest(name = "{0} on a path of another implementation")
	@CsvSource(textBlock = """
			/a/*
			/a/**
			/a/{x}
			/a/b*
			/*/*
			""")
	void matchesWhenPathIsOtherImplementationShouldReadEveryElementLikePathPattern(String pattern) {
		PathContainer path = PathElementsTests.adjacentSegments();
		boolean expected = PathPatternParser.defaultInstance.parse(pattern).matches(path);
		assertThat(PathPatternTrie.compile(List.of(pattern), List.of()).matches(path)).isEqualTo(expected);
	}

	@Test
	void matchesWhenMethodIsNullShouldFailLikeSpring() {
		MockHttpServletRequest request = parsedRequest("/x");
		request.setMethod(null);
		assertThatIllegalArgumentException()
			.isThrownBy(() -> PathPatternTrie.compile(List.of("/x"), List.of()).matches(request))
			.withMessage("Method must not be null");
	}

	private static MockHttpServletRequest parsedRequest(String path) {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		ServletRequestPathUtils.parseAndCache(request);
		return request;
	}

}
