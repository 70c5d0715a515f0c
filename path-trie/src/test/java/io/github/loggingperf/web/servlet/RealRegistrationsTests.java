package io.github.loggingperf.web.servlet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;

import io.github.loggingperf.web.servlet.PathPatternTrieDifferentialTests.Outcome;
import io.github.loggingperf.web.servlet.RealRegistrations.Registration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests {@link PathPatternTrieHandlerMapping} on the interceptor registrations of real
 * applications ({@link RealRegistrations}): counts the registrations it switches to the
 * trie, checks that each switched one gives the answers of Spring's
 * {@link MappedInterceptor} on random paths derived from its patterns, and writes the
 * counts to {@code benchmarks/results/path-trie-corpus.txt}, which
 * {@code docs/path-matching.md} quotes. The paths come from a fixed seed, which is
 * printed; {@code -Dtrie.seed=} runs others or replays a failure.
 *
 * @author logging-perf
 */
class RealRegistrationsTests {

	private static final int PATHS_PER_REGISTRATION = 1000;

	private static final long DEFAULT_SEED = 20_261_125L;

	private static final long SEED = seed();

	private static final Path RESULTS = Path.of("benchmarks", "results", "path-trie-corpus.txt");

	@Test
	void realRegistrationsShouldBeSwitchedAndGiveSpringsAnswers() throws IOException {
		List<Registration> registrations = RealRegistrations.all();
		Map<HandlerInterceptor, Registration> targets = new IdentityHashMap<>();
		PathPatternTrieHandlerMapping mapping = PathPatternTrieHandlerMappingTests
			.mapping((registry) -> registrations.forEach((registration) -> {
				HandlerInterceptor target = new HandlerInterceptor() {
				};
				targets.put(target, registration);
				registry.addInterceptor(target)
					.addPathPatterns(registration.includes())
					.excludePathPatterns(registration.excludes());
			}));
		List<String> switched = new ArrayList<>();
		List<String> kept = new ArrayList<>();
		List<String> mismatches = new ArrayList<>();
		int compared = 0;
		for (HandlerInterceptor interceptor : mapping.getAdaptedInterceptors()) {
			if (interceptor instanceof PathPatternTrieInterceptor trieInterceptor) {
				Registration registration = targets.get(trieInterceptor.getInterceptor());
				switched.add(registration.source());
				compared += compare(registration, trieInterceptor.getTrie(), mismatches);
			}
			else if (interceptor instanceof MappedInterceptor mapped) {
				kept.add(targets.get(mapped.getInterceptor()).source());
			}
		}
		List<PathPatternTrieReport.Kept> reasons = mapping.getPathPatternTrieReport().kept();
		assertThat(reasons).hasSameSizeAs(kept);
		for (int i = 0; i < kept.size(); i++) {
			kept.set(i, kept.get(i) + ": " + reasons.get(i).reason());
		}
		writeResults(registrations, switched, kept);
		assertThat(registrations).hasSize(70);
		assertThat(switched.size() + kept.size()).isEqualTo(registrations.size());
		assertThat(kept).as("registrations that kept Spring's matcher").isEmpty();
		assertThat(compared).isEqualTo(switched.size() * PATHS_PER_REGISTRATION);
		assertThat(mismatches).isEmpty();
	}

	private static long seed() {
		long seed = Long.getLong("trie.seed", DEFAULT_SEED);
		System.out.println("Real registrations test: -Dtrie.seed=" + seed);
		return seed;
	}

	private int compare(Registration registration, PathPatternTrie trie, List<String> mismatches) {
		MappedInterceptor spring = new MappedInterceptor(registration.includes().toArray(String[]::new),
				registration.excludes().toArray(String[]::new), new HandlerInterceptor() {
				});
		Random random = new Random(SEED + registration.source().hashCode());
		RandomPaths paths = new RandomPaths(random);
		int compared = 0;
		int mapped = 0;
		while (compared < PATHS_PER_REGISTRATION) {
			MockHttpServletRequest request = PathPatternTrieDifferentialTests.request(random,
					paths.path(registration.patterns()));
			if (request == null) {
				continue;
			}
			Outcome expected = Outcome.of(() -> spring.matches(request));
			Outcome actual = Outcome.of(() -> trie.matches(request));
			if (!expected.equals(actual)) {
				mismatches.add("seed " + SEED + ", " + registration.source() + ": " + request.getRequestURI()
						+ " spring=" + expected + " trie=" + actual);
			}
			mapped += Boolean.TRUE.equals(expected.value()) ? 1 : 0;
			compared++;
		}
		assertThat(mapped).as("paths mapped for %s", registration.source()).isPositive();
		return compared;
	}

	private void writeResults(List<Registration> registrations, List<String> switched, List<String> kept)
			throws IOException {
		List<String> lines = new ArrayList<>();
		lines.add("# Written by RealRegistrationsTests (path-trie module) from "
				+ "path-trie/src/test/resources/real-registrations.txt: do not edit.");
		lines.add("# Interceptor registrations of real applications switched to the path trie by "
				+ "PathPatternTrieHandlerMapping; every switched one gave Spring's answer on " + PATHS_PER_REGISTRATION
				+ " random paths derived from its patterns.");
		lines.add("registrations: " + registrations.size());
		lines.add("switched: " + switched.size() + " (" + Math.round(100.0 * switched.size() / registrations.size())
				+ " %)");
		lines.add("kept: " + kept.size());
		for (int i = 0; i < kept.size(); i++) {
			lines.add("kept " + (i + 1) + ": " + kept.get(i));
		}
		Path results = projectRoot().resolve(RESULTS);
		Files.createDirectories(results.getParent());
		Files.write(results, lines, StandardCharsets.UTF_8);
	}

	private static Path projectRoot() {
		Path directory = Path.of("").toAbsolutePath();
		while (directory != null && !Files.isDirectory(directory.resolve("path-trie"))) {
			directory = directory.getParent();
		}
		assertThat(directory).as("project root above the working directory").isNotNull();
		return directory;
	}

}
