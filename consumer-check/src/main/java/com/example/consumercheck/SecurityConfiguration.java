package com.example.consumercheck;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Every request needs the user (HTTP Basic); the notes API takes requests without a CSRF token.
 */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration {

	@Bean
	SecurityFilterChain securityFilterChain(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests((requests) -> requests.anyRequest().authenticated());
		http.httpBasic(Customizer.withDefaults());
		http.csrf((csrf) -> csrf.ignoringRequestMatchers("/notes/**"));
		return http.build();
	}

}
