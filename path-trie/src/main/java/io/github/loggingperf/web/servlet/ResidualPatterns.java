package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;

/**
 * Patterns the trie cannot represent, matched one by one with Spring's own matcher.
 * Patterns whose first segment is literal are indexed by it, so a request only tries the
 * patterns that can match its first segment. Parsed patterns and patterns
 * {@code PathPatternParser} rejects share one index, so that a path without {@code ;} and
 * {@code %} (whose raw tokens are its decoded segments) finds both kinds with one lookup.
 *
 * @author logging-perf
 */
final class ResidualPatterns {

	private final Map<String, CandidatePatterns> byFirstSegment = new HashMap<>();

	private final CandidatePatterns others;

	private final boolean hasFallback;

	private final boolean isEmpty;

	ResidualPatterns(List<SpringPattern> patterns) {
		Map<String, List<SpringPattern>> indexed = new HashMap<>();
		List<SpringPattern> others = new ArrayList<>();
		for (SpringPattern pattern : patterns) {
			String first = pattern.firstLiteral();
			if (first != null) {
				indexed.computeIfAbsent(first, (key) -> new ArrayList<>()).add(pattern);
			}
			else {
				others.add(pattern);
			}
		}
		indexed.forEach((first, candidates) -> this.byFirstSegment.put(first, new CandidatePatterns(candidates)));
		this.others = new CandidatePatterns(others);
		this.hasFallback = this.others.hasFallback()
				|| this.byFirstSegment.values().stream().anyMatch(CandidatePatterns::hasFallback);
		this.isEmpty = patterns.isEmpty();
	}

	/**
	 * Return whether there are no patterns.
	 * @return whether there are no patterns
	 */
	boolean isEmpty() {
		return this.isEmpty;
	}

	/**
	 * Return whether any pattern matches.
	 * @param path the parsed path within the application
	 * @param elements its elements, read with {@link PathElements#value}
	 * @return whether any pattern matches
	 * @throws RuntimeException when a pattern that may throw does
	 */
	boolean matches(PathContainer path, List<Element> elements) {
		if (this.others.matchesParsed(path)) {
			return true;
		}
		int first = 0;
		String firstValue = null;
		while (first < elements.size() && (firstValue = PathElements.value(elements, first)) == null) {
			first++;
		}
		CandidatePatterns candidates = (firstValue != null) ? this.byFirstSegment.get(firstValue) : null;
		if (candidates != null && first == 1 && candidates.matchesParsed(path)) {
			return true;
		}
		if (!this.hasFallback) {
			return false;
		}
		String raw = path.value();
		if (raw.indexOf(';') == -1 && raw.indexOf('%') == -1) {
			return this.others.matchesPlain(path, raw, elements, 0, 0)
					|| (candidates != null && candidates.matchesPlain(path, raw, elements, first + 1, 1));
		}
		String stripped = PatternSet.stripped(path);
		if (this.others.matchesFallback(path, stripped)) {
			return true;
		}
		String token = SpringPattern.firstToken(stripped);
		CandidatePatterns byToken = (token != null) ? this.byFirstSegment.get(token) : null;
		return byToken != null && byToken.matchesFallback(path, stripped);
	}

}
