package io.github.loggingperf.actuate.endpoint;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;

/**
 * One Spring Boot web application, on a random port, with the endpoint exposed over HTTP
 * and JMX and its writes opened, shared (through Spring's test context cache) by every
 * test class that needs no other configuration. Top talkers are off so that a test's log
 * storm does not change another test's responses.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(classes = EndpointTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf,loggers",
				"management.endpoint.loggingperf.access=unrestricted",
				"logging.group.payments=com.example.payments.gateway,com.example.payments.ledger",
				"logging.level.com.example.payments.ledger=WARN", "logging.level.org.apache.http.wire=DEBUG",
				"logging-perf.overrides.max-ttl=2h", "logging-perf.top-talkers.enabled=false",
				"spring.jmx.enabled=true", "management.endpoints.jmx.exposure.include=loggingperf",
				"management.endpoints.jmx.domain=logging-perf-test" })
@interface WritableEndpointTest {

}
