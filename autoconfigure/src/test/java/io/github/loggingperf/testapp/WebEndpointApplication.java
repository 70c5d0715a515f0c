package io.github.loggingperf.testapp;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/**
 * Child-JVM web application with the starter, {@code /actuator/logging-perf} and
 * {@code /actuator/metrics} exposed and open to reads; prints {@code port: <n>} to the
 * standard output once the server listens, whatever the logging configuration does.
 * Program arguments are passed to Spring Boot.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class WebEndpointApplication {

	/**
	 * The line printed once the server listens, followed by its port.
	 */
	public static final String PORT = "port: ";

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(WebEndpointApplication.class);
		application.addListeners((ApplicationListener<WebServerInitializedEvent>) (event) -> System.out
			.println(PORT + event.getWebServer().getPort()));
		application.run(args);
	}

	@Bean
	SecurityFilterChain openForReads(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests((requests) -> requests.anyRequest().permitAll());
		return http.build();
	}

}
