package com.example.orders;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged sample app with the real jars of {@code spring-boot-starter-logging} added
 * to {@code BOOT-INF/lib}, as when a user keeps them, started with {@code java -jar}:
 * whichever order the jar's classpath index gives them, the user sees the starter's
 * report with the exclusion to add, and the application stops.
 */
class StarterLoggingConflictIT {

	private static final String HEADLINE = "logging-perf: spring-boot-starter-logging is on the classpath";

	private static final String LIB = "BOOT-INF/lib/";

	private static final String INDEX = "BOOT-INF/classpath.idx";

	private static final String LOG4J_ERROR = "Caused by: org.apache.logging.log4j.LoggingException: "
			+ "log4j-slf4j2-impl cannot be present with log4j-to-slf4j";

	@Test
	void starterLoggingLastInTheJarPrintsTheReportBeforeLog4jFails(@TempDir Path dir) throws Exception {
		Path jar = withStarterLogging(dir.resolve("last.jar"), false);
		try (SampleAppProcess app = SampleAppProcess.start(javaCommand(), jar, List.of(), List.of())) {
			assertThat(app.isAlive()).isFalse();
			assertThat(app.terminate()).isOne();
			String output = app.output();
			assertReportedOnce(output);
			assertThat(output).contains("LoggingException: log4j-slf4j2-impl cannot be present with log4j-to-slf4j")
				.doesNotContain("Started OrdersApplication");
			assertThat(output.indexOf(HEADLINE)).isLessThan(output.indexOf("LoggingException"));
		}
	}

	@Test
	void starterLoggingFirstInTheJarPrintsTheReportAndStopsInTheCheck(@TempDir Path dir) throws Exception {
		Path jar = withStarterLogging(dir.resolve("first.jar"), true);
		try (SampleAppProcess app = SampleAppProcess.start(javaCommand(), jar, List.of(), List.of())) {
			assertThat(app.isAlive()).isFalse();
			assertThat(app.terminate()).isOne();
			String output = app.output();
			assertReportedOnce(output);
			assertThat(output).contains("APPLICATION FAILED TO START")
				.contains("Follow the logging-perf report printed above")
				.doesNotContain(LOG4J_ERROR)
				.doesNotContain("Started OrdersApplication");
		}
	}

	private static void assertReportedOnce(String output) throws IOException {
		assertThat(output).containsOnlyOnce(HEADLINE)
			.containsOnlyOnce("<artifactId>spring-boot-starter</artifactId>")
			.containsOnlyOnce("<artifactId>spring-boot-starter-logging</artifactId>")
			.containsOnlyOnce("exclude group: 'org.springframework.boot', module: 'spring-boot-starter-logging'");
		for (Path library : starterLoggingJars()) {
			String name = library.getFileName().toString();
			if (!name.startsWith("logback-core")) {
				assertThat(output).contains("!" + LIB + name + "!/");
			}
		}
	}

	/**
	 * Copy the packaged sample app and add the jars of spring-boot-starter-logging to its
	 * libraries, stored uncompressed as Spring Boot's loader needs them. A packaged jar's
	 * class path follows the order of its entries (the classpath index only orders
	 * exploded jars), so they are written before or after the app's libraries; the index
	 * lists them in the same place.
	 * @param target the jar to write
	 * @param first whether they come before the app's libraries
	 * @return the jar
	 */
	private static Path withStarterLogging(Path target, boolean first) throws IOException {
		List<Path> added = starterLoggingJars();
		List<String> addedIndex = added.stream().map((library) -> "- \"" + LIB + library.getFileName() + "\"").toList();
		try (ZipFile source = new ZipFile(System.getProperty("sampleApp.jar"));
				ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(target))) {
			boolean written = false;
			for (ZipEntry entry : Collections.list(source.entries())) {
				if (!written && (first ? entry.getName().startsWith(LIB) && !entry.isDirectory()
						: entry.getName().equals(INDEX))) {
					for (Path library : added) {
						writeStored(out, LIB + library.getFileName(), Files.readAllBytes(library));
					}
					written = true;
				}
				try (InputStream in = source.getInputStream(entry)) {
					if (entry.getName().equals(INDEX)) {
						List<String> index = new ArrayList<>(
								new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
						index.addAll(first ? 0 : index.size(), addedIndex);
						writeStored(out, INDEX, (String.join("\n", index) + "\n").getBytes(StandardCharsets.UTF_8));
					}
					else {
						ZipEntry copy = new ZipEntry(entry);
						copy.setCompressedSize(-1);
						out.putNextEntry(copy);
						in.transferTo(out);
					}
				}
			}
			assertThat(written).as("libraries added to %s", target).isTrue();
		}
		return target;
	}

	private static void writeStored(ZipOutputStream out, String name, byte[] content) throws IOException {
		CRC32 crc = new CRC32();
		crc.update(content);
		ZipEntry entry = new ZipEntry(name);
		entry.setMethod(ZipEntry.STORED);
		entry.setSize(content.length);
		entry.setCrc(crc.getValue());
		out.putNextEntry(entry);
		out.write(content);
		out.closeEntry();
	}

	private static List<Path> starterLoggingJars() throws IOException {
		try (Stream<Path> jars = Files.list(Path.of(System.getProperty("spring-boot-starter-logging.jars")))) {
			List<Path> found = jars.sorted().toList();
			assertThat(found).hasSize(4);
			return found;
		}
	}

	private static String javaCommand() {
		return ProcessHandle.current().info().command().orElse("java");
	}

}
