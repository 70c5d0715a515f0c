package io.github.loggingperf.web.servlet;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Which interceptor registrations of a {@link PathPatternTrieHandlerMapping} were
 * switched to the {@link PathPatternTrie}, and which kept Spring's matcher and why.
 *
 * @param switched the interceptors, by class name, whose registrations were switched
 * @param kept the registrations that kept Spring's matcher
 * @author logging-perf
 * @since 0.1.0
 */
public record PathPatternTrieReport(List<String> switched, List<Kept> kept) {

	/**
	 * Return a one-line summary for the startup log.
	 * @return the summary
	 */
	public String summary() {
		String summary = "Path trie: switched " + this.switched.size() + " of "
				+ (this.switched.size() + this.kept.size()) + " path-mapped interceptor registrations";
		if (this.kept.isEmpty()) {
			return summary;
		}
		return summary + "; kept Spring's matcher for "
				+ this.kept.stream().map(Kept::toString).collect(Collectors.joining(", "));
	}

	/**
	 * A registration that kept Spring's matcher.
	 *
	 * @param interceptor the interceptor's class name
	 * @param reason why the trie could not be established to give the same answers
	 */
	public record Kept(String interceptor, String reason) {

		@Override
		public String toString() {
			return this.interceptor + " (" + this.reason + ")";
		}

	}

}
