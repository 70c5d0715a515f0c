package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.util.PathMatcher;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;

/**
 * Replaces each {@link MappedInterceptor} by a {@link PathPatternTrieInterceptor} when
 * the trie is established to give the same answers, and records which registrations were
 * switched and why the others were not.
 *
 * @author logging-perf
 */
final class MappedInterceptorSwitch {

	private static final PathMatcher DEFAULT_PATH_MATCHER = new MappedInterceptor(new String[] { "/" },
			new HandlerInterceptor() {
			})
		.getPathMatcher();

	private final InterceptorProbe probe = new InterceptorProbe();

	private final List<String> switched = new ArrayList<>();

	private final List<PathPatternTrieReport.Kept> kept = new ArrayList<>();

	HandlerInterceptor apply(HandlerInterceptor interceptor) {
		if (!(interceptor instanceof MappedInterceptor mapped)) {
			return interceptor;
		}
		String name = name(mapped.getInterceptor());
		String reason;
		PathPatternTrie trie = null;
		if (mapped.getPathMatcher() != DEFAULT_PATH_MATCHER) {
			reason = "custom PathMatcher " + mapped.getPathMatcher().getClass().getName();
		}
		else {
			try {
				trie = PathPatternTrie.compile(patterns(mapped.getIncludePathPatterns()),
						patterns(mapped.getExcludePathPatterns()));
				reason = this.probe.disagreement(mapped, trie);
			}
			catch (RuntimeException ex) {
				reason = "patterns not supported (" + ex.getMessage() + ")";
			}
		}
		if (reason != null || trie == null) {
			this.kept.add(new PathPatternTrieReport.Kept(name, (reason != null) ? reason : "not compiled"));
			return interceptor;
		}
		this.switched.add(name);
		return new SwitchedInterceptor(mapped.getInterceptor(), trie);
	}

	PathPatternTrieReport report() {
		return new PathPatternTrieReport(List.copyOf(this.switched), List.copyOf(this.kept));
	}

	private static List<String> patterns(String @Nullable [] patterns) {
		return (patterns != null) ? List.of(patterns) : List.of();
	}

	private static String name(HandlerInterceptor interceptor) {
		String name = interceptor.getClass().getSimpleName();
		return (!name.isEmpty()) ? name : interceptor.getClass().getName();
	}

}
