package io.github.loggingperf.doctor;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.WebEndpointApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code configuration-not-loaded} finding in a web application started in its own
 * JVM, as a user starts it: Log4j chooses its configuration when the JVM starts, so only
 * a fresh JVM shows what it does with a broken file or a missing Jackson 2. The finding
 * must reach the startup report, {@code GET /actuator/logging-perf} over HTTP and the
 * {@code logging.perf.doctor.findings} gauge, and Log4j's parse error must be printed
 * once, not again by the doctor.
 */
class ConfigurationNotLoadedApplicationTests {

	private static final Pattern PORT = Pattern.compile(WebEndpointApplication.PORT + "(\\d+)");

	private static final Predicate<String> WITHOUT_JACKSON_2 = (entry) -> {
		String path = entry.replace('\\', '/');
		return !path.contains("/com/fasterxml/jackson/") || path.contains("/jackson-annotations/");
	};

	private static final List<String> EXPOSED = List.of("--server.port=0",
			"--management.endpoints.web.exposure.include=loggingperf,metrics");

	private final HttpClient http = HttpClient.newHttpClient();

	@TempDir
	Path directory;

	@Test
	void startWhenLoggingConfigIsCutShortShouldReportCriticalFindingAtStartupInEndpointAndGaugeAndPrintParseErrorOnce()
			throws Exception {
		Path config = Files.writeString(this.directory.resolve("log4j2.xml"), """
				<?xml version="1.0" encoding="UTF-8"?>
				<Configuration status="WARN">
				  <Appenders>
				    <Console name="Console"><PatternLayout pattern="%d %p %c - %m%n"/></Console>
				  </Appenders>
				  <Loggers>
				    <Root level="info"><AppenderRef ref="Console"/></Root>
				  </Loggers>
				""");
		try (ChildJvm app = start(List.of(), (entry) -> true, "--logging.config=" + config)) {
			int port = awaitPort(app);
			Map<String, Object> finding = notLoadedFinding(port);
			assertThat(finding).containsEntry("severity", "CRITICAL");
			assertThat(evidence(finding)).contains("file=" + config);
			assertThat(finding.get("fix").toString()).contains("Root logger");
			assertThat(criticalFindingsGauge(port)).isEqualTo(1.0);
			assertThat(criticalFindingsGauge(port)).isEqualTo(1.0);
			String output = app.output();
			assertThat(output).contains("logging-perf doctor: 1 finding")
				.contains("CRITICAL configuration-not-loaded: The logging configuration was not loaded")
				.contains("[file=" + config);
			assertThat(occurrences(output, "ERROR Error parsing " + config)).as(output).isOne();
			assertThat(occurrences(output, "[Fatal Error] log4j2.xml")).as(output).isOne();
		}
	}

	@Test
	void startWhenJsonLoggingConfigWithoutJackson2ShouldNameFileCauseAndDatabindCoordinates() throws Exception {
		Path config = Files.writeString(this.directory.resolve("log4j2.json"), """
				{ "configuration": { "appenders": { "Console": { "name": "C", "PatternLayout": {"pattern": "%m%n"} } },
				  "loggers": { "root": { "level": "info", "AppenderRef": {"ref": "C"} } } } }
				""");
		try (ChildJvm app = start(List.of(), WITHOUT_JACKSON_2, "--logging.config=" + config)) {
			int port = awaitPort(app);
			Map<String, Object> finding = notLoadedFinding(port);
			assertThat(finding).containsEntry("severity", "CRITICAL");
			assertThat(evidence(finding)).contains("file=" + config,
					"cause: Log4j could not parse it: the Jackson 2 module for its format is missing, so it was read as XML");
			assertThat(finding.get("fix").toString()).contains("com.fasterxml.jackson.core:jackson-databind")
				.doesNotContain("jackson-dataformat-yaml");
			String output = app.output();
			assertThat(output).contains("CRITICAL configuration-not-loaded: The logging configuration was not loaded");
			assertThat(occurrences(output, "ERROR Error parsing " + config)).as(output).isOne();
		}
	}

	@Test
	void startWhenYamlOnClasspathWithoutJackson2ShouldSayItWasNeverLoadedAndNameYamlCoordinates() throws Exception {
		Files.writeString(this.directory.resolve("log4j2.yml"), """
				configuration:
				  appenders:
				    Console:
				      name: C
				      PatternLayout:
				        pattern: "%m%n"
				  loggers:
				    root:
				      level: info
				      AppenderRef:
				        ref: C
				""");
		try (ChildJvm app = start(List.of(this.directory), WITHOUT_JACKSON_2)) {
			int port = awaitPort(app);
			Map<String, Object> finding = findings(port).stream()
				.filter((candidate) -> evidence(candidate).contains("file=classpath:log4j2.yml"))
				.findFirst()
				.orElseThrow();
			assertThat(finding).containsEntry("id", "configuration-not-loaded").containsEntry("severity", "CRITICAL");
			assertThat(finding.get("title")).isEqualTo("The logging configuration log4j2.yml was never loaded");
			assertThat(evidence(finding))
				.contains("cause: the Jackson 2 module Log4j reads this format with is missing");
			assertThat(finding.get("fix").toString()).contains("com.fasterxml.jackson.core:jackson-databind",
					"com.fasterxml.jackson.dataformat:jackson-dataformat-yaml");
			assertThat(app.output())
				.contains("CRITICAL configuration-not-loaded: The logging configuration log4j2.yml was never loaded");
		}
	}

	private static ChildJvm start(List<Path> classpathPrefix, Predicate<String> keep, String... args)
			throws IOException {
		List<String> arguments = new ArrayList<>(EXPOSED);
		arguments.addAll(List.of(args));
		return ChildJvm.start(WebEndpointApplication.class, classpathPrefix, keep, List.of(), arguments);
	}

	private static int awaitPort(ChildJvm app) throws IOException {
		app.awaitOutput(WebEndpointApplication.PORT, Duration.ofMinutes(3));
		Matcher matcher = PORT.matcher(app.output());
		assertThat(matcher.find()).isTrue();
		return Integer.parseInt(matcher.group(1));
	}

	private Map<String, Object> notLoadedFinding(int port) throws IOException, InterruptedException {
		List<Map<String, Object>> notLoaded = findings(port).stream()
			.filter((finding) -> "configuration-not-loaded".equals(finding.get("id")))
			.toList();
		assertThat(notLoaded).hasSize(1);
		return notLoaded.get(0);
	}

	private List<Map<String, Object>> findings(int port) throws IOException, InterruptedException {
		return JsonPath.parse(get(port, "/actuator/logging-perf")).read("$.findings");
	}

	private double criticalFindingsGauge(int port) throws IOException, InterruptedException {
		String body = get(port, "/actuator/metrics/logging.perf.doctor.findings?tag=severity:critical");
		return JsonPath.parse(body).read("$.measurements[0].value", Double.class);
	}

	private String get(int port, String path) throws IOException, InterruptedException {
		HttpResponse<String> response = this.http.send(
				HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(response.statusCode()).as("GET %s: %s", path, response.body()).isEqualTo(200);
		return response.body();
	}

	@SuppressWarnings("unchecked")
	private static List<String> evidence(Map<String, Object> finding) {
		return (List<String>) finding.get("evidence");
	}

	private static int occurrences(String text, String part) {
		int count = 0;
		for (int index = text.indexOf(part); index >= 0; index = text.indexOf(part, index + part.length())) {
			count++;
		}
		return count;
	}

}
