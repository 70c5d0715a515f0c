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
