package io.github.loggingperf.web.servlet;

import org.junit.jupiter.api.Test;

import org.springframework.http.server.PathContainer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link SpringPattern}.
 *
 * @author logging-perf
 */
class SpringPatternTests {

	@Test
	void parseWhenParserAcceptsShouldUsePathPattern() {
		SpringPattern pattern = SpringPattern.parse("/users/{id:\\d+}");
		assertThat(pattern.isParsed()).isTrue();
		assertThat(pattern.mayThrow()).isFalse();
		assertThat(pattern.firstLiteral()).isEqualTo("users");
		assertThat(pattern.matches(PathContainer.parsePath("/users/42"), "/users/42")).isTrue();
	}

	@Test
	void parseWhenParserRejectsShouldUseAntPathMatcherOnRawPath() {
		SpringPattern pattern = SpringPattern.parse("/masaike/**/hello");
		assertThat(pattern.isParsed()).isFalse();
		assertThat(pattern.firstLiteral()).isEqualTo("masaike");
		PathContainer encoded = PathContainer.parsePath("/masaike/a/hell%6F");
		assertThat(pattern.matches(encoded, PatternSet.stripped(encoded))).isFalse();
		PathContainer plain = PathContainer.parsePath("/masaike/a;x=1/hello");
		assertThat(pattern.matches(plain, PatternSet.stripped(plain))).isTrue();
	}

	@Test
	void parseWhenConstraintHasGroupsShouldMayThrow() {
		assertThat(SpringPattern.parse("/{n:(a|b)}").mayThrow()).isTrue();
	}

	@Test
	void parseWhenFallbackRegexIsInvalidShouldMayThrow() {
		SpringPattern pattern = SpringPattern.parse("/a/{x:[}");
		assertThat(pattern.isParsed()).isFalse();
		assertThat(pattern.mayThrow()).isTrue();
	}

	@Test
	void firstTokenShouldSkipEmptyTokens() {
		assertThat(SpringPattern.firstToken("//a/b")).isEqualTo("a");
		assertThat(SpringPattern.firstToken("a")).isEqualTo("a");
		assertThat(SpringPattern.firstToken("///")).isNull();
	}

}
