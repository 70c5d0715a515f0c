package io.github.loggingperf.web.servlet;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer.Element;

/**
 * A pattern that {@code PathPatternParser} rejects, made only of literal tokens and {@code **} (the usual legacy
 * shape, {@code /masaike/**&#47;hello}), matched the way {@code AntPathMatcher} matches it: the leading separators
 * of pattern and path must agree, {@code **} spans zero or more tokens, empty tokens ({@code //}) are ignored, and
 * when the last token is a literal the trailing separators must agree too. Used only for paths whose raw text has
 * no {@code ;} and no {@code %}, so that the raw tokens {@code AntPathMatcher} sees are the decoded segments.
 *
 * @author logging-perf
 */
final class AntLiteralPattern {

	private static final String DOUBLE_WILDCARD = "**";

	private final String[] tokens;

	private final boolean[] wildcards;

	private final boolean leadingSeparator;

	private final boolean trailingSeparator;

	private final boolean lastIsLiteral;

	private AntLiteralPattern(String pattern, String[] tokens) {
		this.tokens = tokens;
		this.wildcards = new boolean[tokens.length];
		for (int i = 0; i < tokens.length; i++) {
			this.wildcards[i] = DOUBLE_WILDCARD.equals(tokens[i]);
		}
		this.leadingSeparator = pattern.startsWith("/");
		this.trailingSeparator = pattern.endsWith("/");
		this.lastIsLiteral = !DOUBLE_WILDCARD.equals(tokens[tokens.length - 1]);
	}

	/**
	 * Return the literal form of a pattern, if it has one.
	 * @param pattern the pattern
	 * @param tokens its tokens as {@code AntPathMatcher} splits it
	 * @return the literal form or {@code null}
	 */
	static @Nullable AntLiteralPattern of(String pattern, String[] tokens) {
		if (tokens.length == 0) {
			return null;
		}
		for (String token : tokens) {
			if (!DOUBLE_WILDCARD.equals(token) && !SpringPattern.isLiteral(token)) {
				return null;
			}
		}
		return new AntLiteralPattern(pattern, tokens);
	}

	/**
	 * Return whether the pattern matches a path without {@code ;} and {@code %}.
	 * @param rawPath the raw path
	 * @param elements its elements, read with {@link PathElements#value}
	 * @return whether the pattern matches
	 */
	boolean matches(String rawPath, List<Element> elements) {
		if (rawPath.startsWith("/") != this.leadingSeparator || !matchesTokens(elements)) {
			return false;
		}
		return !this.lastIsLiteral || rawPath.endsWith("/") == this.trailingSeparator;
	}

	private boolean matchesTokens(List<Element> elements) {
		int token = 0;
		int segment = nextSegment(elements, 0);
		int wildcardToken = -1;
		int wildcardSegment = -1;
		while (segment < elements.size()) {
			if (token < this.tokens.length && this.wildcards[token]) {
				wildcardToken = token++;
				wildcardSegment = segment;
			}
			else if (token < this.tokens.length && this.tokens[token].equals(PathElements.value(elements, segment))) {
				token++;
				segment = nextSegment(elements, segment + 1);
			}
			else if (wildcardToken != -1) {
				token = wildcardToken + 1;
				wildcardSegment = nextSegment(elements, wildcardSegment + 1);
				segment = wildcardSegment;
			}
			else {
				return false;
			}
		}
		while (token < this.tokens.length && this.wildcards[token]) {
			token++;
		}
		return token == this.tokens.length;
	}

	private static int nextSegment(List<Element> elements, int from) {
		int index = from;
		while (index < elements.size() && PathElements.value(elements, index) == null) {
			index++;
		}
		return index;
	}

}
