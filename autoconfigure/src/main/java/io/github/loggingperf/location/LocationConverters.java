package io.github.loggingperf.location;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Finds the location converters ({@code %C %F %l %L %M} and their long names) in a Log4j
 * pattern, telling those at the top level, which make Log4j capture the caller's
 * location, from those nested inside another converter's options (such as
 * {@code %highlight{%L}} or Spring Boot's {@code %clr{...}}), which Log4j never detects:
 * nothing is captured for them and they print nothing (or {@code ?}).
 *
 * @author logging-perf
 */
final class LocationConverters {

	static final Set<String> LOCATION_KEYS = Set.of("C", "class", "F", "file", "l", "location", "L", "line", "M",
			"method");

	private final List<String> topLevel = new ArrayList<>();

	private final List<String> nested = new ArrayList<>();

	private LocationConverters() {
	}

	/**
	 * Scan a pattern.
	 * @param pattern the pattern
	 * @return the location converters found
	 */
	static LocationConverters scan(String pattern) {
		LocationConverters converters = new LocationConverters();
		converters.scan(pattern, false);
		return converters;
	}

	/**
	 * Return the location converters at the top level of the pattern, as written.
	 * @return the converters, such as {@code %L}
	 */
	List<String> topLevel() {
		return this.topLevel;
	}

	/**
	 * Return the location converters nested in another converter's options.
	 * @return the converters, such as {@code %L}
	 */
	List<String> nested() {
		return this.nested;
	}

	private void scan(String pattern, boolean nestedLevel) {
		int i = 0;
		while (i < pattern.length()) {
			if (pattern.charAt(i) != '%' || i + 1 >= pattern.length()) {
				i++;
				continue;
			}
			if (pattern.charAt(i + 1) == '%') {
				i += 2;
				continue;
			}
			int nameStart = skipFormatModifiers(pattern, i + 1);
			int nameEnd = nameStart;
			while (nameEnd < pattern.length() && Character.isLetter(pattern.charAt(nameEnd))) {
				nameEnd++;
			}
			String name = pattern.substring(nameStart, nameEnd);
			if (LOCATION_KEYS.contains(name)) {
				(nestedLevel ? this.nested : this.topLevel).add("%" + name);
			}
			i = scanOptions(pattern, nameEnd);
		}
	}

	/**
	 * Return the index after the format modifiers (such as {@code -5} or {@code .-10})
	 * that start at the given index.
	 * @param pattern the pattern
	 * @param start the index after a {@code %}
	 * @return the index of the converter's name
	 */
	static int skipFormatModifiers(String pattern, int start) {
		int i = start;
		while (i < pattern.length()
				&& (pattern.charAt(i) == '-' || pattern.charAt(i) == '.' || Character.isDigit(pattern.charAt(i)))) {
			i++;
		}
		return i;
	}

	private int scanOptions(String pattern, int start) {
		int i = start;
		while (i < pattern.length() && pattern.charAt(i) == '{') {
			int end = closingBrace(pattern, i);
			scan(pattern.substring(i + 1, end), true);
			i = Math.min(end + 1, pattern.length());
		}
		return i;
	}

	/**
	 * Return the index of the brace that closes the one at the given index.
	 * @param pattern the pattern
	 * @param open the index of an opening brace
	 * @return the index of its closing brace, the pattern's length if there is none
	 */
	static int closingBrace(String pattern, int open) {
		int depth = 0;
		for (int i = open; i < pattern.length(); i++) {
			char c = pattern.charAt(i);
			if (c == '{') {
				depth++;
			}
			else if (c == '}' && --depth == 0) {
				return i;
			}
		}
		return pattern.length();
	}

}
