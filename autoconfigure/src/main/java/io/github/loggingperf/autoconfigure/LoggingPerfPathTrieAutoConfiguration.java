package io.github.loggingperf.autoconfigure;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type;
import org.springframework.boot.webmvc.autoconfigure.WebMvcAutoConfiguration;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

import io.github.loggingperf.web.servlet.PathPatternTrieHandlerMapping;

/**
 * Auto-configuration of the path trie: Spring MVC's request mapping handler mapping
 * matches path-mapped interceptors with a {@link PathPatternTrieHandlerMapping}, supplied
 * through {@link WebMvcRegistrations}. Switched off with
 * {@code logging-perf.web.path-trie.enabled=false}; backs off when the application
 * defines its own {@link WebMvcRegistrations}, since Spring Boot uses only a unique one.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(before = WebMvcAutoConfiguration.class)
@ConditionalOnWebApplication(type = Type.SERVLET)
@ConditionalOnClass({ PathPatternTrieHandlerMapping.class, DispatcherServlet.class, WebMvcRegistrations.class })
@ConditionalOnBooleanProperty(name = "logging-perf.web.path-trie.enabled", matchIfMissing = true)
public final class LoggingPerfPathTrieAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean(WebMvcRegistrations.class)
	WebMvcRegistrations loggingPerfPathTrieWebMvcRegistrations() {
		return new WebMvcRegistrations() {

			@Override
			public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
				return new PathPatternTrieHandlerMapping();
			}

		};
	}

}
