package io.github.loggingperf.location;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ApplicationContext;

/**
 * Location capture switched at runtime in a Spring Boot application that uses Spring
 * Boot's own Log4j configuration, with a console pattern whose location converters are
 * nested in {@code %clr{}}.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = LocationTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = "logging.pattern.console=%5p [%clr{%C{1}.%M:%L}{cyan}] %c - %m%n")
class LocationSwitchBootDefaultConfigurationTests {

	@Autowired
	ApplicationContext context;

	@AfterAll
	static void clearPattern() {
		System.clearProperty("CONSOLE_LOG_PATTERN");
	}

	@Test
	void locationIsSwitchedOffOnAndOff(CapturedOutput output) {
		new LocationSwitchBootChecks(this.context, output).switchOffOnOff("\\[LocationSwitchBootChecks\\.log:\\d+\\]");
	}

}
