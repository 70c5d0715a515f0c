package io.github.loggingperf.autoconfigure;

import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webmvc.autoconfigure.DispatcherServletAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.WebApplicationContext;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.handler.MappedInterceptor;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import io.github.loggingperf.web.servlet.PathPatternTrieHandlerMapping;
import io.github.loggingperf.web.servlet.PathPatternTrieInterceptor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

/**
 * Tests for {@link LoggingPerfPathTrieAutoConfiguration}.
 *
 * @author logging-perf
 */
class LoggingPerfPathTrieAutoConfigurationTests {

	private final WebApplicationContextRunner contextRunner = new WebApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(DispatcherServletAutoConfiguration.class,
				WebMvcAutoConfiguration.class, LoggingPerfPathTrieAutoConfiguration.class))
		.withUserConfiguration(AnyPathController.class);

	@Test
	void runShouldSwitchOrdinaryRegistrationsToTheTrie() {
		this.contextRunner.withUserConfiguration(OrdinaryRegistrations.class).run((context) -> {
			RequestMappingHandlerMapping mapping = context.getBean("requestMappingHandlerMapping",
					RequestMappingHandlerMapping.class);
			assertThat(mapping).isInstanceOf(PathPatternTrieHandlerMapping.class);
			assertThat(((PathPatternTrieHandlerMapping) mapping).getPathPatternTrieReport().switched())
				.containsExactly("Recorder");
			assertThat(mapping.getAdaptedInterceptors()).hasAtLeastOneElementOfType(PathPatternTrieInterceptor.class);
			assertThat(calls(context, "/api/orders", "/api/public/x", "/other")).containsExactly("api");
		});
	}

	@Test
	void runWhenDisabledShouldKeepSpringsHandlerMapping() {
		this.contextRunner.withUserConfiguration(OrdinaryRegistrations.class)
			.withPropertyValues("logging-perf.web.path-trie.enabled=false")
			.run((context) -> {
				assertThat(context.getBean("requestMappingHandlerMapping"))
					.isNotInstanceOf(PathPatternTrieHandlerMapping.class);
				assertThat(calls(context, "/api/orders", "/api/public/x", "/other")).containsExactly("api");
			});
	}

	@Test
	void runWhenHttpMethodRestrictionShouldKeepSpringsMatcherForThatRegistration() {
		this.contextRunner.withUserConfiguration(MethodRestrictedRegistration.class).run((context) -> {
			PathPatternTrieHandlerMapping mapping = context.getBean(PathPatternTrieHandlerMapping.class);
			assertThat(mapping.getPathPatternTrieReport().kept()).singleElement()
				.satisfies((kept) -> assertThat(kept.reason()).contains("HTTP method restriction"));
			assertThat(mapping.getAdaptedInterceptors()).hasAtLeastOneElementOfType(MappedInterceptor.class);
			Recorder recorder = context.getBean(Recorder.class);
			MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
			mvc.perform(post("/api/orders"));
			mvc.perform(get("/api/orders"));
			assertThat(recorder.calls).containsExactly("get-only");
		});
	}

	@Test
	void runWhenApplicationDefinesWebMvcRegistrationsShouldBackOff() {
		this.contextRunner.withUserConfiguration(OrdinaryRegistrations.class, OwnRegistrations.class).run((context) -> {
			assertThat(context).hasSingleBean(WebMvcRegistrations.class);
			assertThat(context.getBean(WebMvcRegistrations.class)).isSameAs(context.getBean("ownRegistrations"));
			assertThat(context.getBean("requestMappingHandlerMapping")).isInstanceOf(OwnHandlerMapping.class);
		});
	}

	@Test
	void runWhenPathTrieIsMissingShouldBackOff() {
		this.contextRunner.withClassLoader(new FilteredClassLoader(PathPatternTrieHandlerMapping.class))
			.run((context) -> assertThat(context).doesNotHaveBean(WebMvcRegistrations.class));
	}

	@Test
	void runWhenNotWebApplicationShouldBackOff() {
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfPathTrieAutoConfiguration.class))
			.run((context) -> assertThat(context).doesNotHaveBean(WebMvcRegistrations.class));
	}

	private List<String> calls(WebApplicationContext context, String... paths) throws Exception {
		MockMvc mvc = MockMvcBuilders.webAppContextSetup(context).build();
		for (String path : paths) {
			mvc.perform(get(path));
		}
		return context.getBean(Recorder.class).calls;
	}

	@RestController
	static class AnyPathController {

		@RequestMapping("/**")
		String any() {
			return "ok";
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class OrdinaryRegistrations implements WebMvcConfigurer {

		private final Recorder recorder = new Recorder("api");

		@Bean
		Recorder recorder() {
			return this.recorder;
		}

		@Override
		public void addInterceptors(InterceptorRegistry registry) {
			registry.addInterceptor(this.recorder).addPathPatterns("/api/**").excludePathPatterns("/api/public/**");
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class MethodRestrictedRegistration implements WebMvcConfigurer {

		private final Recorder recorder = new Recorder("get-only");

		@Bean
		Recorder recorder() {
			return this.recorder;
		}

		@Override
		public void addInterceptors(InterceptorRegistry registry) {
			registry.addInterceptor(this.recorder).addPathPatterns("/api/**").includeHttpMethods(HttpMethod.GET);
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class OwnRegistrations {

		@Bean
		WebMvcRegistrations ownRegistrations() {
			return new WebMvcRegistrations() {

				@Override
				public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
					return new OwnHandlerMapping();
				}

			};
		}

	}

	static class OwnHandlerMapping extends RequestMappingHandlerMapping {

	}

	static class Recorder implements HandlerInterceptor {

		private final String name;

		final List<String> calls = new ArrayList<>();

		Recorder(String name) {
			this.name = name;
		}

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			this.calls.add(this.name);
			return true;
		}

	}

}
