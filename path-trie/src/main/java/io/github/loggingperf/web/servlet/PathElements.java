package io.github.loggingperf.web.servlet;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;
import org.springframework.http.server.PathContainer.PathSegment;

/**
 * Reads the elements of a parsed path in place, with exact class checks for the element
 * classes Spring's own parser creates, and interface checks only for other
 * implementations. On the JDKs this project supports, alternating interface type checks
 * on the same class ({@code Element}, {@code PathSegment}, {@code Separator}) keep
 * overwriting the JVM's one-entry secondary super cache (JDK-8180450) and cost tens of
 * nanoseconds each, more than the whole trie walk.
 *
 * @author logging-perf
 */
final class PathElements {

	private static final Class<?> SEPARATOR = PathContainer.parsePath("/").elements().get(0).getClass();

	private static final Class<?> SEGMENT = PathContainer.parsePath("a").elements().get(0).getClass();

	private static final Class<?> CONTAINER = PathContainer.parsePath("/").getClass();

	private PathElements() {
	}

	/**
	 * Return whether every segment of a parsed path is followed by a separator or by the
	 * end of the path, which is how Spring's own parser builds every path
	 * ({@code PathContainer.parsePath}, and the sub-paths of a {@code RequestPath}).
	 * Another implementation is not assumed to do so.
	 * @param path the parsed path
	 * @return whether the element after a segment is known to be a separator
	 */
	static boolean alternate(PathContainer path) {
		return path.getClass() == CONTAINER;
	}

	/**
	 * Return the value to match of an element.
	 * @param elements the elements of a parsed path
	 * @param index the index of the element
	 * @return the decoded value of a segment without its {@code ;} content, or
	 * {@code null} for a separator
	 */
	static @Nullable String value(List<Element> elements, int index) {
		Element element = elements.get(index);
		Class<?> type = element.getClass();
		if (type == SEGMENT) {
			return ((PathSegment) element).valueToMatch();
		}
		if (type != SEPARATOR && element instanceof PathSegment segment) {
			return segment.valueToMatch();
		}
		return null;
	}

}
