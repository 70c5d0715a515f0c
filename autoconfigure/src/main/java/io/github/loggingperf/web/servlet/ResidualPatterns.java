package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.http.server.PathContainer;

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
	 * @param values the values to match of its elements, read with {@link PathElements#value}
	 * @return whether any pattern matches
	 * @throws RuntimeException when a pattern that may throw does
	 */
	boolean matches(PathContainer path, @Nullable Object[] values) {
		if (anyMatches(this.parsedOthers, path, "") || anyMatches(parsedCandidates(values), path, "")) {
			return true;
		}
		if (!this.hasFallback) {
			return false;
		}
		String raw = path.value();
		if (raw.indexOf(';') == -1 && raw.indexOf('%') == -1) {
			String first = firstSegment(values);
			return anyMatchesPlain(this.fallbackOthers, path, values)
					|| (first != null && anyMatchesPlain(this.fallbackByFirstToken.get(first), path, values));
		}
		String stripped = PatternSet.stripped(path);
		if (anyMatches(this.fallbackOthers, path, stripped)) {
			return true;
		}
		String first = SpringPattern.firstToken(stripped);
		return first != null && anyMatches(this.fallbackByFirstToken.get(first), path, stripped);
	}

	private static boolean anyMatchesPlain(@Nullable List<SpringPattern> patterns, PathContainer path,
			@Nullable Object[] values) {
		if (patterns == null) {
			return false;
		}
		for (int i = 0; i < patterns.size(); i++) {
			if (patterns.get(i).matchesPlain(path, values)) {
				return true;
			}
		}
		return false;
	}

	private static @Nullable String firstSegment(@Nullable Object[] values) {
		for (int i = 0; i < values.length; i++) {
			String value = PathElements.value(values, i);
			if (value != null) {
				return value;
			}
		}
		return null;
	}

	private @Nullable List<SpringPattern> parsedCandidates(@Nullable Object[] values) {
		if (this.parsedByFirstSegment.isEmpty() || values.length < 2 || PathElements.value(values, 0) != null) {
			return null;
		}
		String first = PathElements.value(values, 1);
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
