package io.github.loggingperf.log4j2;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ApplicationConfigFiles}.
 */
class ApplicationConfigFilesTests {

	private static final String NAME = "logging-perf.async.ring-buffer-size";

	@TempDir
	Path temp;

	private Path classpath;

	private Path workingDirectory;

	@BeforeEach
	void createDirectories() throws IOException {
		this.classpath = Files.createDirectories(this.temp.resolve("classes/config"));
		this.classpath = this.classpath.getParent();
		this.workingDirectory = Files.createDirectories(this.temp.resolve("work/config")).getParent();
	}

	@Test
	void getWhenNoFileShouldBeNull() throws IOException {
		assertThat(get()).isNull();
	}

	@Test
	void getWhenNestedYamlShouldReadIt() throws IOException {
		write(this.classpath, "application.yml", "logging-perf:\n  async:\n    ring-buffer-size: 4096\n");
		assertThat(get()).isEqualTo("4096");
	}

	@Test
	void getWhenRelaxedNamesShouldReadThem() throws IOException {
		write(this.classpath, "application.yaml", "loggingPerf.async:\n  ringBufferSize: 2048\n");
		assertThat(get()).isEqualTo("2048");
	}

	@Test
	void getWhenProfileDocumentShouldIgnoreIt() throws IOException {
		write(this.classpath, "application.yml", "logging-perf.async.ring-buffer-size: 4096\n---\n"
				+ "spring.config.activate.on-profile: big\nlogging-perf.async.ring-buffer-size: 65536\n");
		assertThat(get()).isEqualTo("4096");
	}

	@Test
	void getWhenPropertiesAndYamlInOneLocationShouldPreferProperties() throws IOException {
		write(this.classpath, "application.yml", "logging-perf.async.ring-buffer-size: 4096\n");
		write(this.classpath, "application.properties", "logging-perf.async.ring-buffer-size=8192\n");
		assertThat(get()).isEqualTo("8192");
	}

	@Test
	void getWhenSeveralLocationsShouldPreferTheLastOneSpringBootReads() throws IOException {
		write(this.classpath, "application.properties", "logging-perf.async.ring-buffer-size=1024\n");
		write(this.classpath, "config/application.yml", "logging-perf.async.ring-buffer-size: 2048\n");
		assertThat(get()).isEqualTo("2048");
		write(this.workingDirectory, "application.properties", "logging-perf.async.ring-buffer-size=4096\n");
		assertThat(get()).isEqualTo("4096");
		write(this.workingDirectory, "config/application.yml", "logging-perf.async.ring-buffer-size: 8192\n");
		assertThat(get()).isEqualTo("8192");
	}

	@Test
	void getWhenMultiDocumentPropertiesShouldSkipActivatedDocuments() throws IOException {
		write(this.classpath, "application.properties", "logging-perf.async.ring-buffer-size=1024\n#---\n"
				+ "spring.config.activate.on-profile=big\nlogging-perf.async.ring-buffer-size=65536\n");
		assertThat(get()).isEqualTo("1024");
	}

	@Test
	void getWhenFileIsMalformedShouldIgnoreIt() throws IOException {
		write(this.classpath, "application.properties", "logging-perf.async.ring-buffer-size=1024\n");
		write(this.classpath, "config/application.yml", "logging-perf: [unclosed\n");
		assertThat(get()).isEqualTo("1024");
	}

	private String get() throws IOException {
		try (URLClassLoader classLoader = new URLClassLoader(new URL[] { this.classpath.toUri().toURL() }, null)) {
			return new ApplicationConfigFiles(classLoader, this.workingDirectory).get(NAME);
		}
	}

	private void write(Path directory, String name, String content) throws IOException {
		Files.writeString(directory.resolve(name), content);
	}

}
