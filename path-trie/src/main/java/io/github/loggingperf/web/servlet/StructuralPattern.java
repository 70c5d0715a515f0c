package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * The element sequence of a pattern that {@code PathPatternParser} accepted, in a form a
 * trie can hold: separators, literal segments, whole-segment {@code *}, {@code {var}}
 * without a constraint and {@code *}/{@code ?} globs, with an optional {@code **} (or
 * {@code {*var}}) at the very start or at the very end. Any other pattern has no
 * structural form and is matched by Spring's own matcher.
 *
 * @param leading whether the pattern starts with {@code **} or {@code {*var}}: the
 * elements then match a suffix of the path that starts at a separator
 * @param elements the elements after a leading multi-segment element, or all of them,
 * each one path element
 * @param trailing whether the pattern ends with {@code /**} or {@code /{*var}} (folded
 * with its separator)
 * @author logging-perf
 */
record StructuralPattern(boolean leading, List<Element> elements, boolean trailing) {

	/**
	 * Return the structural form of a pattern that
	 * {@code PathPatternParser.defaultInstance} parsed successfully.
	 * @param pattern the pattern
	 * @return the structural form or {@code null} when the trie cannot represent the
	 * pattern
	 */
	static @Nullable StructuralPattern of(String pattern) {
		String head = firstSegment(pattern);
		if (head != null && isMultiSegment(head)) {
			int restStart = pattern.indexOf(head) + head.length();
			List<Element> elements = elements(pattern.substring(restStart));
			return (elements != null && (elements.isEmpty() || elements.get(0).kind() == Kind.SEPARATOR))
					? new StructuralPattern(true, elements, false) : null;
		}
		if (!pattern.startsWith("/")) {
			return null;
		}
		int lastSlash = pattern.lastIndexOf('/');
		String last = pattern.substring(lastSlash + 1);
		if (isMultiSegment(last)) {
			List<Element> elements = elements(pattern.substring(0, lastSlash));
			return (elements != null && !elements.isEmpty()) ? new StructuralPattern(false, elements, true) : null;
		}
		List<Element> elements = elements(pattern);
		return (elements != null) ? new StructuralPattern(false, elements, false) : null;
	}

	private static @Nullable String firstSegment(String pattern) {
		int start = pattern.startsWith("/") ? 1 : 0;
		int end = pattern.indexOf('/', start);
		return pattern.substring(start, (end != -1) ? end : pattern.length());
	}

	private static boolean isMultiSegment(String segment) {
		return segment.equals("**") || (segment.startsWith("{*") && segment.endsWith("}"));
	}

	private static @Nullable List<Element> elements(String text) {
		if (text.isEmpty()) {
			return Collections.emptyList();
		}
		if (!text.startsWith("/")) {
			return null;
		}
		List<Element> elements = new ArrayList<>();
		String[] segments = text.substring(1).split("/", -1);
		for (int i = 0; i < segments.length; i++) {
			elements.add(new Element(Kind.SEPARATOR, "/"));
			if (!segments[i].isEmpty()) {
				Element element = Element.of(segments[i]);
				if (element == null) {
					return null;
				}
				elements.add(element);
			}
		}
		return elements;
	}

	/**
	 * The kind of a structural element.
	 */
	enum Kind {

		/**
		 * A separator.
		 */
		SEPARATOR,

		/**
		 * A literal segment.
		 */
		LITERAL,

		/**
		 * A whole-segment {@code *}.
		 */
		STAR,

		/**
		 * A whole-segment {@code {var}} without a constraint.
		 */
		CAPTURE,

		/**
		 * A segment with {@code *} or {@code ?} wildcards.
		 */
		GLOB

	}

	/**
	 * One element of a structural pattern.
	 *
	 * @param kind the kind
	 * @param text the text of the pattern segment
	 */
	record Element(Kind kind, String text) {

		static @Nullable Element of(String segment) {
			boolean braces = segment.indexOf('{') != -1 || segment.indexOf('}') != -1;
			if (braces) {
				boolean capture = segment.startsWith("{") && segment.endsWith("}") && segment.indexOf('{', 1) == -1
						&& segment.indexOf('}') == segment.length() - 1 && segment.indexOf(':') == -1
						&& segment.indexOf('*') == -1;
				return capture ? new Element(Kind.CAPTURE, segment) : null;
			}
			if (segment.equals("*")) {
				return new Element(Kind.STAR, segment);
			}
			if (segment.chars().allMatch((ch) -> ch == '*')) {
				return null;
			}
			if (segment.indexOf('*') != -1 || segment.indexOf('?') != -1) {
				return new Element(Kind.GLOB, segment);
			}
			return new Element(Kind.LITERAL, segment);
		}

	}

}
