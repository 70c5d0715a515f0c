package io.github.loggingperf.location;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ApplicationContext;
import io.github.loggingperf.testsupport.CapturingAppender;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Location capture switched at runtime in a Spring Boot application configured with a
 * {@code log4j2-spring.xml} (Spring Boot's extensions, such as {@code <SpringProfile>},
 * work), whose console pattern has its location converters nested in
 * {@code %highlight{}}.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = LocationTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE,
		properties = "logging.config=classpath:location/log4j2-spring.xml")
class LocationSwitchSpringConfigurationTests {

	@Autowired
	ApplicationContext context;

	@BeforeEach
	void clearCaptured() {
		CapturingAppender.clear();
	}

	@Test
	void locationIsSwitchedOffOnAndOff(CapturedOutput output) {
		new LocationSwitchBootChecks(this.context, output).switchOffOnOff("LocationSwitchBootChecks\\.log:\\d+");
		assertThat(CapturingAppender.events("capturing")).filteredOn((event) -> event.text().startsWith("message"))
			.isNotEmpty()
			.allSatisfy((event) -> assertThat(event.source() != null).as(event.text())
				.isEqualTo(event.text().equals("message 4")));
	}

}
