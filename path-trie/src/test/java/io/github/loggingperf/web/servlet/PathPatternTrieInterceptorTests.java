package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.http.server.RequestPath;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.AsyncHandlerInterceptor;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

/**
 * Tests for {@link PathPatternTrieInterceptor}: the target interceptor gets exactly the
 * callbacks, in the same order relative to other interceptors, as when Spring MVC applies
 * it through a {@link MappedInterceptor}.
 *
 * @author logging-perf
 */
class PathPatternTrieInterceptorTests {

	private static final List<String> INCLUDES = List.of("/api/**", "/async");

	private static final List<String> EXCLUDES = List.of("/api/public/**", "/**/*.css");

	@Test
	void callbacksShouldBeTheSameAsWithMappedInterceptor() throws Exception {
		for (String path : List.of("/api/orders", "/api/public/x", "/api/site.css", "/other", "/api/deny")) {
			assertThat(callbacks(true, path)).isEqualTo(callbacks(false, path)).isNotEmpty();
		}
	}

	@Test
	void callbacksWhenTargetRejectsShouldCompleteOnlyEarlierInterceptors() throws Exception {
		assertThat(callbacks(true, "/api/deny")).containsExactly("first.preHandle", "target.preHandle",
				"first.afterCompletion");
	}

	@Test
	void callbacksWhenExcludedShouldSkipTarget() throws Exception {
		assertThat(callbacks(true, "/api/public/x")).containsExactly("first.preHandle", "last.preHandle",
				"last.postHandle", "first.postHandle", "last.afterCompletion", "first.afterCompletion");
	}

	@Test
	void asyncCallbacksShouldBeTheSameAsWithMappedInterceptor() throws Exception {
		List<String> trie = callbacks(true, "/async");
		assertThat(trie).isEqualTo(callbacks(false, "/async")).contains("target.afterConcurrentHandlingStarted");
	}

	@Test
	void callbacksWhenAnotherPathIsCachedShouldDecideForThatPath() throws Exception {
		List<String> calls = new ArrayList<>();
		PathPatternTrieInterceptor interceptor = new PathPatternTrieInterceptor(new Recorder("target", calls), INCLUDES,
				EXCLUDES);
		MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/orders");
		MockHttpServletResponse response = new MockHttpServletResponse();
		RequestPath outer = ServletRequestPathUtils.parseAndCache(request);
		assertThat(interceptor.preHandle(request, response, this)).isTrue();
		ServletRequestPathUtils.setParsedRequestPath(RequestPath.parse("/other", null), request);
		interceptor.postHandle(request, response, this, null);
		ServletRequestPathUtils.setParsedRequestPath(outer, request);
		interceptor.afterCompletion(request, response, this, null);
		assertThat(calls).containsExactly("target.preHandle", "target.afterCompletion");
	}

	@Test
	void getInterceptorShouldReturnTarget() {
		Recorder target = new Recorder("target", new ArrayList<>());
		PathPatternTrieInterceptor interceptor = new PathPatternTrieInterceptor(target, INCLUDES, EXCLUDES);
		assertThat(interceptor.getInterceptor()).isSameAs(target);
		assertThat(interceptor.getTrie().matches("/api/orders")).isTrue();
		assertThat(interceptor.getTrie().matches("/api/public/orders")).isFalse();
	}

	private List<String> callbacks(boolean trie, String path) throws Exception {
		List<String> calls = new ArrayList<>();
		Recorder target = new Recorder("target", calls);
		HandlerInterceptor mapped = trie ? new PathPatternTrieInterceptor(target, INCLUDES, EXCLUDES)
				: new MappedInterceptor(INCLUDES.toArray(String[]::new), EXCLUDES.toArray(String[]::new), target);
		MockMvc mvc = MockMvcBuilders.standaloneSetup(new TestController())
			.addInterceptors(new Recorder("first", calls), mapped, new Recorder("last", calls))
			.build();
		MvcResult result = mvc.perform(get(path)).andReturn();
		if (result.getRequest().isAsyncStarted()) {
			mvc.perform(asyncDispatch(result));
		}
		return calls;
	}

	@RestController
	static class TestController {

		@GetMapping({ "/api/orders", "/api/public/x", "/api/site.css", "/other", "/api/deny" })
		String handle() {
			return "ok";
		}

		@GetMapping("/async")
		Callable<String> async() {
			return () -> "ok";
		}

	}

	record Recorder(String name, List<String> calls) implements AsyncHandlerInterceptor {

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			this.calls.add(this.name + ".preHandle");
			return !request.getRequestURI().equals("/api/deny") || !this.name.equals("target");
		}

		@Override
		public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
				@Nullable ModelAndView modelAndView) {
			this.calls.add(this.name + ".postHandle");
		}

		@Override
		public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
				@Nullable Exception ex) {
			this.calls.add(this.name + ".afterCompletion");
		}

		@Override
		public void afterConcurrentHandlingStarted(HttpServletRequest request, HttpServletResponse response,
				Object handler) {
			this.calls.add(this.name + ".afterConcurrentHandlingStarted");
		}

	}

}
