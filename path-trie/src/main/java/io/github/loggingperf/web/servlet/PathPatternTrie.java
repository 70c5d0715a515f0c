package io.github.loggingperf.web.servlet;

import java.util.Collection;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.http.HttpMethod;
import org.springframework.http.server.PathContainer;
import org.springframework.http.server.PathContainer.Element;
import org.springframework.util.Assert;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * Include and exclude path patterns compiled once into tries, giving the answer of
 * {@code new MappedInterceptor(includePatterns, excludePatterns, interceptor).matches(request)}
 * in time that does not depend on the number of patterns.
 * <p>
 * Literal segments, whole-segment {@code *}, {@code {var}}, {@code *}/{@code ?} globs and
 * a {@code **} or {@code {*var}} at the start or at the end of a pattern are matched
 * structurally, on the decoded segments of the path that {@code DispatcherServlet} parsed
 * and cached. Any other pattern is matched by Spring's own matcher for that pattern only:
 * its {@code PathPattern}, or {@code AntPathMatcher} on the raw path for a pattern that
 * {@code PathPatternParser} rejects, as {@code MappedInterceptor} does. A request whose
 * cached path is a {@code String} lookup path is delegated to a
 * {@code MappedInterceptor}.
 *
 * @author logging-perf
 * @see PathPatternTrieInterceptor
 * @since 0.1.0
 */
public final class PathPatternTrie {

	private static final HandlerInterceptor NO_OP = new HandlerInterceptor() {
	};

	private final @Nullable PatternSet includes;

	private final PatternSet excludes;

	private final MappedInterceptor delegate;

	private PathPatternTrie(@Nullable PatternSet includes, PatternSet excludes, MappedInterceptor delegate) {
		this.includes = includes;
		this.excludes = excludes;
		this.delegate = delegate;
	}

	/**
	 * Compile include and exclude patterns. A pattern that {@code MappedInterceptor}
	 * rejects makes this method fail with the same exception.
	 * @param includePatterns the patterns to match, or an empty collection to match all
	 * paths
	 * @param excludePatterns the patterns for which the request must not match
	 * @return the compiled matcher
	 */
	public static PathPatternTrie compile(Collection<String> includePatterns, Collection<String> excludePatterns) {
		Assert.notNull(includePatterns, "'includePatterns' must not be null");
		Assert.notNull(excludePatterns, "'excludePatterns' must not be null");
		MappedInterceptor delegate = new MappedInterceptor(includePatterns.toArray(String[]::new),
				excludePatterns.toArray(String[]::new), NO_OP);
		PatternSet includes = (!includePatterns.isEmpty()) ? PatternSet.compile(includePatterns) : null;
		return new PathPatternTrie(includes, PatternSet.compile(excludePatterns), delegate);
	}

	/**
	 * Return whether the patterns map the request, with the path that
	 * {@code DispatcherServlet} cached for it (see
	 * {@link ServletRequestPathUtils#getCachedPath}).
	 * @param request the request
	 * @return the answer {@code MappedInterceptor.matches(request)} gives for the same
	 * patterns
	 */
	public boolean matches(HttpServletRequest request) {
		Object path = ServletRequestPathUtils.getCachedPath(request);
		if (path instanceof String) {
			return this.delegate.matches(request);
		}
		String method = request.getMethod();
		if (method == null) {
			HttpMethod.valueOf(method);
		}
		return matches((PathContainer) path);
	}

	/**
	 * Return whether the patterns map the given path within the application, parsed as
	 * {@code DispatcherServlet} parses a request path.
	 * @param lookupPath the raw (encoded) path within the application
	 * @return the answer {@code MappedInterceptor.matches} gives for a request with that
	 * path
	 */
	public boolean matches(String lookupPath) {
		return matches(PathContainer.parsePath(lookupPath));
	}

	/**
	 * Return whether the patterns map the given parsed path within the application.
	 * @param path the parsed path within the application
	 * @return the answer {@code MappedInterceptor.matches} gives for a request with that
	 * path
	 */
	public boolean matches(PathContainer path) {
		List<Element> elements = path.elements();
		if (this.excludes.matches(path, elements)) {
			return false;
		}
		return this.includes == null || this.includes.matches(path, elements);
	}

}
