package io.github.loggingperf.log4j2;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import org.jspecify.annotations.Nullable;

/**
 * The values an application writes in its own {@code application.properties} and
 * {@code application.yml} (or {@code .yaml}) at Spring Boot's default locations
 * ({@code classpath:/}, {@code classpath:/config/}, {@code file:./},
 * {@code file:./config/}), read before Spring exists, when Log4j starts.
 * <p>
 * Later locations override earlier ones and, in one location, {@code .properties}
 * overrides YAML, as in Spring Boot. YAML documents activated by a profile or cloud
 * platform ({@code spring.config.activate.*}) are skipped, and nothing is read when
 * {@code spring.config.name} or {@code spring.config.location} is set: Spring Boot's full
 * {@code Environment} decides those, and the starter checks at startup that it agrees.
 * Keys are compared in relaxed form (case, {@code -} and {@code _} ignored). Files are
 * read with {@code java.util.Properties} and SnakeYAML only: Spring's property sources
 * create a commons-logging logger, which would call into Log4j while it initialises.
 *
 * @author logging-perf
 */
final class ApplicationConfigFiles {

	private static final String[] EXTENSIONS = { "yml", "yaml", "properties" };

	private final ClassLoader classLoader;

	private final Path workingDirectory;

	ApplicationConfigFiles(ClassLoader classLoader, Path workingDirectory) {
		this.classLoader = classLoader;
		this.workingDirectory = workingDirectory;
	}

	/**
	 * Return the value of a property in the application's own configuration files.
	 * @param name the property name in canonical form
	 * @return the value, or {@code null} if none of the files sets it or they cannot be
	 * read
	 */
	@Nullable String get(String name) {
		String key = relaxed(name);
		String value = null;
		for (String location : List.of("", "config/")) {
			for (String extension : EXTENSIONS) {
				String found = read(classpathContent(location + "application." + extension), extension, key);
				value = (found != null) ? found : value;
			}
		}
		for (String location : List.of("", "config/")) {
			for (String extension : EXTENSIONS) {
				String found = read(fileContent(this.workingDirectory.resolve(location + "application." + extension)),
						extension, key);
				value = (found != null) ? found : value;
			}
		}
		return value;
	}

	private @Nullable String classpathContent(String resource) {
		URL url = this.classLoader.getResource(resource);
		if (url == null) {
			return null;
		}
		try (InputStream input = url.openStream()) {
			return new String(input.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			return null;
		}
	}

	private @Nullable String fileContent(Path file) {
		try {
			return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
		}
		catch (IOException ex) {
			return null;
		}
	}

	private @Nullable String read(@Nullable String content, String extension, String key) {
		if (content == null) {
			return null;
		}
		try {
			return extension.equals("properties") ? fromProperties(content, key) : fromYaml(content, key);
		}
		catch (IOException | RuntimeException | LinkageError ex) {
			return null;
		}
	}

	private @Nullable String fromProperties(String content, String key) throws IOException {
		String value = null;
		for (String document : content.split("(?m)^[#!]---\\s*$")) {
			Properties properties = new Properties();
			try (Reader reader = new StringReader(document)) {
				properties.load(reader);
			}
			Map<String, String> flat = new HashMap<>();
			properties.forEach((name, documentValue) -> flat.put(relaxed(name.toString()), documentValue.toString()));
			value = fromDocument(flat, key, value);
		}
		return value;
	}

	private @Nullable String fromYaml(String content, String key) {
		if (!isSnakeYamlPresent()) {
			return null;
		}
		String value = null;
		for (Object document : YamlDocuments.load(content)) {
			Map<String, String> flat = new HashMap<>();
			flatten("", document, flat);
			value = fromDocument(flat, key, value);
		}
		return value;
	}

	private @Nullable String fromDocument(Map<String, String> document, String key, @Nullable String value) {
		if (document.keySet().stream().anyMatch((name) -> name.startsWith("spring.config.activate."))) {
			return value;
		}
		return document.getOrDefault(key, value);
	}

	private void flatten(String prefix, @Nullable Object node, Map<String, String> flat) {
		if (node instanceof Map<?, ?> map) {
			map.forEach((name, child) -> flatten(prefix + relaxed(String.valueOf(name)) + ".", child, flat));
		}
		else if (node != null && !(node instanceof List<?>) && !prefix.isEmpty()) {
			flat.put(prefix.substring(0, prefix.length() - 1), node.toString());
		}
	}

	private boolean isSnakeYamlPresent() {
		try {
			Class.forName("org.yaml.snakeyaml.Yaml", false, ApplicationConfigFiles.class.getClassLoader());
			return true;
		}
		catch (ClassNotFoundException | LinkageError ex) {
			return false;
		}
	}

	static boolean isConfigLocationCustomized() {
		List<String> names = new ArrayList<>();
		for (String property : List.of("spring.config.name", "spring.config.location")) {
			names.add(property);
			names.add(property.replace('.', '_').toUpperCase(Locale.ROOT));
		}
		return names.stream().anyMatch((name) -> System.getProperty(name) != null || System.getenv(name) != null);
	}

	private static String relaxed(String name) {
		return name.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
	}

}
