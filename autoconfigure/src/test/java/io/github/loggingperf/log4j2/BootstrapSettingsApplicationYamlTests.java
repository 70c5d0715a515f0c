package io.github.loggingperf.log4j2;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.RingBufferSizeApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link BootstrapSettings} in an application started in its own JVM:
 * {@code logging-perf.async.ring-buffer-size} written in the application's own
 * {@code application.yml} sizes the ring buffer, and a value that only a profile or an
 * imported file ({@code spring.config.import}) sets still stops startup with a clear
 * message.
 */
class BootstrapSettingsApplicationYamlTests {

	@TempDir
	Path classes;

	@Test
	void startWhenRingBufferSizeInApplicationYamlShouldSizeTheRingBuffer() throws Exception {
		Files.writeString(this.classes.resolve("application.yml"),
				"logging-perf:\n  async:\n    ring-buffer-size: 4096\n");
		try (ChildJvm app = ChildJvm.start(RingBufferSizeApplication.class, List.of(this.classes), List.of(),
				List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).as(app.output()).isZero();
			assertThat(app.output()).contains("ring buffer capacity: 4096");
		}
	}

	@Test
	void startWhenRingBufferSizeOnlyInProfileShouldFailWithClearMessage() throws Exception {
		Files.writeString(this.classes.resolve("application.yml"), "logging-perf.async.ring-buffer-size: 4096\n---\n"
				+ "spring.config.activate.on-profile: big\nlogging-perf.async.ring-buffer-size: 8192\n");
		try (ChildJvm app = ChildJvm.start(RingBufferSizeApplication.class, List.of(this.classes), List.of(),
				List.of("--spring.profiles.active=big"))) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			assertThat(app.output()).contains("logging-perf.async.ring-buffer-size")
				.contains("before Spring Boot knows the active profiles")
				.doesNotContain("ring buffer capacity:");
		}
	}

	@Test
	void startWhenRingBufferSizeOnlyInImportedFileShouldFailWithClearMessage() throws Exception {
		Files.writeString(this.classes.resolve("application.yml"), "spring.config.import: classpath:ring.yml\n");
		Files.writeString(this.classes.resolve("ring.yml"), "logging-perf.async.ring-buffer-size: 8192\n");
		try (ChildJvm app = ChildJvm.start(RingBufferSizeApplication.class, List.of(this.classes), List.of(),
				List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			assertThat(app.output()).contains("APPLICATION FAILED TO START")
				.contains("logging-perf.async.ring-buffer-size")
				.contains("Invalid value '8192'")
				.contains("imported configuration")
				.contains("-Dlogging-perf.async.ring-buffer-size=8192")
				.doesNotContain("ring buffer capacity:");
		}
	}

}
