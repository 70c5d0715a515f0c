package io.github.loggingperf.location;

import java.beans.PropertyChangeListener;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import io.github.loggingperf.LoggingPipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code logging-perf.location.enabled=true} in the application's properties: Spring Boot
 * already loads its Log4j configuration with location capture on.
 */
@SpringBootTest(classes = LocationTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = { "logging.config=classpath:location/log4j2-spring.xml", "logging-perf.location.enabled=true" })
class LocationSwitchStartupStateTests {

	@Autowired
	LoggingPipeline pipeline;

	@AfterEach
	void switchOffForTheNextTests() {
		this.pipeline.setLocationEnabled(false);
	}

	@Test
	void locationCaptureStartsOnWithoutAnotherReload() {
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		AtomicInteger reloads = new AtomicInteger();
		PropertyChangeListener listener = (event) -> reloads.incrementAndGet();
		context.addPropertyChangeListener(listener);
		try {
			assertThat(this.pipeline.locationEnabled()).isTrue();
			assertThat(this.pipeline.loggersCapturingLocation()).contains("ROOT");
			this.pipeline.setLocationEnabled(true);
			assertThat(reloads).as("already on, nothing reloaded").hasValue(0);
		}
		finally {
			context.removePropertyChangeListener(listener);
		}
	}

}
