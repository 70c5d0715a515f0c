package io.github.loggingperf.web.servlet;

import java.util.List;

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
	void valuesShouldBeDecodedSegmentsAndNullForSeparators() {
		Object[] values = PathElements.values(PathContainer.parsePath("/a%20b;x=1//c/;y=2"));
		assertThat(values).containsExactly(null, "a b", null, null, "c", null, "");
	}

	@Test
	void valuesWhenPathWithinApplicationShouldSkipContextPath() {
		RequestPath path = RequestPath.parse("/ctx/a/b", "/ctx");
		assertThat(PathElements.values(path.pathWithinApplication())).containsExactly(null, "a", null, "b");
	}

	@Test
	void valuesWhenOtherElementImplementationsShouldUseInterfaces() {
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
		assertThat(PathElements.values(custom)).containsExactly(null, "x");
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
