package com.example.orders.web;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Lets the MCP endpoint say who calls (profile {@code mcp}): HTTP Basic on {@code /mcp},
 * open to anyone, so that an assistant without credentials can use the read tools and the
 * operator's credentials reach the write tools, which check the endpoint's rules
 * themselves (docs/mcp.md).
 */
@Configuration(proxyBeanMethods = false)
@Profile("mcp")
class McpSecurityConfiguration {

	@Bean
	SecurityFilterChain mcpSecurity(HttpSecurity http) throws Exception {
		http.securityMatcher("/mcp", "/mcp/**");
		http.authorizeHttpRequests((requests) -> requests.anyRequest().permitAll());
		http.httpBasic(Customizer.withDefaults());
		http.csrf((csrf) -> csrf.ignoringRequestMatchers("/mcp", "/mcp/**"));
		return http.build();
	}

}
