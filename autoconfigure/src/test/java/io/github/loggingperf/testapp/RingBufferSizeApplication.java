package io.github.loggingperf.testapp;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

import io.github.loggingperf.LoggingPipeline;

/**
 * Child-JVM application that prints the capacity of the ring buffer Log4j started with,
 * then exits. Program arguments are passed to Spring Boot.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class RingBufferSizeApplication {

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(RingBufferSizeApplication.class);
		application.setWebApplicationType(WebApplicationType.NONE);
		try (ConfigurableApplicationContext context = application.run(args)) {
			System.out
				.println("ring buffer capacity: " + context.getBean(LoggingPipeline.class).ringBuffer().capacity());
		}
	}

}
