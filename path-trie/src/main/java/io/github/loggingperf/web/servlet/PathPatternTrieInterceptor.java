package io.github.loggingperf.web.servlet;

import java.util.Collection;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;
import org.springframework.web.servlet.AsyncHandlerInterceptor;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * A {@link HandlerInterceptor} that applies a target interceptor only to the requests its
 * include and exclude patterns map, decided by a {@link PathPatternTrie}: the drop-in
 * replacement of
 * {@code registry.addInterceptor(interceptor).addPathPatterns(includes).excludePathPatterns(excludes)}:
 * <pre class="code">
 * registry.addInterceptor(new PathPatternTrieInterceptor(interceptor, includes, excludes));
 * </pre>
 * <p>
 * Spring leaves an unmapped interceptor out of the handler execution chain; this one
 * stays in the chain at the same position and calls none of the target's callbacks
 * ({@code preHandle} returns {@code true}) for a request the patterns do not map, so the
 * target sees the same {@code preHandle}, {@code postHandle}, {@code afterCompletion} and
 * {@code afterConcurrentHandlingStarted} calls, in the same order, as with Spring's
 * {@code MappedInterceptor}. The decision is taken once, in {@code preHandle}, and kept
 * in a request attribute for the later callbacks.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class PathPatternTrieInterceptor implements AsyncHandlerInterceptor {

	private static final AtomicInteger instances = new AtomicInteger();

	private final HandlerInterceptor interceptor;

	private final PathPatternTrie trie;

	private final String decisionAttribute = PathPatternTrieInterceptor.class.getName() + ".decision."
			+ instances.incrementAndGet();

	/**
	 * Create a new instance.
	 * @param interceptor the target interceptor
	 * @param includePatterns the patterns to map, or an empty collection to map all paths
	 * @param excludePatterns the patterns that must not be mapped
	 */
	public PathPatternTrieInterceptor(HandlerInterceptor interceptor, Collection<String> includePatterns,
			Collection<String> excludePatterns) {
		Assert.notNull(interceptor, "'interceptor' must not be null");
		this.interceptor = interceptor;
		this.trie = PathPatternTrie.compile(includePatterns, excludePatterns);
	}

	/**
	 * Create a new instance with an already compiled matcher.
	 * @param interceptor the target interceptor
	 * @param trie the matcher that decides which requests the target interceptor applies
	 * to
	 */
	public PathPatternTrieInterceptor(HandlerInterceptor interceptor, PathPatternTrie trie) {
		Assert.notNull(interceptor, "'interceptor' must not be null");
		Assert.notNull(trie, "'trie' must not be null");
		this.interceptor = interceptor;
		this.trie = trie;
	}

	/**
	 * Return the target interceptor.
	 * @return the target interceptor
	 */
	public HandlerInterceptor getInterceptor() {
		return this.interceptor;
	}

	/**
	 * Return the matcher that decides which requests the target interceptor applies to.
	 * @return the matcher
	 */
	public PathPatternTrie getTrie() {
		return this.trie;
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		boolean matches = this.trie.matches(request);
		request.setAttribute(this.decisionAttribute,
				new Decision(ServletRequestPathUtils.getCachedPath(request), matches));
		return !matches || this.interceptor.preHandle(request, response, handler);
	}

	@Override
	public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
			@Nullable ModelAndView modelAndView) throws Exception {
		if (matches(request)) {
			this.interceptor.postHandle(request, response, handler, modelAndView);
		}
	}

	@Override
	public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
			@Nullable Exception ex) throws Exception {
		if (matches(request)) {
			this.interceptor.afterCompletion(request, response, handler, ex);
		}
	}

	@Override
	public void afterConcurrentHandlingStarted(HttpServletRequest request, HttpServletResponse response, Object handler)
			throws Exception {
		if (this.interceptor instanceof AsyncHandlerInterceptor asyncInterceptor && matches(request)) {
			asyncInterceptor.afterConcurrentHandlingStarted(request, response, handler);
		}
	}

	private boolean matches(HttpServletRequest request) {
		Object path = ServletRequestPathUtils.getCachedPath(request);
		if (request.getAttribute(this.decisionAttribute) instanceof Decision decision && decision.path() == path) {
			return decision.matches();
		}
		return this.trie.matches(request);
	}

	/**
	 * The decision {@code preHandle} took for the path cached in the request at that
	 * time, reused by the later callbacks of the same dispatch (a nested dispatch caches
	 * another path object).
	 */
	private record Decision(Object path, boolean matches) {

	}

}
