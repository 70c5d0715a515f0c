package com.example.consumercheck;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A notes service that adds logging-perf as the README's Quick start says.
 */
@SpringBootApplication
public class ConsumerCheckApplication {

	public static void main(String[] args) {
		SpringApplication.run(ConsumerCheckApplication.class, args);
	}

}
