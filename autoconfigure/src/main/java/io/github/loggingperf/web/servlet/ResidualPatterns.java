package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;

/**
 * Patterns the trie cannot represent, matched one by one with Spring's own matcher. Patterns whose first segment is
 * literal are indexed by it, so a request only tries the patterns that can match its first segment.
 *
 * @author logging-perf
 */
final class ResidualPatterns {

	private final Map<String, List<SpringPattern>> parsedByFirstSegment = new HashMap<>();

	private final Map<String, List<SpringPattern>> fallbackByFirstToken = new HashMap<>();

	private final List<SpringPattern> parsedOthers = new ArrayList<>();

	private final List<SpringPattern> fallbackOthers = new ArrayList<>();

	private final boolean hasFallback;

	ResidualPatterns(List<SpringPattern> patterns) {
		patterns.forEach(this::add);
		this.hasFallback = !this.fallbackByFirstToken.isEmpty() || !this.fallbackOthers.isEmpty();
	}

	private void add(SpringPattern pattern) {
		String first = pattern.firstLiteral();
		if (pattern.isParsed()) {
			add(pattern, first, this.parsedByFirstSegment, this.parsedOthers);
		}
		else {
			add(pattern, first, this.fallbackByFirstToken, this.fallbackOthers);
		}
	}

	private static void add(SpringPattern pattern, @Nullable String first, Map<String, List<SpringPattern>> indexed,
			List<SpringPattern> others) {
		if (first != null) {
			indexed.computeIfAbsent(first, (key) -> new ArrayList<>()).add(pattern);
		}
		else {
			others.add(pattern);
		}
	}

	/**
	 * Return whether there are no patterns.
	 * @return whether there are no patterns
	 */
	boolean isEmpty() {
		return this.parsedByFirstSegment.isEmpty() && this.parsedOthers.isEmpty() && !this.hasFallback;
	}

	/**
	 * Return whether any pattern matches.
	 * @param path the parsed path within the application
	 * @param elements its elements, read with {@link PathElements#value}
	 * @return whether any pattern matches
	 * @throws RuntimeException when a pattern that may throw does
	 */
	boolean matches(PathContainer path, List<Element> elements) {
		if (anyMatches(this.parsedOthers, path, "") || anyMatches(parsedCandidates(elements), path, "")) {
			return true;
		}
		if (!this.hasFallback) {
			return false;
		}
		String raw = path.value();
		if (raw.indexOf(';') == -1 && raw.indexOf('%') == -1) {
			String first = firstSegment(elements);
			return anyMatchesPlain(this.fallbackOthers, path, elements)
					|| (first != null && anyMatchesPlain(this.fallbackByFirstToken.get(first), path, elements));
		}
		String stripped = PatternSet.stripped(path);
		if (anyMatches(this.fallbackOthers, path, stripped)) {
			return true;
		}
		String first = SpringPattern.firstToken(stripped);
		return first != null && anyMatches(this.fallbackByFirstToken.get(first), path, stripped);
	}

	private static boolean anyMatchesPlain(@Nullable List<SpringPattern> patterns, PathContainer path,
			List<Element> elements) {
		if (patterns == null) {
			return false;
		}
		for (int i = 0; i < patterns.size(); i++) {
			if (patterns.get(i).matchesPlain(path, elements)) {
				return true;
			}
		}
		return false;
	}

	private static @Nullable String firstSegment(List<Element> elements) {
		for (int i = 0; i < elements.size(); i++) {
			String value = PathElements.value(elements, i);
			if (value != null) {
				return value;
			}
		}
		return null;
	}

	private @Nullable List<SpringPattern> parsedCandidates(List<Element> elements) {
		if (this.parsedByFirstSegment.isEmpty() || elements.size() < 2 || PathElements.value(elements, 0) != null) {
			return null;
		}
		String first = PathElements.value(elements, 1);
		return (first != null) ? this.parsedByFirstSegment.get(first) : null;
	}

	private boolean anyMatches(@Nullable List<SpringPattern> patterns, PathContainer path, String stripped) {
		if (patterns == null) {
			return false;
		}
		for (int i = 0; i < patterns.size(); i++) {
			if (patterns.get(i).matches(path, stripped)) {
				return true;
			}
		}
		return false;
	}

}
