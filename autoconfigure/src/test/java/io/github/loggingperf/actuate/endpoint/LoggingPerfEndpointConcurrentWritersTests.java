package io.github.loggingperf.actuate.endpoint;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testapp.TestLoggers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * 50 concurrent writers over real HTTP for 60 seconds against a ring buffer kept full by
 * a slow appender: no deadlock, no exception, a consistent state afterwards, and exactly
 * one audit event for every accepted change.
 */
@SpringBootTest(classes = { EndpointTestApplication.class, ChangeAuditCounter.class },
		webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-entries=1000",
				"server.tomcat.threads.max=64" })
class LoggingPerfEndpointConcurrentWritersTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final int WRITERS = 50;

	private static final int PRODUCERS = 2;

	private static final Duration RUN = Duration.ofSeconds(60);

	private static final String[] THRESHOLDS = { "INFO", "WARN", "ERROR" };

	@LocalServerPort
	int port;

	@Autowired
	LoggingPipeline pipeline;

	@Autowired
	LoggerLevelOverrides overrides;

	@Autowired
	RuntimeSwitches switches;

	@Autowired
	LoggingSystem loggingSystem;

	@Autowired
	ChangeAuditCounter audit;

	private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	@Test
	void fiftyWritersAgainstAFullRingForAMinuteShouldStayConsistentAndAuditEveryChange() throws Exception {
		SlowAppender appender = new SlowAppender();
		TestLoggers.addLogger((LoggerContext) LogManager.getContext(false), "com.example.flood", appender);
		Logger flood = LogManager.getLogger("com.example.flood");
		long discardedBefore = this.pipeline.discarded().total();
		AtomicBoolean running = new AtomicBoolean(true);
		AtomicBoolean ringSeenFull = new AtomicBoolean();
		List<CompletableFuture<Void>> producers = new ArrayList<>();
		for (int p = 0; p < PRODUCERS; p++) {
			producers.add(CompletableFuture.runAsync(() -> {
				for (long i = 0; running.get(); i++) {
					flood.info("flood {}", i);
					if (this.pipeline.ringBuffer().remaining() == 0) {
						ringSeenFull.set(true);
						LockSupport.parkNanos(20_000);
					}
				}
			}, daemon("producer-" + p)));
		}
		Map<Integer, LongAdder> accepted = new ConcurrentHashMap<>();
		List<String> unexpected = new java.util.concurrent.CopyOnWriteArrayList<>();
		Instant end = Instant.now().plus(RUN);
		List<CompletableFuture<Void>> writers = new ArrayList<>();
		for (int w = 0; w < WRITERS; w++) {
			int writer = w;
			writers
				.add(CompletableFuture.runAsync(() -> write(writer, end, accepted, unexpected), daemon("writer-" + w)));
		}
		CompletableFuture.allOf(writers.toArray(CompletableFuture[]::new)).get(RUN.toSeconds() + 120, TimeUnit.SECONDS);
		running.set(false);
		CompletableFuture.allOf(producers.toArray(CompletableFuture[]::new)).get(2, TimeUnit.MINUTES);
		assertThat(ManagementFactory.getThreadMXBean().findDeadlockedThreads()).isNull();
		assertThat(unexpected).isEmpty();
		assertThat(ringSeenFull).as("ring buffer seen full").isTrue();
		assertThat(this.pipeline.discarded().total()).isGreaterThan(discardedBefore);
		long acceptedChanges = accepted.values().stream().mapToLong(LongAdder::sum).sum();
		assertThat(acceptedChanges).isGreaterThan(WRITERS);
		assertThat(this.audit.changes.sum()).isEqualTo(acceptedChanges);
		assertStateConsistent();
		HttpResponse<String> cleared = send("DELETE", ENDPOINT, null);
		assertThat(cleared.statusCode()).isEqualTo(200);
		assertThat(this.overrides.overrides()).isEmpty();
		send("POST", ENDPOINT, "{\"discardThreshold\":\"INFO\"}");
	}

	private void write(int writer, Instant end, Map<Integer, LongAdder> accepted, List<String> unexpected) {
		for (int i = 0; Instant.now().isBefore(end); i++) {
			String name = "com.example.writer" + writer + ".logger" + (i % 5);
			try {
				HttpResponse<String> response = switch (i % 4) {
					case 0 -> send("POST", ENDPOINT,
							"{\"discardThreshold\":\"" + THRESHOLDS[(writer + i) % 3] + "\",\"ttl\":\"PT1H\"}");
					case 1 -> send("POST", ENDPOINT + "/" + name,
							"{\"level\":\"" + ((i % 8 == 1) ? "DEBUG" : "TRACE") + "\",\"ttl\":\"PT30M\"}");
					case 2 -> send("POST", ENDPOINT, "{\"levels\":{\"" + name + "\":\"WARN\",\"com.example.writer"
							+ writer + ".logger" + ((i + 1) % 5) + "\":null}}");
					default -> send("DELETE", ENDPOINT + "/" + name, null);
				};
				int status = response.statusCode();
				if (status == 200) {
					accepted.computeIfAbsent(i % 4, (key) -> new LongAdder()).increment();
				}
				else if (!(status == 404 && i % 4 == 3)) {
					unexpected.add(status + " " + response.body());
				}
			}
			catch (Exception ex) {
				unexpected.add(ex + ((unexpected.isEmpty()) ? threadDump() : ""));
			}
		}
	}

	private void assertStateConsistent() throws Exception {
		DocumentContext json = JsonPath.parse(send("GET", ENDPOINT, null).body());
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo(this.pipeline.discardThreshold().name())
			.isEqualTo(this.switches.discardThreshold().value().name());
		Map<String, Object> shown = json.read("$.overrides");
		Map<String, LevelOverride> inForce = this.overrides.overrides();
		assertThat(shown.keySet()).containsExactlyInAnyOrderElementsOf(inForce.keySet());
		inForce.forEach((name, override) -> {
			LogLevel configured = this.loggingSystem.getLoggerConfiguration(name).getConfiguredLevel();
			assertThat(configured).as(name).isEqualTo(override.level());
		});
	}

	private HttpResponse<String> send(String method, String path, String body) throws Exception {
		String credentials = EndpointTestApplication.ADMIN + ":" + EndpointTestApplication.ADMIN_PASSWORD;
		HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.timeout(Duration.ofSeconds(60))
			.header("Authorization",
					"Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
		if (body != null) {
			request.header("Content-Type", "application/json")
				.method(method, HttpRequest.BodyPublishers.ofString(body));
		}
		else {
			request.method(method, HttpRequest.BodyPublishers.noBody());
		}
		return this.client.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private static String threadDump() {
		StringBuilder dump = new StringBuilder("\n");
		for (java.lang.management.ThreadInfo info : ManagementFactory.getThreadMXBean().dumpAllThreads(true, true)) {
			if (info.getThreadName().contains("exec") || info.getThreadName().startsWith("producer")
					|| info.getThreadName().contains("Log4j") || info.getThreadName().contains("expiry")) {
				dump.append(info.getThreadName())
					.append(' ')
					.append(info.getThreadState())
					.append(" on ")
					.append(info.getLockName())
					.append(" owned by ")
					.append(info.getLockOwnerName())
					.append('\n');
				for (StackTraceElement element : info.getStackTrace()) {
					dump.append("    at ").append(element).append('\n');
				}
			}
		}
		return dump.toString();
	}

	private static Executor daemon(String name) {
		return (task) -> {
			Thread thread = new Thread(task, name);
			thread.setDaemon(true);
			thread.start();
		};
	}

	/**
	 * An appender as slow as a saturated disk: a fifth of a millisecond per event.
	 */
	static final class SlowAppender extends AbstractAppender {

		SlowAppender() {
			super("slow", null, null, true, Property.EMPTY_ARRAY);
		}

		@Override
		public void append(LogEvent event) {
			LockSupport.parkNanos(200_000);
		}

	}

}
