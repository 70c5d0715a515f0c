package io.github.loggingperf.metrics;

import java.util.Arrays;

import io.micrometer.core.instrument.Meter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Assertions that a registered meter is the one {@link LoggingPerfMeter} defines.
 */
final class MeterDefinitions {

	private MeterDefinitions() {
	}

	static void assertMatchesItsDefinition(Meter meter) {
		Meter.Id id = meter.getId();
		LoggingPerfMeter definition = Arrays.stream(LoggingPerfMeter.values())
			.filter((candidate) -> candidate.getName().equals(id.getName()))
			.findFirst()
			.orElseThrow(() -> new AssertionError("No definition for '" + id.getName() + "'"));
		assertThat(id.getType()).as(id.getName()).isEqualTo(definition.getType());
		assertThat(id.getBaseUnit()).as(id.getName()).isEqualTo(definition.getBaseUnit());
		assertThat(id.getDescription()).as(id.getName()).isEqualTo(definition.getDescription());
		assertThat(id.getTags()).as(id.getName())
			.extracting((tag) -> tag.getKey())
			.containsExactlyElementsOf(definition.getTagKeys());
	}

}
