package io.github.loggingperf.testapp;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * Child-JVM application that prints the message factory of its loggers, then logs an
 * event whose argument it changes right after the call, and exits.
 */
@Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class MessageFactoryApplication {

	public static void main(String[] args) {
		SpringApplication application = new SpringApplication(MessageFactoryApplication.class);
		application.setWebApplicationType(WebApplicationType.NONE);
		try (ConfigurableApplicationContext context = application.run(args)) {
			Logger logger = LogManager.getLogger(MessageFactoryApplication.class);
			System.out.println("message factory: " + logger.getMessageFactory().getClass().getName());
			StringBuilder argument = new StringBuilder("as logged");
			logger.info("argument {} and {}", argument, 42);
			argument.setLength(0);
			argument.append("changed after the call");
		}
	}

}
