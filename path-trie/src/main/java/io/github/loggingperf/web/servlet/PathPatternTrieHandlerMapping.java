package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * A {@link RequestMappingHandlerMapping} that matches path-mapped interceptors with a
 * {@link PathPatternTrie}: interceptors registered with {@code InterceptorRegistry} and
 * {@link MappedInterceptor} beans are switched to a {@link PathPatternTrieInterceptor}
 * whenever the trie is established, with public API, to give exactly the answers of
 * Spring's matcher; any other registration (a custom {@code PathMatcher}, an HTTP method
 * restriction, a pattern parser of its own, patterns that map no path) keeps Spring's
 * matcher. As with Spring's matcher, the execution chain holds a switched interceptor
 * only for the requests its patterns map, and the patterns are evaluated when the chain
 * is built. The outcome is logged at INFO once the interceptors are initialized.
 *
 * @author logging-perf
 * @see PathPatternTrieReport
 * @since 0.1.0
 */
public class PathPatternTrieHandlerMapping extends RequestMappingHandlerMapping {

	private final MappedInterceptorSwitch interceptorSwitch = new MappedInterceptorSwitch();

	/**
	 * Return which registrations were switched to the trie and which were not.
	 * @return the report
	 */
	public PathPatternTrieReport getPathPatternTrieReport() {
		return this.interceptorSwitch.report();
	}

	@Override
	protected void initApplicationContext() {
		super.initApplicationContext();
		if (this.logger.isInfoEnabled()) {
			this.logger.info(getPathPatternTrieReport().summary());
		}
	}

	@Override
	protected void detectMappedInterceptors(List<HandlerInterceptor> mappedInterceptors) {
		List<HandlerInterceptor> detected = new ArrayList<>();
		super.detectMappedInterceptors(detected);
		detected.forEach((interceptor) -> mappedInterceptors.add(this.interceptorSwitch.apply(interceptor)));
	}

	@Override
	protected HandlerInterceptor adaptInterceptor(Object interceptor) {
		return this.interceptorSwitch.apply(super.adaptInterceptor(interceptor));
	}

	@Override
	protected HandlerExecutionChain getHandlerExecutionChain(Object handler, HttpServletRequest request) {
		HandlerExecutionChain chain = super.getHandlerExecutionChain(handler, request);
		List<HandlerInterceptor> interceptors = chain.getInterceptorList();
		if (interceptors.stream().noneMatch(SwitchedInterceptor.class::isInstance)) {
			return chain;
		}
		HandlerExecutionChain resolved = new HandlerExecutionChain(chain.getHandler());
		for (HandlerInterceptor interceptor : interceptors) {
			if (!(interceptor instanceof SwitchedInterceptor switched)) {
				resolved.addInterceptor(interceptor);
			}
			else if (switched.getTrie().matches(request)) {
				resolved.addInterceptor(switched.getInterceptor());
			}
		}
		return resolved;
	}

}
