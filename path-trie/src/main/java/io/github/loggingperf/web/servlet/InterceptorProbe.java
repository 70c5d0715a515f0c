package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;

/**
 * Establishes, with public API only, that a {@link PathPatternTrie} gives the answers of
 * a {@link MappedInterceptor}: asks both about probe requests built from its patterns.
 * <p>
 * {@code MappedInterceptor} has no getter for its HTTP method restrictions, but it
 * applies them only after its path patterns matched, and compares methods by identity
 * with the constants of {@link HttpMethod}. The probe therefore looks for a path that the
 * include patterns map and the exclude patterns do not, among paths derived from the
 * include patterns ({@link ProbePaths#candidates}), as Spring's own
 * {@code MappedInterceptor} with the same patterns and no restriction decides; and asks
 * both matchers about that path with every standard HTTP method and one non-standard
 * method. An include restriction then rejects the non-standard method and an exclude
 * restriction rejects the excluded standard method, so equal answers for all of them rule
 * out any restriction. Every include and exclude pattern filled in, in upper case and
 * with a trailing slash toggled ({@link ProbePaths#compared}), is also asked about, to
 * catch a {@code PathPatternParser} configured differently from the default. When no path
 * is found mapped, the interceptor may never run and a restriction cannot be ruled out:
 * the registration keeps Spring's matcher.
 *
 * @author logging-perf
 */
final class InterceptorProbe {

	private static final String NON_STANDARD_METHOD = "LOGGING-PERF-PROBE";

	private static final List<String> ALL_PATHS = List.of("/", "/x", "/x/y");

	private static final List<String> GET = List.of(HttpMethod.GET.name());

	private static final HandlerInterceptor NO_OP = new HandlerInterceptor() {
	};

	private final List<String> methods;

	InterceptorProbe() {
		List<String> methods = new ArrayList<>();
		Arrays.stream(HttpMethod.values()).map(HttpMethod::name).forEach(methods::add);
		methods.add(NON_STANDARD_METHOD);
		this.methods = List.copyOf(methods);
	}

	/**
	 * Return why the trie cannot stand in for the interceptor, or {@code null} if the
	 * probes establish that it can.
	 * @param interceptor Spring's interceptor
	 * @param trie the trie compiled from its patterns
	 * @return the reason, or {@code null}
	 */
	@Nullable String disagreement(MappedInterceptor interceptor, PathPatternTrie trie) {
		List<String> includes = patterns(interceptor.getIncludePathPatterns());
		List<String> excludes = patterns(interceptor.getExcludePathPatterns());
		String mappedPath = mappedPath(includes, excludes);
		Map<String, List<String>> probes = new LinkedHashMap<>();
		if (mappedPath != null) {
			probes.put(mappedPath, this.methods);
			ProbePaths.variants(mappedPath).forEach((path) -> probes.putIfAbsent(path, GET));
		}
		List<String> patterns = new ArrayList<>(includes.isEmpty() ? ALL_PATHS : includes);
		patterns.addAll(excludes);
		ProbePaths.compared(patterns).forEach((path) -> probes.putIfAbsent(path, GET));
		for (Map.Entry<String, List<String>> probe : probes.entrySet()) {
			String path = probe.getKey();
			boolean expected = trie.matches(new ProbeRequest(HttpMethod.GET.name(), path));
			for (String method : probe.getValue()) {
				if (interceptor.matches(new ProbeRequest(method, path)) != expected) {
					return "Spring answers differently for " + method + " '" + path
							+ "' (HTTP method restriction or a PathPatternParser of its own)";
				}
			}
		}
		return (mappedPath != null) ? null
				: "no path found that the include patterns map and the exclude patterns do not: the interceptor may "
						+ "never run, and HTTP method restrictions cannot be ruled out";
	}

	/**
	 * Return the first path derived from the include patterns (all paths when there are
	 * none) that Spring's {@code MappedInterceptor}, with these patterns and no
	 * restriction, maps.
	 * @param includes the include patterns
	 * @param excludes the exclude patterns
	 * @return the path, or {@code null} if none of the candidates is mapped
	 */
	private @Nullable String mappedPath(List<String> includes, List<String> excludes) {
		MappedInterceptor reference = new MappedInterceptor(includes.toArray(String[]::new),
				excludes.toArray(String[]::new), NO_OP);
		for (String include : includes.isEmpty() ? List.of("/**") : includes) {
			for (String path : ProbePaths.candidates(include)) {
				if (reference.matches(new ProbeRequest(HttpMethod.GET.name(), path))) {
					return path;
				}
			}
		}
		return null;
	}

	private static List<String> patterns(String @Nullable [] patterns) {
		return (patterns != null) ? List.of(patterns) : List.of();
	}

}
