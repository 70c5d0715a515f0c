package io.github.loggingperf.autoconfigure;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.core.io.ClassPathResource;
import org.springframework.util.ClassUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks the value hints of the configuration metadata: every enumerated logging-perf
 * property offers exactly the values that startup accepts.
 */
class ConfigurationMetadataHintsTests {

	@Test
	void everyEnumeratedPropertyShouldHintExactlyTheAcceptedValues() throws Exception {
		List<Map<String, Object>> enumerated = new ArrayList<>();
		List<Map<String, Object>> properties = read("$.properties[?(@.name =~ /logging-perf\\..*/)]");
		for (Map<String, Object> property : properties) {
			String typeName = property.get("type").toString().replaceAll("<.*>", "");
			Class<?> type = ClassUtils.resolveClassName(typeName, null);
			if (type.isEnum()) {
				enumerated.add(property);
				String name = property.get("name").toString();
				assertThat(hintedValues(name)).as("hinted values of %s", name)
					.containsExactlyElementsOf(acceptedValues(name, type));
			}
		}
		assertThat(enumerated).extracting((property) -> property.get("name"))
			.contains("logging-perf.async.discard-threshold");
	}

	private List<String> hintedValues(String name) throws IOException {
		List<Object> values = read("$.hints[?(@.name == '" + name + "')].values[*].value");
		return values.stream().map((value) -> value.toString().toUpperCase(Locale.ROOT)).toList();
	}

	private List<String> acceptedValues(String name, Class<?> type) {
		List<String> accepted = new ArrayList<>();
		for (Object constant : type.getEnumConstants()) {
			String value = ((Enum<?>) constant).name();
			Binder binder = new Binder(new MapConfigurationPropertySource(Map.of(name, value)));
			try {
				binder.bind("logging-perf", LoggingPerfProperties.class);
				accepted.add(value);
			}
			catch (RuntimeException ex) {
				// rejected at startup: must not be offered
			}
		}
		return accepted;
	}

	private static <T> T read(String path) throws IOException {
		try (InputStream metadata = new ClassPathResource("META-INF/spring-configuration-metadata.json")
			.getInputStream()) {
			return JsonPath.parse(metadata).read(path);
		}
	}

}
