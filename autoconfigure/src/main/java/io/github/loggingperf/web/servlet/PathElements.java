package io.github.loggingperf.web.servlet;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.PathSegment;

/**
 * Reads the elements of a parsed path with exact class checks for the element classes Spring's own parser creates,
 * and interface checks only for other implementations. On the JDKs this project supports, alternating interface type
 * checks on the same class ({@code Element}, {@code PathSegment}, {@code Separator}) keep overwriting the JVM's
 * one-entry secondary super cache (JDK-8180450) and cost tens of nanoseconds each, more than the whole trie walk.
 *
 * @author logging-perf
 */
final class PathElements {

	private static final Class<?> SEPARATOR = PathContainer.parsePath("/").elements().get(0).getClass();

	private static final Class<?> SEGMENT = PathContainer.parsePath("a").elements().get(0).getClass();

	private PathElements() {
	}

	/**
	 * Return the elements of a path in an array that {@link #value(Object[], int)} reads and converts in place.
	 * @param path the parsed path
	 * @return the elements
	 */
	static @Nullable Object[] elements(PathContainer path) {
		return path.elements().toArray();
	}

	/**
	 * Return the value to match of an element, converting it in place on first access.
	 * @param elements the elements from {@link #elements(PathContainer)}
	 * @param index the index of the element
	 * @return the decoded value of a segment without its {@code ;} content, or {@code null} for a separator
	 */
	static @Nullable String value(@Nullable Object[] elements, int index) {
		Object element = elements[index];
		if (element == null || element.getClass() == String.class) {
			return (String) element;
		}
		String value = valueToMatch(element);
		elements[index] = value;
		return value;
	}

	/**
	 * Return the decoded value of a segment without its {@code ;} content.
	 * @param element a path element
	 * @return the value to match, or {@code null} if the element is not a segment
	 */
	static @Nullable String valueToMatch(Object element) {
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
