package io.github.loggingperf.web.servlet;

import java.util.List;
import java.util.Objects;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;

/**
 * Residual patterns that a path may match once its first segment is known, grouped at
 * compile time by how they are matched: parsed patterns with their {@code PathPattern};
 * patterns {@code PathPatternParser} rejects with {@code AntPathMatcher}, or, for a path
 * without {@code ;} and {@code %}, with their {@link AntLiteralPattern} form when they
 * have one.
 *
 * @author logging-perf
 */
final class CandidatePatterns {

	private final SpringPattern[] parsed;

	private final SpringPattern[] fallback;

	private final AntLiteralPattern[] literals;

	private final SpringPattern[] nonLiterals;

	CandidatePatterns(List<SpringPattern> patterns) {
		this.parsed = patterns.stream().filter(SpringPattern::isParsed).toArray(SpringPattern[]::new);
		this.fallback = patterns.stream().filter((pattern) -> !pattern.isParsed()).toArray(SpringPattern[]::new);
		this.literals = List.of(this.fallback)
			.stream()
			.map(SpringPattern::literal)
			.filter(Objects::nonNull)
			.toArray(AntLiteralPattern[]::new);
		this.nonLiterals = List.of(this.fallback)
			.stream()
			.filter((pattern) -> pattern.literal() == null)
			.toArray(SpringPattern[]::new);
	}

	/**
	 * Return whether some of the patterns were rejected by {@code PathPatternParser}.
	 * @return whether there are fallback patterns
	 */
	boolean hasFallback() {
		return this.fallback.length > 0;
	}

	/**
	 * Return whether a parsed pattern matches.
	 * @param path the parsed path within the application
	 * @return whether a parsed pattern matches
	 */
	boolean matchesParsed(PathContainer path) {
		return anyMatches(this.parsed, path, "");
	}

	/**
	 * Return whether a pattern rejected by {@code PathPatternParser} matches, with
	 * {@code AntPathMatcher}.
	 * @param path the parsed path within the application
	 * @param strippedPath the raw path within the application without {@code ;} content
	 * @return whether a fallback pattern matches
	 */
	boolean matchesFallback(PathContainer path, String strippedPath) {
		return anyMatches(this.fallback, path, strippedPath);
	}

	/**
	 * Return whether a pattern rejected by {@code PathPatternParser} matches a path whose
	 * raw text has no {@code ;} and no {@code %}.
	 * @param path the parsed path within the application
	 * @param rawPath its raw text
	 * @param elements its elements, read with {@link PathElements#value}
	 * @param from the index of the first element to compare with the tokens of the
	 * patterns
	 * @param firstToken the index of the first token to compare (see
	 * {@link AntLiteralPattern#matches})
	 * @return whether a fallback pattern matches
	 */
	boolean matchesPlain(PathContainer path, String rawPath, List<Element> elements, int from, int firstToken) {
		for (AntLiteralPattern literal : this.literals) {
			if (literal.matches(rawPath, elements, from, firstToken)) {
				return true;
			}
		}
		return anyMatches(this.nonLiterals, path, rawPath);
	}

	private static boolean anyMatches(SpringPattern[] patterns, PathContainer path, String strippedPath) {
		for (SpringPattern pattern : patterns) {
			if (pattern.matches(path, strippedPath)) {
				return true;
			}
		}
		return false;
	}

}
