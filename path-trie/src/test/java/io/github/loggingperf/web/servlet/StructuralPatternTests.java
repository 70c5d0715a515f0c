package io.github.loggingperf.web.servlet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.loggingperf.web.servlet.StructuralPattern.Kind;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link StructuralPattern}.
 *
 * @author logging-perf
 */
class StructuralPatternTests {

	@Test
	void ofWhenLiteralPatternShouldHaveSeparatorsAndLiterals() {
		StructuralPattern pattern = StructuralPattern.of("/a//b/");
		assertThat(pattern).isNotNull();
		assertThat(pattern.leading()).isFalse();
		assertThat(pattern.trailing()).isFalse();
		assertThat(pattern.elements()).extracting(StructuralPattern.Element::kind)
			.containsExactly(Kind.SEPARATOR, Kind.LITERAL, Kind.SEPARATOR, Kind.SEPARATOR, Kind.LITERAL,
					Kind.SEPARATOR);
	}

	@Test
	void ofWhenWildcardsShouldHaveTheirKinds() {
		StructuralPattern pattern = StructuralPattern.of("/*/{id}/*.css/t?st");
		assertThat(pattern).isNotNull();
		assertThat(pattern.elements()).extracting(StructuralPattern.Element::kind)
			.containsExactly(Kind.SEPARATOR, Kind.STAR, Kind.SEPARATOR, Kind.CAPTURE, Kind.SEPARATOR, Kind.GLOB,
					Kind.SEPARATOR, Kind.GLOB);
	}

	@ParameterizedTest
	@CsvSource({ "/a/**, 2", "/a/{*rest}, 2", "//**, 1" })
	void ofWhenMultiSegmentAtEndShouldFoldItsSeparator(String text, int elements) {
		StructuralPattern pattern = StructuralPattern.of(text);
		assertThat(pattern).isNotNull();
		assertThat(pattern.trailing()).isTrue();
		assertThat(pattern.elements()).hasSize(elements);
	}

	@ParameterizedTest
	@ValueSource(strings = { "/**/x", "**/x", "/{*p}/x", "/**", "**", "{*p}" })
	void ofWhenMultiSegmentAtStartShouldBeLeading(String text) {
		StructuralPattern pattern = StructuralPattern.of(text);
		assertThat(pattern).isNotNull();
		assertThat(pattern.leading()).isTrue();
		assertThat(pattern.elements())
			.allMatch((element) -> element.kind() != Kind.LITERAL || element.text().equals("x"));
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "login", "/{id:\\d+}", "/{name}.png", "/{a}{b}", "/***", "/a/**/b", "x/**" })
	void ofWhenNotStructuralShouldReturnNull(String text) {
		assertThat(StructuralPattern.of(text)).isNull();
	}

}
