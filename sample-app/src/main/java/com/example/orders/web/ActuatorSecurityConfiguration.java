package com.example.orders.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Secures the actuator the way docs/endpoint.md recommends: anyone (monitoring, the
 * dashboard's Prometheus) reads, only the {@code LOGGING_ADMIN} role changes anything,
 * with HTTP Basic. The user and password come from the environment
 * ({@code spring.security.user.*} in application.yml). The application's own URLs are not
 * matched here and stay as they were.
 */
@Configuration(proxyBeanMethods = false)
class ActuatorSecurityConfiguration {

	@Bean
	SecurityFilterChain actuatorSecurity(HttpSecurity http) throws Exception {
		http.securityMatcher("/actuator/**");
		http.authorizeHttpRequests((requests) -> requests.requestMatchers(HttpMethod.GET, "/actuator/**")
			.permitAll()
			.anyRequest()
			.hasRole("LOGGING_ADMIN"));
		http.httpBasic(Customizer.withDefaults());
		http.csrf((csrf) -> csrf.ignoringRequestMatchers("/actuator/**"));
		return http.build();
	}

}
