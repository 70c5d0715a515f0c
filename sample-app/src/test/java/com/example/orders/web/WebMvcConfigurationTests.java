package com.example.orders.web;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.autoconfigure.LoggingPerfPathTrieAutoConfiguration;
import io.github.loggingperf.web.servlet.PathPatternTrieHandlerMapping;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
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
 * Tests for {@link WebMvcConfiguration}: the plain registration, switched to the path
 * trie by the starter.
 */
class WebMvcConfigurationTests {

	private final WebApplicationContextRunner contextRunner = new WebApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(DispatcherServletAutoConfiguration.class,
				WebMvcAutoConfiguration.class, LoggingPerfPathTrieAutoConfiguration.class))
		.withUserConfiguration(WebMvcConfiguration.class, TestController.class);

	@Test
	void excludePatternsShouldBeThoseOfARealisticApplication() {
		assertThat(WebMvcConfiguration.EXCLUDE_PATTERNS).hasSizeGreaterThanOrEqualTo(100)
			.contains("/demo/**", "/actuator/**", "/orders/**")
			.doesNotHaveDuplicates();
	}

	@Test
	void registrationShouldBeSwitchedToThePathTrie() {
		this.contextRunner.run((context) -> assertThat(
				context.getBean(PathPatternTrieHandlerMapping.class).getPathPatternTrieReport().switched())
			.containsExactly("ApiKeyInterceptor"));
	}

	@Test
	void apiWithoutKeyShouldBeUnauthorized() {
		this.contextRunner.run((context) -> {
			MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
			mvc.perform(get("/api/orders/42")).andExpect(status().isUnauthorized());
			mvc.perform(get("/api/orders/42").header("X-Api-Key", "wrong")).andExpect(status().isUnauthorized());
		});
	}

	@Test
	void apiWithKeyShouldBeAllowed() {
		this.contextRunner.run((context) -> MockMvcBuilders.webAppContextSetup(context)
			.build()
			.perform(get("/api/orders/42").header("X-Api-Key", "demo-key"))
			.andExpect(status().isOk()));
	}

	@Test
	void requestsShouldBeMappedAsBySpring() {
		MappedInterceptor spring = new MappedInterceptor(WebMvcConfiguration.INCLUDE_PATTERNS.toArray(String[]::new),
				WebMvcConfiguration.EXCLUDE_PATTERNS.toArray(String[]::new), new HandlerInterceptor() {
				});
		List<String> mapped = List.of("/api/orders/42", "/api/catalog/products/x/availability", "/api/auth/login/",
				"/api/legacy/a/b/private", "/api/healthz;x=1");
		List<String> notMapped = List.of("/orders/42", "/demo/log", "/actuator/health", "/api/health",
				"/api/catalog/products/7", "/api/catalog/products/7/availability", "/api/legacy/a/b/public",
				"/api/logo.png", "/api/x/login", "/api/v1/ping");
		this.contextRunner.run((context) -> {
			MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
			for (String path : mapped) {
				assertThat(spring.matches(parsed(path))).as(path).isTrue();
				mvc.perform(get(path)).andExpect(status().isUnauthorized());
			}
			for (String path : notMapped) {
				assertThat(spring.matches(parsed(path))).as(path).isFalse();
				mvc.perform(get(path)).andExpect(status().isOk());
			}
		});
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
