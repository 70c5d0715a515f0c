package io.github.loggingperf.web.servlet;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.mock.web.MockServletContext;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.util.AntPathMatcher;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.support.AnnotationConfigWebApplicationContext;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.DelegatingWebMvcConfiguration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.pattern.PathPatternParser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

/**
 * Tests for {@link PathPatternTrieHandlerMapping}.
 *
 * @author logging-perf
 */
class PathPatternTrieHandlerMappingTests {

	@Test
	void initWhenRegisteredWithPatternsShouldSwitchToTrie() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("plain"))
			.addPathPatterns("/api/**")
			.excludePathPatterns("/api/public/**", "/**/*.css"));
		assertThat(mapping.getPathPatternTrieReport().switched()).containsExactly("Recorder");
		assertThat(mapping.getPathPatternTrieReport().kept()).isEmpty();
		assertThat(mapping.getAdaptedInterceptors()).hasAtLeastOneElementOfType(PathPatternTrieInterceptor.class)
			.noneMatch(MappedInterceptor.class::isInstance);
	}

	@Test
	void initWhenRootIsExcludedShouldSwitchToTrie() throws Exception {
		List<String> calls = new ArrayList<>();
		AnnotationConfigWebApplicationContext context = context(MvcConfiguration.class,
				(registry) -> registry.addInterceptor(new Recorder("auth", calls))
					.addPathPatterns("/**")
					.excludePathPatterns("/", "/login", "/css/**"));
		PathPatternTrieHandlerMapping mapping = context.getBean(PathPatternTrieHandlerMapping.class);
		assertThat(mapping.getPathPatternTrieReport().switched()).containsExactly("Recorder");
		assertThat(mapping.getPathPatternTrieReport().kept()).isEmpty();
		MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
		mvc.perform(get("/"));
		mvc.perform(get("/login"));
		mvc.perform(get("/css/site.css"));
		mvc.perform(get("/orders"));
		assertThat(calls).containsExactly("auth");
		context.close();
	}

	@Test
	void initWhenRootIsExcludedAndExcludeHttpMethodsShouldKeepSpringsMatcher() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("auth"))
			.addPathPatterns("/**")
			.excludePathPatterns("/", "/*")
			.excludeHttpMethods(HttpMethod.OPTIONS));
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("OPTIONS '/x/'"));
	}

	@Test
	void initWhenEveryPathIsExcludedShouldKeepSpringsMatcherAndSaySo() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("never"))
			.addPathPatterns("/**")
			.excludePathPatterns("/**", "/*"));
		assertThat(mapping.getPathPatternTrieReport().switched()).isEmpty();
		assertThat(mapping.getPathPatternTrieReport().summary()).isEqualTo(
				"Path trie: switched 0 of 1 path-mapped interceptor registrations; kept Spring's matcher for Recorder "
						+ "(no path found that the include patterns map and the exclude patterns do not: the interceptor "
						+ "may never run, and HTTP method restrictions cannot be ruled out)");
	}

	@Test
	void initWhenRootIsExcludedWithParserOfItsOwnShouldKeepSpringsMatcher() {
		PathPatternTrieHandlerMapping mapping = mapping(CaseInsensitiveBean.class, (registry) -> {
		});
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("'/LOGIN'"));
	}

	@Test
	void initWhenIncludeHttpMethodsShouldKeepSpringsMatcher() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("get"))
			.addPathPatterns("/api/**")
			.includeHttpMethods(HttpMethod.GET));
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("HTTP method restriction"));
		assertThat(mapping.getAdaptedInterceptors()).hasAtLeastOneElementOfType(MappedInterceptor.class)
			.noneMatch(PathPatternTrieInterceptor.class::isInstance);
	}

	@Test
	void initWhenExcludeHttpMethodsShouldKeepSpringsMatcher() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("post"))
			.excludePathPatterns("/static/**")
			.excludeHttpMethods(HttpMethod.OPTIONS));
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("OPTIONS"));
	}

	@Test
	void initWhenCustomPathMatcherShouldKeepSpringsMatcher() {
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(new Recorder("ant"))
			.addPathPatterns("/api/**")
			.pathMatcher(new AntPathMatcher()));
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("custom PathMatcher"));
	}

	@Test
	void initWhenMappedInterceptorBeansShouldSwitchOnlyThoseWithSpringsDefaultParser() {
		PathPatternTrieHandlerMapping mapping = mapping(MappedInterceptorBeans.class, (registry) -> {
		});
		assertThat(mapping.getPathPatternTrieReport().switched()).containsExactly("Recorder");
		assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
			.satisfies((kept) -> assertThat(kept.reason()).contains("/API"));
	}

	@Test
	void initWhenUnmappedInterceptorShouldLeaveItAlone() {
		Recorder recorder = new Recorder("all");
		PathPatternTrieHandlerMapping mapping = mapping((registry) -> registry.addInterceptor(recorder));
		assertThat(mapping.getPathPatternTrieReport().switched()).isEmpty();
		assertThat(mapping.getAdaptedInterceptors()).contains(recorder);
	}

	@Test
	void requestShouldReachSwitchedAndKeptInterceptorsAsWithSpringsMatcher() throws Exception {
		List<String> calls = new ArrayList<>();
		AnnotationConfigWebApplicationContext context = context(MvcConfiguration.class, (registry) -> {
			registry.addInterceptor(new Recorder("trie", calls)).addPathPatterns("/api/**");
			registry.addInterceptor(new Recorder("get", calls))
				.addPathPatterns("/api/**")
				.includeHttpMethods(HttpMethod.GET);
		});
		MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
		mvc.perform(get("/api/orders"));
		mvc.perform(post("/api/orders"));
		mvc.perform(get("/other"));
		assertThat(calls).containsExactly("trie", "get", "trie");
		context.close();
	}

	static PathPatternTrieHandlerMapping mapping(Consumer<InterceptorRegistry> interceptors) {
		return mapping(MvcConfiguration.class, interceptors);
	}

	private static PathPatternTrieHandlerMapping mapping(Class<?> configuration,
			Consumer<InterceptorRegistry> interceptors) {
		try (AnnotationConfigWebApplicationContext context = context(configuration, interceptors)) {
			return context.getBean(PathPatternTrieHandlerMapping.class);
		}
	}

	private static AnnotationConfigWebApplicationContext context(Class<?> configuration,
			Consumer<InterceptorRegistry> interceptors) {
		AnnotationConfigWebApplicationContext context = new AnnotationConfigWebApplicationContext();
		context.setServletContext(new MockServletContext());
		context.addBeanFactoryPostProcessor(
				(beanFactory) -> beanFactory.registerSingleton("interceptors", new Interceptors(interceptors)));
		context.register(TrieWebMvcConfiguration.class, configuration);
		context.refresh();
		return context;
	}

	record Interceptors(Consumer<InterceptorRegistry> registrations) {

	}

	@Configuration(proxyBeanMethods = false)
	static class TrieWebMvcConfiguration extends DelegatingWebMvcConfiguration {

		private final Interceptors interceptors;

		TrieWebMvcConfiguration(Interceptors interceptors) {
			this.interceptors = interceptors;
		}

		@Override
		protected RequestMappingHandlerMapping createRequestMappingHandlerMapping() {
			return new PathPatternTrieHandlerMapping();
		}

		@Override
		protected void addInterceptors(InterceptorRegistry registry) {
			this.interceptors.registrations().accept(registry);
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class MvcConfiguration {

		@Bean
		AnyPathController anyPathController() {
			return new AnyPathController();
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class MappedInterceptorBeans {

		@Bean
		MappedInterceptor defaultParser() {
			return new MappedInterceptor(new String[] { "/api/**" }, new Recorder("bean"));
		}

		@Bean
		MappedInterceptor caseInsensitiveParser() {
			PathPatternParser parser = new PathPatternParser();
			parser.setCaseSensitive(false);
			return new MappedInterceptor(new String[] { "/api/**" }, null, new HandlerInterceptor() {
			}, parser);
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class CaseInsensitiveBean {

		@Bean
		MappedInterceptor caseInsensitiveParser() {
			PathPatternParser parser = new PathPatternParser();
			parser.setCaseSensitive(false);
			return new MappedInterceptor(new String[] { "/**" }, new String[] { "/", "/login" },
					new HandlerInterceptor() {
					}, parser);
		}

	}

	@RestController
	static class AnyPathController {

		@RequestMapping("/**")
		String any() {
			return "ok";
		}

	}

	static class Recorder implements HandlerInterceptor {

		private final String name;

		private final List<String> calls;

		Recorder(String name) {
			this(name, new ArrayList<>());
		}

		Recorder(String name, List<String> calls) {
			this.name = name;
			this.calls = calls;
		}

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			this.calls.add(this.name);
			return true;
		}

	}

}
