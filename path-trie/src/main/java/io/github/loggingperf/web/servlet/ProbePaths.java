package io.github.loggingperf.web.servlet;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The request paths {@link InterceptorProbe} derives from path patterns: each pattern
 * with its wildcards and variables filled in, in a fixed order, so that the same patterns
 * always give the same probes.
 *
 * @author logging-perf
 */
final class ProbePaths {

	private static final String[] FILLERS = { "x", "1", "logging-perf-probe" };

	private static final int COMPARED_FILLERS = 2;

	private static final int MAX_MULTI_SEGMENTS = 3;

	private ProbePaths() {
	}

	/**
	 * Return the paths to compare the two matchers on: each pattern filled in with
	 * {@code x} and with {@code 1}, with no segment in place of {@code **} or
	 * {@code {*var}}, each also in upper case and with its trailing slash toggled.
	 * @param patterns the patterns
	 * @return the paths, none empty
	 */
	static Set<String> compared(Collection<String> patterns) {
		Set<String> paths = new LinkedHashSet<>();
		for (String pattern : patterns) {
			for (int filler = 0; filler < COMPARED_FILLERS; filler++) {
				paths.addAll(variants(fill(pattern, FILLERS[filler], 0)));
			}
		}
		return paths;
	}

	/**
	 * Return the paths that a pattern may match, in the order to try them: its wildcards
	 * and variables filled in with {@code x}, {@code 1} or {@code logging-perf-probe} (a
	 * segment that exclude lists are unlikely to name), with none to three segments in
	 * place of each {@code **} or {@code {*var}}, each with and without a trailing slash.
	 * @param pattern the pattern
	 * @return the candidate paths
	 */
	static Set<String> candidates(String pattern) {
		Set<String> paths = new LinkedHashSet<>();
		for (int segments = 0; segments <= MAX_MULTI_SEGMENTS; segments++) {
			for (String filler : FILLERS) {
				String path = fill(pattern, filler, segments);
				paths.add(path);
				paths.add(toggleTrailingSlash(path));
			}
		}
		paths.remove("");
		return paths;
	}

	/**
	 * Return a path with the variants that tell a {@code PathPatternParser} configured
	 * differently from the default: in upper case and with its trailing slash toggled.
	 * @param path the path
	 * @return the path and its variants, none empty
	 */
	static Set<String> variants(String path) {
		Set<String> paths = new LinkedHashSet<>();
		paths.add(path);
		paths.add(path.toUpperCase(Locale.ROOT));
		paths.add(toggleTrailingSlash(path));
		paths.remove("");
		return paths;
	}

	private static String fill(String pattern, String filler, int multiSegments) {
		StringBuilder path = new StringBuilder();
		for (String segment : pattern.split("/")) {
			if (segment.equals("**") || (segment.startsWith("{*") && segment.endsWith("}"))) {
				path.append(("/" + filler).repeat(multiSegments));
			}
			else if (!segment.isEmpty()) {
				path.append('/')
					.append(segment.replaceAll("\\{[^}]*}", filler)
						.replace("*", filler)
						.replace('?', filler.charAt(0)));
			}
		}
		if (pattern.endsWith("/") && path.length() > 0) {
			path.append('/');
		}
		return (path.length() > 0) ? path.toString() : "/";
	}

	private static String toggleTrailingSlash(String path) {
		return path.endsWith("/") ? path.substring(0, path.length() - 1) : path + "/";
	}

}
