package io.github.loggingperf.web.servlet;

import java.util.List;
import java.util.regex.PatternSyntaxException;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer;
import org.springframework.util.AntPathMatcher;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;
import org.springframework.web.util.pattern.PatternParseException;

/**
 * One include or exclude pattern matched exactly as {@code MappedInterceptor} matches it
 * against a parsed path: with its {@link PathPattern} when
 * {@link PathPatternParser#defaultInstance} accepts it, otherwise with an
 * {@link AntPathMatcher} against the raw path within the application stripped of
 * {@code ;} content.
 *
 * @author logging-perf
 */
final class SpringPattern {

	private static final FallbackMatcher antPathMatcher = new FallbackMatcher();

	private final String pattern;

	private final @Nullable PathPattern pathPattern;

	private final boolean mayThrow;

	private final @Nullable AntLiteralPattern literal;

	private SpringPattern(String pattern, @Nullable PathPattern pathPattern, boolean mayThrow) {
		this.pattern = pattern;
		this.pathPattern = pathPattern;
		this.mayThrow = mayThrow;
		this.literal = (pathPattern == null) ? AntLiteralPattern.of(pattern, antPathMatcher.tokenize(pattern)) : null;
	}

	/**
	 * Parse a pattern as {@code MappedInterceptor} does.
	 * @param pattern the pattern
	 * @return the parsed pattern
	 */
	static SpringPattern parse(String pattern) {
		try {
			PathPattern pathPattern = PathPatternParser.defaultInstance.parse(pattern);
			return new SpringPattern(pattern, pathPattern, pattern.indexOf('(') != -1);
		}
		catch (PatternParseException ex) {
			return new SpringPattern(pattern, null, !antPathMatcher.compiles(pattern));
		}
	}

	/**
	 * Return the pattern text.
	 * @return the pattern
	 */
	String pattern() {
		return this.pattern;
	}

	/**
	 * Return whether {@code PathPatternParser} accepted the pattern.
	 * @return whether the pattern is parsed
	 */
	boolean isParsed() {
		return this.pathPattern != null;
	}

	/**
	 * Return whether matching may throw an exception for some paths (a capture constraint
	 * with groups, or an invalid regular expression in a fallback pattern).
	 * @return whether matching may throw
	 */
	boolean mayThrow() {
		return this.mayThrow;
	}

	/**
	 * Return the first segment of the pattern when every path it matches must have that
	 * segment first: the first decoded segment for a parsed pattern, the first non-empty
	 * raw token for a fallback pattern.
	 * @return the first literal segment or {@code null}
	 */
	@Nullable String firstLiteral() {
		if (this.pathPattern != null) {
			if (!this.pattern.startsWith("/")) {
				return null;
			}
			int end = this.pattern.indexOf('/', 1);
			String first = this.pattern.substring(1, (end != -1) ? end : this.pattern.length());
			return isLiteral(first) ? first : null;
		}
		String[] tokens = antPathMatcher.tokenize(this.pattern);
		return (tokens.length > 0 && isLiteral(tokens[0])) ? tokens[0] : null;
	}

	static boolean isLiteral(String segment) {
		if (segment.isEmpty()) {
			return false;
		}
		for (int i = 0; i < segment.length(); i++) {
			char ch = segment.charAt(i);
			if (ch == '*' || ch == '?' || ch == '{' || ch == '}') {
				return false;
			}
		}
		return true;
	}

	/**
	 * Return whether the pattern matches.
	 * @param path the parsed path within the application
	 * @param strippedPath the raw path within the application without {@code ;} content
	 * @return whether the pattern matches
	 */
	boolean matches(PathContainer path, String strippedPath) {
		if (this.pathPattern != null) {
			return this.pathPattern.matches(path);
		}
		return antPathMatcher.match(this.pattern, strippedPath);
	}

	/**
	 * Return the form of a pattern {@code PathPatternParser} rejects that is made only of
	 * literal tokens and {@code **}, to match paths without {@code ;} and {@code %}
	 * without {@code AntPathMatcher}.
	 * @return the literal form or {@code null}
	 */
	@Nullable AntLiteralPattern literal() {
		return this.literal;
	}

	/**
	 * Return the first non-empty token of a path as {@link AntPathMatcher} splits it.
	 * @param strippedPath the path
	 * @return the first token or {@code null}
	 */
	static @Nullable String firstToken(String strippedPath) {
		int start = 0;
		while (start < strippedPath.length() && strippedPath.charAt(start) == '/') {
			start++;
		}
		if (start == strippedPath.length()) {
			return null;
		}
		int end = strippedPath.indexOf('/', start);
		return strippedPath.substring(start, (end != -1) ? end : strippedPath.length());
	}

	@Override
	public String toString() {
		return this.pattern;
	}

	/**
	 * The {@link AntPathMatcher} that {@code MappedInterceptor} uses by default, with
	 * access to its tokenizer and segment compiler to check fallback patterns at startup.
	 */
	private static final class FallbackMatcher extends AntPathMatcher {

		String[] tokenize(String path) {
			return tokenizePath(path);
		}

		boolean compiles(String pattern) {
			try {
				List.of(tokenizePattern(pattern)).forEach(this::getStringMatcher);
				return true;
			}
			catch (PatternSyntaxException ex) {
				return false;
			}
		}

	}

}
