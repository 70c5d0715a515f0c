package io.github.loggingperf.web.servlet;

import org.springframework.web.servlet.HandlerInterceptor;

/**
 * The {@link PathPatternTrieInterceptor} that {@link PathPatternTrieHandlerMapping} puts
 * in place of a {@code MappedInterceptor}; the handler mapping resolves it, as Spring
 * resolves a {@code MappedInterceptor}, when it builds the execution chain, so the chain
 * holds the target interceptor only for the requests its patterns map.
 *
 * @author logging-perf
 */
final class SwitchedInterceptor extends PathPatternTrieInterceptor {

	SwitchedInterceptor(HandlerInterceptor interceptor, PathPatternTrie trie) {
		super(interceptor, trie);
	}

}
