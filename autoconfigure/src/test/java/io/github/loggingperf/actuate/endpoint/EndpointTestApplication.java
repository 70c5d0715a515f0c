package io.github.loggingperf.actuate.endpoint;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.actuate.audit.InMemoryAuditEventRepository;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Web application for the endpoint tests, secured the way docs/endpoint.md recommends:
 * anyone may read {@code /actuator/logging-perf}, only the {@code LOGGING_ADMIN} role may
 * change it.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
class EndpointTestApplication {

	static final String ADMIN = "admin";

	static final String ADMIN_PASSWORD = "admin-secret";

	@Bean
	SecurityFilterChain loggingPerfSecurity(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests(
				(requests) -> requests.requestMatchers(org.springframework.http.HttpMethod.GET, "/actuator/**")
					.permitAll()
					.requestMatchers("/actuator/logging-perf", "/actuator/logging-perf/**")
					.hasRole("LOGGING_ADMIN")
					.anyRequest()
					.permitAll());
		http.httpBasic(Customizer.withDefaults());
		http.csrf((csrf) -> csrf.ignoringRequestMatchers("/actuator/**"));
		return http.build();
	}

	/**
	 * The users, without password upgrade: an {@code InMemoryUserDetailsManager} would
	 * re-encode the {@code {noop}} passwords with BCrypt at the first login, and then
	 * every request of the load tests would pay a BCrypt check (about 100 ms of CPU).
	 * @return the users
	 */
	@Bean
	UserDetailsService users() {
		InMemoryUserDetailsManager users = new InMemoryUserDetailsManager(
				User.withUsername(ADMIN).password("{noop}" + ADMIN_PASSWORD).roles("LOGGING_ADMIN").build(),
				User.withUsername("viewer").password("{noop}viewer-secret").roles("VIEWER").build());
		return users::loadUserByUsername;
	}

	@Bean
	AuditEventRepository auditEventRepository() {
		return new InMemoryAuditEventRepository();
	}

}
