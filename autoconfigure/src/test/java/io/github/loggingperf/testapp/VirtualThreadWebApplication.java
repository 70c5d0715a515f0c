package io.github.loggingperf.testapp;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Child-JVM web application on Tomcat whose requests log a storm of INFO and WARN events
 * into a slow appender: {@code GET /storm?events=N} logs N events on logger {@code storm}
 * (every tenth at WARN) and answers what it logged and whether the request ran on a
 * virtual thread. Arguments: the appender's file, its delay per event in microseconds,
 * then Spring Boot's arguments. Prints {@code READY} once the appender is in place.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
@Import(VirtualThreadWebApplication.StormController.class)
public class VirtualThreadWebApplication {

	public static void main(String[] args) {
		long delayNanos = TimeUnit.MICROSECONDS.toNanos(Long.parseLong(args[1]));
		SpringApplication.run(VirtualThreadWebApplication.class, Arrays.copyOfRange(args, 2, args.length));
		TestLoggers.addLogger((LoggerContext) LogManager.getContext(false), StormController.LOGGER,
				new SlowFileAppender(args[0], delayNanos, true));
		System.out.println("READY");
	}

	@Bean
	SecurityFilterChain openToTheTest(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests((requests) -> requests.anyRequest().permitAll());
		http.csrf((csrf) -> csrf.disable());
		return http.build();
	}

	@RestController
	static class StormController {

		static final String LOGGER = "storm";

		private static final Logger logger = LogManager.getLogger(LOGGER);

		@GetMapping("/storm")
		Map<String, Object> storm(@RequestParam("events") int events) {
			int warn = 0;
			int info = 0;
			for (int i = 0; i < events; i++) {
				if (i % 10 == 0) {
					logger.warn("WARN-event {}", i);
					warn++;
				}
				else {
					logger.info("INFO-event {}", i);
					info++;
				}
			}
			return Map.of("virtual", VirtualThreads.isVirtual(Thread.currentThread()), "warn", warn, "info", info);
		}

	}

}
