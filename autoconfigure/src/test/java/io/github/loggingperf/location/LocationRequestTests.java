package io.github.loggingperf.location;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.LocationRestartApplication;

import static org.assertj.core.api.Assertions.as;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

/**
 * Tests for {@link LocationRequest}: Spring Boot applications run one after the other in
 * one JVM ({@link LocationRestartApplication}, in a JVM of its own) each start in the
 * location state they configure, whatever the application before switched to at runtime.
 * The line each logs when it starts, before the auto-configuration exists, prints the
 * caller's location only when the application configures it on.
 */
class LocationRequestTests {

	private static final String STARTING = "Starting " + LocationRestartApplication.class.getSimpleName();

	private static final String LOCATION = "[StartupInfoLogger.logStarting:";

	@Test
	void applicationStartsInTheStateItConfiguresWhateverTheApplicationBeforeSwitchedTo() throws Exception {
		try (ChildJvm app = ChildJvm.start(LocationRestartApplication.class, List.of(), List.of(), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).as(app.output()).isZero();
			String output = app.output();
			assertThat(lines(output, LocationRestartApplication.AFTER_SWITCH)).as("switched off at runtime")
				.singleElement(as(STRING))
				.doesNotContain("[LocationRestartApplication.");
			List<String> starting = lines(output, STARTING);
			assertThat(starting).as(output).hasSize(3);
			assertThat(starting.get(0)).as("configured on").contains(LOCATION);
			assertThat(starting.get(1)).as("configured on, after one switched off").contains(LOCATION);
			assertThat(starting.get(2)).as("configured off, after one configured on").doesNotContain(LOCATION);
		}
	}

	private static List<String> lines(String output, String message) {
		return output.lines().filter((line) -> line.contains(message)).toList();
	}

}
