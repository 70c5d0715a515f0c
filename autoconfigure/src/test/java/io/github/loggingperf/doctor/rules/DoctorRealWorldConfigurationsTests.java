package io.github.loggingperf.doctor.rules;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.LoggingDoctor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Runs every rule of the {@link LoggingDoctor} over varied real-world configurations,
 * parsed and started by Log4j itself, and checks that it reports exactly what each one
 * has: no rule fails, nothing is missed, nothing is reported that is not there. Each run
 * is all-async with the starter's policy and production-like, no library of the noisy
 * loggers on the classpath.
 */
class DoctorRealWorldConfigurationsTests {

	private final LoggingDoctor doctor = new LoggingDoctor(() -> {
		throw new IllegalStateException("Examined through examine(DoctorContext)");
	}, DoctorRules.standard((name) -> false));

	@BeforeAll
	static void bootSystemProperties() {
		System.setProperty("LOG_FILE", "target/doctor-logs/boot.log");
	}

	@AfterAll
	static void clearBootSystemProperties() {
		System.clearProperty("LOG_FILE");
	}

	static Stream<Arguments> configurations() {
		return Stream.of(arguments("doctor/real-world/rolling-random-access.xml", List.of("console-and-file")),
				arguments("doctor/real-world/routing.xml", List.of()),
				arguments("doctor/real-world/failover.xml", List.of("immediate-flush")),
				arguments("doctor/real-world/json-template.xml", List.of("location-capture")),
				arguments("doctor/real-world/json-layout.xml", List.of()),
				arguments("doctor/real-world/lookups.xml", List.of("noisy-logger-debug")),
				arguments("doctor/real-world/log4j2-doctor.properties",
						List.of("console-and-file", "immediate-flush", "noisy-logger-debug", "root-debug")),
				arguments("doctor/real-world/log4j2-doctor.yaml", List.of("noisy-logger-debug")),
				arguments("doctor/real-world/log4j2-doctor.json", List.of("console-and-file", "immediate-flush")),
				arguments("doctor/real-world/messy-casing.xml",
						List.of("double-async", "immediate-flush", "location-capture", "root-debug")),
				arguments("doctor/real-world/incident-01.xml",
						List.of("async-appender-blocking", "console-and-file", "double-async", "immediate-flush",
								"location-capture", "root-debug")),
				arguments("doctor/real-world/incident-04-kafka.xml",
						List.of("async-appender-blocking", "double-async", "kafka-appender-unbatched")),
				arguments("doctor/real-world/selectors-and-filters.xml", List.of()),
				arguments("org/springframework/boot/logging/log4j2/log4j2-file.xml",
						List.of("console-and-file", "immediate-flush")),
				arguments("org/springframework/boot/logging/log4j2/log4j2.xml", List.of()));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("configurations")
	void reportsExactlyTheSmellsOfTheConfiguration(String resource, List<String> expectedIds) {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource(resource, true).productionLike("no terminal")) {
			List<Finding> findings = this.doctor.examine(loaded.snapshot());
			assertThat(findings).as(resource).extracting(Finding::id).containsExactlyInAnyOrderElementsOf(expectedIds);
			assertThat(findings).allSatisfy((finding) -> assertThat(finding.evidence()).isNotEmpty());
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("configurations")
	void withLocationCaptureSwitchedOffReportsTheSameSmellsButLocation(String resource, List<String> expectedIds) {
		try (LoadedConfiguration loaded = LoadedConfiguration.resource(resource, false).productionLike("no terminal")) {
			List<String> withoutLocation = expectedIds.stream().filter((id) -> !id.startsWith("location-")).toList();
			assertThat(this.doctor.examine(loaded.snapshot())).as(resource)
				.extracting(Finding::id)
				.containsExactlyInAnyOrderElementsOf(withoutLocation);
		}
	}

}
