package io.github.loggingperf.autoconfigure;

import java.time.Duration;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The path trie's startup report as a Spring Boot web application on Tomcat logs it
 * through Log4j: one line that counts the registrations switched to the trie and names
 * each one that kept Spring's matcher, with the reason.
 */
@ExtendWith(OutputCaptureExtension.class)
class LoggingPerfPathTrieStartupLogTests {

	@Test
	void startupLogsWhichRegistrationsWereSwitchedAndWhichKeptSpringsMatcher(CapturedOutput output) {
		try (ConfigurableApplicationContext context = new SpringApplicationBuilder(TwoRegistrationsApplication.class)
			.web(WebApplicationType.SERVLET)
			.properties("server.port=0", "spring.main.banner-mode=off", "logging-perf.top-talkers.enabled=false")
			.run()) {
			await().atMost(Duration.ofSeconds(30)).until(() -> output.getAll().contains("Path trie: switched"));
			assertThat(output.getAll().lines().filter((line) -> line.contains("Path trie: switched"))).singleElement()
				.satisfies((line) -> assertThat(line).contains(" INFO ")
					.contains("PathPatternTrieHandlerMapping")
					.endsWith("Path trie: switched 1 of 2 path-mapped interceptor registrations; kept Spring's "
							+ "matcher for AuditInterceptor (Spring answers differently for HEAD '/api' "
							+ "(HTTP method restriction or a PathPatternParser of its own))"));
		}
	}

	@Configuration(proxyBeanMethods = false)
	@EnableAutoConfiguration
	static class TwoRegistrationsApplication implements WebMvcConfigurer {

		@Override
		public void addInterceptors(InterceptorRegistry registry) {
			registry.addInterceptor(new OrdersInterceptor()).addPathPatterns("/orders/**");
			registry.addInterceptor(new AuditInterceptor())
				.addPathPatterns("/api/**")
				.includeHttpMethods(HttpMethod.GET);
		}

	}

	static class OrdersInterceptor implements HandlerInterceptor {

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			return true;
		}

	}

	static class AuditInterceptor implements HandlerInterceptor {

		@Override
		public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
			return true;
		}

	}

}
