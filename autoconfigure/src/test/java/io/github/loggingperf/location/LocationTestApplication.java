package io.github.loggingperf.location;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/**
 * Application for the tests that switch location capture in a Spring Boot application.
 */
@SpringBootConfiguration(proxyBeanMethods = false)
@EnableAutoConfiguration
class LocationTestApplication {

}
