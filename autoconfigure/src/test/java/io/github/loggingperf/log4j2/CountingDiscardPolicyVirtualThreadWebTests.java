package io.github.loggingperf.log4j2;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.io.TempDir;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.VirtualThreadWebApplication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The full-ring path of {@link CountingDiscardPolicy} in a Spring Boot web application on
 * Tomcat with {@code spring.threads.virtual.enabled=true}, started in its own JVM with a
 * ring of 128 slots and a slow appender that writes under a monitor: many concurrent HTTP
 * requests, each on a virtual thread, log INFO and WARN. Every request completes, every
 * WARN is written (some by the request threads themselves), every INFO is written or
 * discarded and counted. A JFR recording of {@code jdk.VirtualThreadPinned} events
 * (threshold 0) shows, on JDK 24 and later, that no request thread pinned its carrier
 * while it wrote under the appender's monitor. Runs on JDK 21 and later.
 */
@EnabledForJreRange(min = JRE.JAVA_21)
class CountingDiscardPolicyVirtualThreadWebTests {

	private static final int REQUESTS = 200;

	private static final int EVENTS_PER_REQUEST = 50;

	private static final String APPENDER_DELAY_MICROS = "500";

	private final HttpClient client = HttpClient.newHttpClient();

	@Test
	void fullRingWhenRequestsRunOnVirtualThreadsShouldCompleteEveryRequestAndAccountForEveryEvent(@TempDir Path temp)
			throws Exception {
		Path file = temp.resolve("storm.log");
		Path recording = temp.resolve("pinned.jfr");
		int port = freePort();
		try (ChildJvm app = ChildJvm.start(VirtualThreadWebApplication.class, List.of(),
				List.of("-Dlogging-perf.async.ring-buffer-size=128",
						"-XX:StartFlightRecording=filename=" + recording
								+ ",jdk.VirtualThreadPinned#enabled=true,jdk.VirtualThreadPinned#threshold=0ms,"
								+ "jdk.VirtualThreadPinned#stackTrace=true"),
				List.of(file.toString(), APPENDER_DELAY_MICROS, "--server.port=" + port,
						"--spring.threads.virtual.enabled=true", "--spring.main.banner-mode=off",
						"--management.endpoints.web.exposure.include=loggingperf",
						"--logging-perf.top-talkers.enabled=false"))) {
			app.awaitOutput("READY", Duration.ofMinutes(2));
			assertThat(get(port, "/storm?events=0").statusCode()).as(app.output()).isEqualTo(200);
			DocumentContext before = pipeline(port);
			assertThat(before.read("$.ringBuffer.capacity", Long.class)).isEqualTo(128);
			List<CompletableFuture<HttpResponse<String>>> requests = new ArrayList<>();
			for (int i = 0; i < REQUESTS; i++) {
				requests.add(this.client.sendAsync(request(port, "/storm?events=" + EVENTS_PER_REQUEST),
						HttpResponse.BodyHandlers.ofString()));
			}
			CompletableFuture.allOf(requests.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);
			long warn = 0;
			long info = 0;
			for (CompletableFuture<HttpResponse<String>> request : requests) {
				HttpResponse<String> response = request.get();
				assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
				DocumentContext json = JsonPath.parse(response.body());
				assertThat(json.read("$.virtual", Boolean.class)).as("request ran on a virtual thread").isTrue();
				warn += json.read("$.warn", Long.class);
				info += json.read("$.info", Long.class);
			}
			assertThat(warn + info).isEqualTo((long) REQUESTS * EVENTS_PER_REQUEST);
			long loggedWarn = warn;
			long loggedInfo = info;
			await().atMost(Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(200)).untilAsserted(() -> {
				List<String> lines = Files.readAllLines(file);
				DocumentContext after = pipeline(port);
				assertThat(after.read("$.ringBuffer.used", Long.class)).isZero();
				assertThat(written(lines, "WARN-event")).isEqualTo(loggedWarn);
				assertThat(written(lines, "INFO-event") + discarded(after, "INFO") - discarded(before, "INFO"))
					.isEqualTo(loggedInfo);
			});
			DocumentContext after = pipeline(port);
			List<String> lines = Files.readAllLines(file);
			assertThat(discarded(after, "WARN")).isEqualTo(discarded(before, "WARN"));
			assertThat(discarded(after, "INFO") - discarded(before, "INFO")).as("the ring was full").isPositive();
			assertThat(lines).as("WARN written by the request's virtual thread on the full ring")
				.anyMatch((line) -> line.startsWith("virtual WARN-event"));
			app.terminate();
			app.awaitExit(Duration.ofMinutes(2));
		}
		List<RecordedEvent> pinned = RecordingFile.readAllEvents(recording)
			.stream()
			.filter((event) -> event.getEventType().getName().equals("jdk.VirtualThreadPinned"))
			.toList();
		List<RecordedEvent> pinnedInAppender = pinned.stream().filter(this::inSlowAppender).toList();
		if (Runtime.version().feature() >= 24) {
			assertThat(pinnedInAppender)
				.as("JEP 491: blocked in a monitor, a virtual thread unmounts (%d pinned " + "events in all)",
						pinned.size())
				.isEmpty();
		}
	}

	private boolean inSlowAppender(RecordedEvent event) {
		RecordedStackTrace stackTrace = event.getStackTrace();
		return stackTrace != null && stackTrace.getFrames()
			.stream()
			.anyMatch((frame) -> frame.getMethod().getType().getName().endsWith(".SlowFileAppender"));
	}

	private static long written(List<String> lines, String marker) {
		return lines.stream().filter((line) -> line.contains(" " + marker + " ")).count();
	}

	private static long discarded(DocumentContext pipeline, String level) {
		return pipeline.read("$.discarded." + level, Long.class);
	}

	private DocumentContext pipeline(int port) throws IOException, InterruptedException {
		HttpResponse<String> response = get(port, "/actuator/logging-perf");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return JsonPath.parse(response.body());
	}

	private HttpResponse<String> get(int port, String path) throws IOException, InterruptedException {
		return this.client.send(request(port, path), HttpResponse.BodyHandlers.ofString());
	}

	private static HttpRequest request(int port, String path) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build();
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

}
