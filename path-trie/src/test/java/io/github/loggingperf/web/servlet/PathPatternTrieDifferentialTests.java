package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.Callable;

import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;
import org.springframework.web.util.UrlPathHelper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Differential tests of {@link PathPatternTrie} against Spring's
 * {@link MappedInterceptor} as the oracle, on random patterns and random request paths.
 * Every build runs the same cases, from a fixed seed; {@code -Dtrie.seed=} runs others
 * and {@code -Dtrie.cases=} more of them (the {@code trie-long} profile runs many). A
 * failure names the seed and the case count that replay it.
 *
 * @author logging-perf
 */
class PathPatternTrieDifferentialTests {

	private static final int REQUESTS_PER_PATTERN_SET = 50;

	private static final long DEFAULT_SEED = 20_261_123L;

	private static final int DEFAULT_CASES = 200_000;

	@Test
	void matchesShouldGiveTheAnswersOfMappedInterceptor() {
		run(false, 25, 1);
	}

	@Test
	void matchesWhenManyPatternsShouldGiveTheAnswersOfMappedInterceptor() {
		run(true, 1000, 10);
	}

	private void run(boolean realistic, int maxPatterns, int casesDivisor) {
		long seed = Long.getLong("trie.seed", DEFAULT_SEED);
		int requestedCases = Integer.getInteger("trie.cases", DEFAULT_CASES);
		int cases = requestedCases / casesDivisor;
		String replay = "replay with -Dtrie.seed=" + seed + " -Dtrie.cases=" + requestedCases + " (up to " + maxPatterns
				+ " exclude patterns)";
		Random random = new Random(seed);
		RandomPatterns patterns = new RandomPatterns(random);
		RandomPaths paths = new RandomPaths(random);
		Mismatches mismatches = new Mismatches();
		int compared = 0;
		int matched = 0;
		while (compared < cases) {
			List<String> includes = (random.nextInt(3) == 0) ? patterns.patterns(3) : List.of();
			List<String> excludes = realistic ? patterns.realistic(maxPatterns) : patterns.patterns(maxPatterns);
			List<String> all = new ArrayList<>(includes);
			all.addAll(excludes);
			Outcome springCompile = Outcome.of(() -> new MappedInterceptor(includes.toArray(String[]::new),
					excludes.toArray(String[]::new), new HandlerInterceptor() {
					}));
			Outcome trieCompile = Outcome.of(() -> PathPatternTrie.compile(includes, excludes));
			compared++;
			if (springCompile.failure() != null || trieCompile.failure() != null) {
				mismatches.record(springCompile.sameFailure(trieCompile), includes, excludes, "<compile>",
						springCompile, trieCompile);
				continue;
			}
			MappedInterceptor spring = (MappedInterceptor) springCompile.value();
			PathPatternTrie trie = (PathPatternTrie) trieCompile.value();
			for (int i = 0; i < REQUESTS_PER_PATTERN_SET; i++) {
				String path = paths.path(all);
				MockHttpServletRequest request = request(random, path);
				if (request == null) {
					continue;
				}
				Outcome expected = Outcome.of(() -> spring.matches(request));
				Outcome actual = Outcome.of(() -> trie.matches(request));
				compared++;
				matched += Boolean.TRUE.equals(expected.value()) ? 1 : 0;
				mismatches.record(expected.equals(actual), includes, excludes, request.getRequestURI(), expected,
						actual);
				if (request.getContextPath().isEmpty() && request.getAttribute(UrlPathHelper.PATH_ATTRIBUTE) == null) {
					Outcome fromString = Outcome.of(() -> trie.matches(path));
					mismatches.record(expected.equals(fromString), includes, excludes, "String " + path, expected,
							fromString);
				}
			}
		}
		System.out.println("PathPatternTrie differential test: " + compared + " cases, " + matched
				+ " mapped, mismatches: " + mismatches.count + "; " + replay);
		assertThat(matched).as(replay).isGreaterThan(compared / 10).isLessThan(compared - compared / 10);
		assertThat(mismatches.first).as(replay).isEmpty();
		assertThat(mismatches.count).as(replay).isZero();
	}

	static MockHttpServletRequest request(Random random, String path) {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		if (random.nextInt(10) == 0) {
			request.setContextPath("/ctx");
			request.setRequestURI("/ctx" + path);
		}
		if (random.nextInt(50) == 0) {
			request.setAttribute(UrlPathHelper.PATH_ATTRIBUTE, path);
			return request;
		}
		try {
			ServletRequestPathUtils.parseAndCache(request);
			return request;
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	private static final class Mismatches {

		private final List<String> first = new ArrayList<>();

		private int count;

		void record(boolean same, List<String> includes, List<String> excludes, String path, Outcome expected,
				Outcome actual) {
			if (!same) {
				this.count++;
				if (this.first.size() < 20) {
					this.first.add("include=" + includes + " exclude=" + excludes + " path=" + path + " spring="
							+ expected + " trie=" + actual);
				}
			}
		}

	}

	record Outcome(Object value, String failure) {

		static Outcome of(Callable<Object> action) {
			try {
				return new Outcome(action.call(), null);
			}
			catch (Exception ex) {
				return new Outcome(null, ex.getClass().getName() + ": " + ex.getMessage());
			}
		}

		boolean sameFailure(Outcome other) {
			return Objects.equals(this.failure, other.failure);
		}

		@Override
		public boolean equals(Object other) {
			return other instanceof Outcome outcome && Objects.equals(this.value, outcome.value)
					&& Objects.equals(this.failure, outcome.failure);
		}

		@Override
		public int hashCode() {
			return Objects.hash(this.value, this.failure);
		}

		@Override
		public String toString() {
			return (this.failure != null) ? this.failure : String.valueOf(this.value);
		}

	}

}
