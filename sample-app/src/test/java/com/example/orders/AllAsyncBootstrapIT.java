package com.example.orders;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The packaged sample app, started with {@code java -jar} and no flags, is all-async
 * because the starter is on its classpath, its interceptor registration is switched to
 * the path trie as the startup log says, and neither the JVM that runs the tests nor JDK
 * 25, started explicitly whatever JDK runs the build, prints a warning for it (the same
 * check finds the {@code sun.misc.Unsafe} warnings JDK 25 prints for Disruptor 3.4.4);
 * the documented opt-outs work and are reported by the logging doctor's startup WARN. Its
 * actuator is read by anyone and changed only by the operator whose user and password it
 * takes from the environment.
 */
class AllAsyncBootstrapIT {

	@Test
	void javaJarWithoutFlagsRunsAllLoggersOnTheDisruptor() throws Exception {
		try (SampleAppProcess app = SampleAppProcess.start(List.of(), List.of())) {
			assertThat(app.output()).contains("logging-perf: mode ALL_ASYNC, ring buffer 16384 slots")
				.doesNotContain("not-all-async");
			assertThat(app.output().lines().filter((line) -> line.contains("Path trie:"))).singleElement()
				.satisfies((line) -> assertThat(line).contains("PathPatternTrieHandlerMapping")
					.endsWith(" : Path trie: switched 1 of 1 path-mapped interceptor registrations"));
			assertThat(app.threadDump()).containsPattern("\"Log4j2-TF-\\d+-AsyncLogger\\[AsyncContext@");
			assertThat(app.get("/actuator/logging-perf").body()).contains("\"mode\":\"ALL_ASYNC\"")
				.contains("\"capacity\":16384");
			String change = "{\"discardThreshold\":\"WARN\",\"ttl\":\"PT30M\"}";
			assertThat(app.postJson("/actuator/logging-perf", change, null, null).statusCode()).isEqualTo(401);
			assertThat(app.postJson("/actuator/logging-perf", change, SampleAppProcess.ADMIN, "wrong").statusCode())
				.isEqualTo(401);
			assertThat(app.get("/actuator/logging-perf").body()).contains("\"discardThreshold\":\"INFO\"");
			HttpResponse<String> changed = app.postJson("/actuator/logging-perf", change);
			assertThat(changed.statusCode()).as(changed.body()).isEqualTo(200);
			assertThat(changed.body()).contains("\"discardThreshold\":\"WARN\"");
			// the audit line is logged asynchronously: the background thread writes it within its sleep time
			await().atMost(Duration.ofSeconds(5))
				.untilAsserted(() -> assertThat(app.output()).contains(
						"logging-perf: " + SampleAppProcess.ADMIN + " changed discardThreshold INFO -> WARN for PT30M"));
			HttpResponse<String> response = app.get("/demo/log?lines=7&level=INFO");
			assertThat(response.statusCode()).isEqualTo(200);
			assertThat(app.terminate()).isEqualTo(143);
			assertThat(app.logFile().lines().filter((line) -> line.contains("c.e.o.d.DemoLogController"))).hasSize(7);
			assertThat(jvmWarnings(app.output())).as("warnings of the JVM (Java %s)", Runtime.version().feature())
				.isEmpty();
		}
	}

	@Test
	void javaJarOnJdk25PrintsNoJvmWarning() throws Exception {
		Path java = jdk25Java();
		try (SampleAppProcess app = SampleAppProcess.start(java.toString(), List.of(), List.of())) {
			assertThat(app.output()).contains("Starting OrdersApplication using Java 25")
				.contains("logging-perf: mode ALL_ASYNC, ring buffer 16384 slots");
			assertThat(app.get("/demo/log?lines=7&level=INFO").statusCode()).isEqualTo(200);
			assertThat(app.terminate()).isEqualTo(143);
			assertThat(app.logFile().lines().filter((line) -> line.contains("c.e.o.d.DemoLogController"))).hasSize(7);
			assertThat(jvmWarnings(app.output())).as("warnings of the JVM (%s)", java).isEmpty();
		}
	}

	@Test
	void disruptor3OnJdk25PrintsTheUnsafeWarningsTheCheckLooksFor(@TempDir Path dir) throws Exception {
		Path java = jdk25Java();
		Path disruptor3 = Path.of(System.getProperty("disruptor3.jar"));
		Path program = Files.writeString(dir.resolve("TouchRingBuffer.java"), """
				public class TouchRingBuffer {
					public static void main(String[] args) {
						System.out.println("slots " + com.lmax.disruptor.RingBuffer.createMultiProducer(Object::new, 16)
							.getBufferSize());
					}
				}
				""");
		Process process = new ProcessBuilder(java.toString(), "-cp", disruptor3.toString(), program.toString())
			.redirectErrorStream(true)
			.start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
		assertThat(process.exitValue()).as(output).isZero();
		assertThat(output).contains("slots 16");
		assertThat(jvmWarnings(output)).as(output)
			.contains("WARNING: A terminally deprecated method in sun.misc.Unsafe has been called")
			.anyMatch((line) -> line.contains("com.lmax.disruptor.RingBufferFields"));
	}

	@Test
	void switchedOffBySystemPropertyStartsSynchronousAndSaysWhy() throws Exception {
		try (SampleAppProcess app = SampleAppProcess.start(List.of("-Dlogging-perf.async.enabled=false"), List.of())) {
			assertThat(app.output())
				.contains("CRITICAL not-all-async: Loggers are not all asynchronous (SYNC) "
						+ "[mode SYNC; reason: all-async logging is switched off by logging-perf.async.enabled=false")
				.contains("logging-perf: mode SYNC, ring buffer 0 slots");
			assertThat(app.get("/demo/log?lines=1").statusCode()).isEqualTo(200);
			assertThat(app.threadDump()).doesNotContain("AsyncLogger[");
		}
	}

	@Test
	void contextSelectorOverriddenByTheUserWinsAndIsNamedInTheWarning() throws Exception {
		String selector = "org.apache.logging.log4j.core.selector.BasicContextSelector";
		try (SampleAppProcess app = SampleAppProcess.start(List.of("-Dlog4j2.contextSelector=" + selector),
				List.of())) {
			assertThat(app.output()).contains("CRITICAL not-all-async: Loggers are not all asynchronous (SYNC) "
					+ "[mode SYNC; reason: log4j2.contextSelector is set to '" + selector + "'");
			assertThat(app.isAlive()).isTrue();
		}
	}

	@Test
	void ringBufferSizeFromTheEnvironmentSizesTheRing() throws Exception {
		try (SampleAppProcess app = SampleAppProcess.start(List.of("-Dlogging-perf.async.ring-buffer-size=2048"),
				List.of())) {
			assertThat(app.output()).contains("logging-perf: mode ALL_ASYNC, ring buffer 2048 slots");
		}
	}

	@Test
	void ringBufferSizeInApplicationPropertiesFailsStartupWithTheFix() throws Exception {
		try (SampleAppProcess app = SampleAppProcess.start(List.of(),
				List.of("--logging-perf.async.ring-buffer-size=4096"))) {
			assertThat(app.output()).contains("APPLICATION FAILED TO START")
				.contains("logging-perf.async.ring-buffer-size")
				.contains("-Dlogging-perf.async.ring-buffer-size=4096")
				.contains("LOGGINGPERF_ASYNC_RINGBUFFERSIZE=4096");
			assertThat(app.terminate()).isNotZero();
		}
	}

	private static List<String> jvmWarnings(String output) {
		return output.lines().filter((line) -> line.startsWith("WARNING:") || line.contains("VM warning:")).toList();
	}

	private static Path jdk25Java() {
		Path java = Path.of(System.getProperty("jdk25.home", "/usr/lib/jvm/temurin-25-jdk-amd64"), "bin", "java");
		assumeTrue(Files.isExecutable(java), () -> "JDK 25 not found at " + java + " (.ci/run requires it)");
		return java;
	}

}
