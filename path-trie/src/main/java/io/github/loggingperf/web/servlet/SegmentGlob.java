package io.github.loggingperf.web.servlet;

import java.util.regex.Pattern;

/**
 * A pattern segment with {@code *} or {@code ?} wildcards but no capture, matched against
 * one decoded path segment the way Spring's {@code PathPatternParser} matches it: a
 * segment with a {@code *} becomes a regular expression ({@code *} for any text,
 * {@code ?} for any code point, the rest quoted, {@code DOTALL}) and a segment with only
 * {@code ?} wildcards is compared char by char with the same length.
 *
 * @author logging-perf
 */
final class SegmentGlob {

	private final String text;

	private final Kind kind;

	private final String prefix;

	private final String suffix;

	private final Pattern pattern;

	private SegmentGlob(String text, Kind kind, String prefix, String suffix, Pattern pattern) {
		this.text = text;
		this.kind = kind;
		this.prefix = prefix;
		this.suffix = suffix;
		this.pattern = pattern;
	}

	/**
	 * Create a glob for a segment of a pattern that Spring parsed: it must contain a
	 * {@code *} or a {@code ?}, must not be made only of {@code *} and must not contain a
	 * capture.
	 * @param text the segment text of the pattern
	 * @return the glob
	 */
	static SegmentGlob of(String text) {
		int star = text.indexOf('*');
		if (star == -1) {
			return new SegmentGlob(text, Kind.SINGLE_CHARS, "", "", toRegex(text));
		}
		if (text.indexOf('*', star + 1) == -1 && text.indexOf('?') == -1) {
			return new SegmentGlob(text, Kind.ONE_STAR, text.substring(0, star), text.substring(star + 1),
					toRegex(text));
		}
		return new SegmentGlob(text, Kind.REGEX, "", "", toRegex(text));
	}

	private static Pattern toRegex(String text) {
		StringBuilder regex = new StringBuilder();
		int start = 0;
		for (int i = 0; i < text.length(); i++) {
			char ch = text.charAt(i);
			if (ch == '*' || ch == '?') {
				if (start < i) {
					regex.append(Pattern.quote(text.substring(start, i)));
				}
				regex.append((ch == '*') ? ".*" : ".");
				start = i + 1;
			}
		}
		if (start < text.length()) {
			regex.append(Pattern.quote(text.substring(start)));
		}
		return Pattern.compile(regex.toString(), Pattern.DOTALL);
	}

	/**
	 * Return the segment text of the pattern.
	 * @return the text
	 */
	String text() {
		return this.text;
	}

	/**
	 * Return whether the given decoded path segment matches.
	 * @param value the decoded path segment
	 * @return whether it matches
	 */
	boolean matches(String value) {
		return switch (this.kind) {
			case SINGLE_CHARS -> matchesSingleChars(value);
			case ONE_STAR -> value.length() >= this.prefix.length() + this.suffix.length()
					&& value.startsWith(this.prefix) && value.endsWith(this.suffix);
			case REGEX -> this.pattern.matcher(value).matches();
		};
	}

	private boolean matchesSingleChars(String value) {
		if (value.length() != this.text.length()) {
			return false;
		}
		for (int i = 0; i < value.length(); i++) {
			char ch = this.text.charAt(i);
			if (ch != '?' && ch != value.charAt(i)) {
				return false;
			}
		}
		return true;
	}

	private enum Kind {

		SINGLE_CHARS, ONE_STAR, REGEX

	}

}
