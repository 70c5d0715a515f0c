package com.example.orders.web;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.web.servlet.PathPatternTrie;

import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.util.ServletRequestPathUtils;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Tests for {@link WebMvcConfiguration}.
 */
class WebMvcConfigurationTests {

	private final MockMvc mvc = MockMvcBuilders.standaloneSetup(new TestController())
		.addInterceptors(new WebMvcConfiguration().apiKeyInterceptor())
		.build();

	@Test
	void excludePatternsShouldBeThoseOfARealisticApplication() {
		assertThat(WebMvcConfiguration.EXCLUDE_PATTERNS).hasSizeGreaterThanOrEqualTo(100)
			.contains("/demo/**", "/actuator/**", "/orders/**")
			.doesNotHaveDuplicates();
	}

	@Test
	void apiWithoutKeyShouldBeUnauthorized() throws Exception {
		this.mvc.perform(get("/api/orders/42")).andExpect(status().isUnauthorized());
		this.mvc.perform(get("/api/orders/42").header("X-Api-Key", "wrong")).andExpect(status().isUnauthorized());
	}

	@Test
	void apiWithKeyShouldBeAllowed() throws Exception {
		this.mvc.perform(get("/api/orders/42").header("X-Api-Key", "demo-key")).andExpect(status().isOk());
	}

	@Test
	void publicPathsShouldNotNeedKey() throws Exception {
		for (String path : List.of("/orders/42", "/demo/log", "/actuator/health", "/api/health",
				"/api/catalog/products/7", "/api/legacy/a/b/public", "/api/logo.png")) {
			this.mvc.perform(get(path)).andExpect(status().isOk());
		}
	}

	@Test
	void interceptorShouldMapTheSameRequestsAsSpring() {
		MappedInterceptor spring = new MappedInterceptor(
				WebMvcConfiguration.INCLUDE_PATTERNS.toArray(String[]::new),
				WebMvcConfiguration.EXCLUDE_PATTERNS.toArray(String[]::new), new HandlerInterceptor() {
				});
		PathPatternTrie trie = new WebMvcConfiguration().apiKeyInterceptor().getTrie();
		List<String> mapped = List.of("/api/orders/42", "/api/catalog/products/x/availability", "/api/auth/login/",
				"/api/legacy/a/b/private", "/api/healthz;x=1");
		List<String> notMapped = List.of("/api/health", "/api/catalog/products/7/availability",
				"/api/legacy/a/b/public", "/api/logo.png", "/api/x/login", "/orders/42", "/api/v1/ping");
		for (String path : mapped) {
			assertThat(trie.matches(path)).as(path).isTrue().isEqualTo(spring.matches(parsed(path)));
		}
		for (String path : notMapped) {
			assertThat(trie.matches(path)).as(path).isFalse().isEqualTo(spring.matches(parsed(path)));
		}
	}

	private static MockHttpServletRequest parsed(String path) {
		MockHttpServletRequest request = new MockHttpServletRequest("GET", path);
		ServletRequestPathUtils.parseAndCache(request);
		return request;
	}

	@RestController
	static class TestController {

		@GetMapping({ "/api/**", "/orders/**", "/demo/**", "/actuator/**" })
		String handle() {
			return "ok";
		}

	}

}
