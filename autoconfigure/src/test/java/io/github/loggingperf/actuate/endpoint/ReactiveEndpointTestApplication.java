package io.github.loggingperf.actuate.endpoint;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.web.server.ServerHttpSecurity;
import org.springframework.security.core.userdetails.MapReactiveUserDetailsService;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.web.server.SecurityWebFilterChain;

/**
 * WebFlux application for the endpoint tests, secured like
 * {@link EndpointTestApplication}: anyone may read {@code /actuator/logging-perf}, only
 * the {@code LOGGING_ADMIN} role may change it.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
class ReactiveEndpointTestApplication {

	@Bean
	SecurityWebFilterChain loggingPerfSecurity(ServerHttpSecurity http) {
		http.authorizeExchange((exchanges) -> exchanges.pathMatchers(HttpMethod.GET, "/actuator/**")
			.permitAll()
			.pathMatchers("/actuator/logging-perf", "/actuator/logging-perf/**")
			.hasRole("LOGGING_ADMIN")
			.anyExchange()
			.permitAll());
		http.httpBasic(Customizer.withDefaults());
		http.csrf(ServerHttpSecurity.CsrfSpec::disable);
		return http.build();
	}

	@Bean
	MapReactiveUserDetailsService users() {
		return new MapReactiveUserDetailsService(User.withUsername(EndpointTestApplication.ADMIN)
			.password("{noop}" + EndpointTestApplication.ADMIN_PASSWORD)
			.roles("LOGGING_ADMIN")
			.build());
	}

}
