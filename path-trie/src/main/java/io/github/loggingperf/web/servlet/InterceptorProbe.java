package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpMethod;
import org.springframework.web.servlet.handler.MappedInterceptor;

/**
 * Establishes, with public API only, that a {@link PathPatternTrie} gives the answers of
 * a {@link MappedInterceptor}: asks both about probe requests built from the include
 * patterns, with every standard HTTP method and one non-standard method.
 * <p>
 * {@code MappedInterceptor} has no getter for its HTTP method restrictions, but it
 * applies them only after its path patterns matched, and compares methods by identity
 * with the constants of {@link HttpMethod}. On a probe path that the patterns map, an
 * include restriction therefore rejects the non-standard method and an exclude
 * restriction rejects the excluded standard method, so equal answers for all of them rule
 * out any restriction. The same probes in upper case and with a trailing slash catch a
 * {@code PathPatternParser} configured differently from the default.
 *
 * @author logging-perf
 */
final class InterceptorProbe {

	private static final String NON_STANDARD_METHOD = "LOGGING-PERF-PROBE";

	private static final String[] FILLERS = { "x", "1" };

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
		boolean mapped = false;
		for (String path : paths(interceptor.getIncludePathPatterns())) {
			boolean expected = trie.matches(new ProbeRequest(HttpMethod.GET.name(), path));
			mapped |= expected;
			for (String method : this.methods) {
				if (interceptor.matches(new ProbeRequest(method, path)) != expected) {
					return "Spring answers differently for " + method + " '" + path
							+ "' (HTTP method restriction or a PathPatternParser of its own)";
				}
			}
		}
		return (!mapped) ? "no probe path is mapped, so HTTP method restrictions cannot be ruled out" : null;
	}

	private Set<String> paths(String @Nullable [] includePatterns) {
		List<String> patterns = (includePatterns != null && includePatterns.length > 0) ? List.of(includePatterns)
				: List.of("/", "/x", "/x/y");
		Set<String> paths = new LinkedHashSet<>();
		for (String pattern : patterns) {
			for (String filler : FILLERS) {
				String path = instantiate(pattern, filler);
				paths.add(path);
				paths.add(path.toUpperCase(Locale.ROOT));
				paths.add(path.endsWith("/") ? path.substring(0, path.length() - 1) : path + "/");
			}
		}
		paths.remove("");
		return paths;
	}

	private String instantiate(String pattern, String filler) {
		StringBuilder path = new StringBuilder();
		for (String segment : pattern.split("/")) {
			if (segment.isEmpty() || segment.equals("**") || segment.startsWith("{*")) {
				continue;
			}
			path.append('/').append(segment.replaceAll("\\{[^}]*}", filler).replace("*", filler).replace("?", "x"));
		}
		return (path.length() > 0) ? path.toString() : "/";
	}

}
