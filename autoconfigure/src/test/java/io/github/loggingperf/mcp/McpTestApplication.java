package io.github.loggingperf.mcp;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.actuate.audit.InMemoryAuditEventRepository;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Web application of the MCP tests, with Spring AI's MCP server and Spring Security: any
 * authenticated user may read {@code /actuator/logging-perf}, only the
 * {@code LOGGING_ADMIN} role may change it, and the MCP endpoint {@code /mcp} is left
 * open to anyone (Spring AI's default), with HTTP Basic to say who calls.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
class McpTestApplication {

	static final String ADMIN = "admin";

	static final String ADMIN_PASSWORD = "admin-secret";

	static final String VIEWER = "viewer";

	static final String VIEWER_PASSWORD = "viewer-secret";

	@Bean
	SecurityFilterChain security(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests((requests) -> requests
			.requestMatchers(HttpMethod.GET, "/actuator/logging-perf", "/actuator/logging-perf/**")
			.authenticated()
			.requestMatchers("/actuator/logging-perf", "/actuator/logging-perf/**")
			.hasRole("LOGGING_ADMIN")
			.anyRequest()
			.permitAll());
		http.httpBasic(Customizer.withDefaults());
		http.csrf((csrf) -> csrf.ignoringRequestMatchers("/actuator/**", "/mcp"));
		return http.build();
	}

	/**
	 * The users, without password upgrade, so that no call pays a BCrypt check.
	 * @return the users
	 */
	@Bean
	UserDetailsService users() {
		InMemoryUserDetailsManager users = new InMemoryUserDetailsManager(
				User.withUsername(ADMIN).password("{noop}" + ADMIN_PASSWORD).roles("LOGGING_ADMIN").build(),
				User.withUsername(VIEWER).password("{noop}" + VIEWER_PASSWORD).roles("VIEWER").build());
		return users::loadUserByUsername;
	}

	@Bean
	AuditEventRepository auditEventRepository() {
		return new InMemoryAuditEventRepository();
	}

}
