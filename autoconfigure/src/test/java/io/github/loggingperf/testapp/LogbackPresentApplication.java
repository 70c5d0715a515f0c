package io.github.loggingperf.testapp;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Configuration;

/**
 * Child-JVM application started with the jars of {@code spring-boot-starter-logging} on
 * the classpath, as when its exclusion is forgotten, or without them as a control.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class LogbackPresentApplication {

	public static void main(String[] args) {
		new SpringApplication(LogbackPresentApplication.class).run("--spring.main.web-application-type=none");
	}

}
