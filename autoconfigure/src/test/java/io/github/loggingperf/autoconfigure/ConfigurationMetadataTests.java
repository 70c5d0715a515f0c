package io.github.loggingperf.autoconfigure;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;

import org.springframework.core.io.ClassPathResource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks the configuration metadata generated from {@link LoggingPerfProperties}: every
 * property has a description, which becomes the IDE's help text.
 */
class ConfigurationMetadataTests {

	@Test
	void everyPropertyHasADescription() throws IOException {
		List<Map<String, Object>> properties = properties();
		assertThat(properties).extracting((property) -> property.get("name"))
			.contains("logging-perf.async.enabled", "logging-perf.async.ring-buffer-size",
					"logging-perf.async.discard-threshold", "logging-perf.shutdown.timeout");
		assertThat(properties).allSatisfy(
				(property) -> assertThat(property.get("description")).as("description of %s", property.get("name"))
					.asString()
					.isNotBlank());
	}

	@Test
	void everyPropertyHasADefault() throws IOException {
		assertThat(properties()).allSatisfy((property) -> assertThat(property).as("default of %s", property.get("name"))
			.containsKey("defaultValue"));
	}

	private static List<Map<String, Object>> properties() throws IOException {
		try (InputStream metadata = new ClassPathResource("META-INF/spring-configuration-metadata.json")
			.getInputStream()) {
			return JsonPath.parse(metadata).read("$.properties[?(@.name =~ /logging-perf\\..*/)]");
		}
	}

}
