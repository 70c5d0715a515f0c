package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.RequestPath;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link PathElements}.
 *
 * @author logging-perf
 */
class PathElementsTests {

	@Test
	void valueShouldBeDecodedSegmentAndNullForSeparator() {
		List<@Nullable String> values = values(PathContainer.parsePath("/a%20b;x=1//c/;y=2"));
		assertThat(values).containsExactly(null, "a b", null, null, "c", null, "");
	}

	@Test
	void valueWhenPathWithinApplicationShouldSkipContextPath() {
		RequestPath path = RequestPath.parse("/ctx/a/b", "/ctx");
		assertThat(values(path.pathWithinApplication())).containsExactly(null, "a", null, "b");
	}

	@Test
	void valueWhenOtherElementImplementationsShouldUseInterfaces() {
		PathContainer.Separator separator = () -> "/";
		PathContainer custom = new PathContainer() {

			@Override
			public String value() {
				return "/x";
			}

			@Override
			public List<Element> elements() {
				return List.of(separator, new Segment("x"));
			}

		};
		assertThat(values(custom)).containsExactly(null, "x");
	}

	@Test
	void alternateWhenParsedBySpringShouldBeTrueAndHold() {
		List<PathContainer> paths = List.of(PathContainer.parsePath("/a//b/"), PathContainer.parsePath("a;x=1/b"),
				PathContainer.parsePath(""), RequestPath.parse("/ctx/a/b", "/ctx").pathWithinApplication(),
				PathContainer.parsePath("/a/b/c").subPath(1, 4));
		for (PathContainer path : paths) {
			assertThat(PathElements.alternate(path)).as(path.value()).isTrue();
			List<@Nullable String> values = values(path);
			for (int i = 0; i + 1 < values.size(); i++) {
				assertThat(values.get(i) == null || values.get(i + 1) == null).as(path.value()).isTrue();
			}
		}
	}

	@Test
	void alternateWhenOtherImplementationShouldBeFalse() {
		assertThat(PathElements.alternate(adjacentSegments())).isFalse();
	}

	/**
	 * Return a path of another implementation whose segments {@code a} and {@code b}
	 * follow each other without a separator, which Spring's parser never builds.
	 * @return the path
	 */
	static PathContainer adjacentSegments() {
		PathContainer.Separator separator = () -> "/";
		return new PathContainer() {

			@Override
			public String value() {
				return "/ab";
			}

			@Override
			public List<Element> elements() {
				return List.of(separator, new Segment("a"), new Segment("b"));
			}

		};
	}

	private static List<@Nullable String> values(PathContainer path) {
		List<PathContainer.Element> elements = path.elements();
		List<@Nullable String> values = new ArrayList<>();
		for (int i = 0; i < elements.size(); i++) {
			values.add(PathElements.value(elements, i));
		}
		return values;
	}

	record Segment(String value) implements PathContainer.PathSegment {

		@Override
		public String valueToMatch() {
			return this.value;
		}

		@Override
		public char[] valueToMatchAsChars() {
			return this.value.toCharArray();
		}

		@Override
		public MultiValueMap<String, String> parameters() {
			return new LinkedMultiValueMap<>();
		}

	}

}
