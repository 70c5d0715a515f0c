package io.github.loggingperf.autoconfigure;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;

import org.springframework.core.io.ClassPathResource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks that the property table in {@code docs/configuration.md} is the one the
 * generated configuration metadata gives, row for row.
 */
class ConfigurationPropertiesDocumentationTests {

	@Test
	void propertyTableMatchesTheGeneratedMetadata() throws IOException {
		List<String> documented = Files.readAllLines(Path.of("../docs/configuration.md"))
			.stream()
			.filter((line) -> line.matches("\\| `logging-perf\\.[a-z.-]+` \\|.*"))
			.toList();
		assertThat(documented).containsExactlyElementsOf(expectedRows());
	}

	private static List<String> expectedRows() throws IOException {
		try (InputStream metadata = new ClassPathResource("META-INF/spring-configuration-metadata.json")
			.getInputStream()) {
			List<Map<String, Object>> properties = JsonPath.parse(metadata)
				.read("$.properties[?(@.name =~ /logging-perf\\..*/)]");
			return properties.stream()
				.sorted((a, b) -> a.get("name").toString().compareTo(b.get("name").toString()))
				.map((property) -> "| `" + property.get("name") + "` | `" + property.get("defaultValue") + "` | "
						+ property.get("description") + " |")
				.toList();
		}
	}

}
