package com.example.orders;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The example responses of {@code docs/endpoint.md} are what the secured sample app
 * answers, as Spring Boot's own actuator docs are generated from tests: the packaged
 * sample app, started as the README says (operator {@code admin}), gets each documented
 * request in the page's order, and every block marked {@code <!-- example: name -->} must
 * hold its answer. {@code -Dendpoint.examples.write=true} writes the answers into the
 * page instead (then review the diff).
 *
 * @author logging-perf
 */
class EndpointDocumentationIT {

	private static final Path PAGE = Path.of("..", "docs", "endpoint.md");

	private static final String LOGGER = "com.example.orders.order";

	private static final Pattern EXAMPLE = Pattern.compile("<!-- example: (\\S+) -->\\n```(\\w*)\\n(.*?)\\n```",
			Pattern.DOTALL);

	private static final Pattern INSTANT = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z");

	private static final Pattern AUDIT_LINE = Pattern.compile("(WARN)\\s.*\\s(\\S*LoggingPerfChangeLog)\\s*: (.*)");

	private static final JsonMapper json = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

	@Test
	void examplesOfTheEndpointPageShouldBeTheAnswersOfTheSecuredSampleApp() throws Exception {
		Map<String, String> answers = new LinkedHashMap<>();
		try (SampleAppProcess app = SampleAppProcess.startAs("admin", List.of("--logging-perf.top-talkers.limit=3"))) {
			assertThat(app.output()).contains("Started OrdersApplication");
			for (int i = 0; i < 20; i++) {
				assertThat(app.get("/demo/log?lines=10").statusCode()).isEqualTo(200);
			}
			answers.put("get", answer(app.get("/actuator/logging-perf"), 200));
			answers.put("post-switch-ttl",
					only(answer(
							app.postJson("/actuator/logging-perf", "{\"discardThreshold\":\"WARN\",\"ttl\":\"PT30M\"}"),
							200), "switches"));
			answers.put("post-location",
					only(answer(app.postJson("/actuator/logging-perf", "{\"locationEnabled\":true}"), 200),
							"locationEnabled", "locationLoggers"));
			answers.put("post-logger", answer(
					app.postJson("/actuator/logging-perf/" + LOGGER, "{\"level\":\"DEBUG\",\"ttl\":\"30m\"}"), 200));
			answers.put("get-logger", answer(app.get("/actuator/logging-perf/" + LOGGER), 200));
			assertThat(app.postJson("/actuator/logging-perf/" + LOGGER, "{\"configuredLevel\":null}").statusCode())
				.isEqualTo(204);
			answers.put("not-an-object", answer(app.postJson("/actuator/logging-perf", "[1, 2]"), 400));
			answers.put("bad-value",
					answer(app.postJson("/actuator/logging-perf", "{\"discardThreshold\":\"LOUD\"}"), 400));
			// the audit lines are logged asynchronously: the background thread writes
			// them
			// within its sleep time
			await().atMost(Duration.ofSeconds(5)).until(() -> auditLines(app.output()).size() == 4);
			answers.put("audit", String.join("\n", auditLines(app.output())));
		}
		String page = Files.readString(PAGE, StandardCharsets.UTF_8);
		if (Boolean.getBoolean("endpoint.examples.write")) {
			Files.writeString(PAGE, withAnswers(page, answers), StandardCharsets.UTF_8);
			return;
		}
		Map<String, String> documented = examples(page);
		assertThat(documented.keySet()).as("examples of %s", PAGE)
			.containsExactlyInAnyOrderElementsOf(answers.keySet());
		answers.forEach((name, answer) -> assertThat(comparable(name, documented.get(name)))
			.as("example '%s' of %s (-Dendpoint.examples.write=true writes the answers)", name, PAGE)
			.isEqualTo(comparable(name, answer)));
	}

	private static String answer(HttpResponse<String> response, int status) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
		return json.writeValueAsString(json.readValue(response.body(), Object.class));
	}

	private static String only(String answer, String... fields) {
		Map<?, ?> all = json.readValue(answer, Map.class);
		Map<String, Object> kept = new LinkedHashMap<>();
		for (String field : fields) {
			assertThat(all.containsKey(field)).as("%s in %s", field, answer).isTrue();
			kept.put(field, all.get(field));
		}
		return json.writeValueAsString(kept);
	}

	private static List<String> auditLines(String output) {
		List<String> lines = new ArrayList<>();
		for (String line : output.split("\\R")) {
			Matcher matcher = AUDIT_LINE.matcher(line);
			if (matcher.find()) {
				lines.add(matcher.group(1) + "  i.g.l.c.LoggingPerfChangeLog : " + matcher.group(3));
			}
		}
		return lines;
	}

	private static Map<String, String> examples(String page) {
		Map<String, String> examples = new LinkedHashMap<>();
		Matcher matcher = EXAMPLE.matcher(page);
		while (matcher.find()) {
			examples.put(matcher.group(1), matcher.group(3));
		}
		return examples;
	}

	private static String withAnswers(String page, Map<String, String> answers) {
		Matcher matcher = EXAMPLE.matcher(page);
		StringBuilder written = new StringBuilder();
		while (matcher.find()) {
			String answer = answers.getOrDefault(matcher.group(1), matcher.group(3));
			matcher.appendReplacement(written, Matcher.quoteReplacement(
					"<!-- example: " + matcher.group(1) + " -->\n```" + matcher.group(2) + "\n" + answer + "\n```"));
		}
		matcher.appendTail(written);
		return written.toString();
	}

	/**
	 * Return an example in the form in which the page and the answer are compared. Only
	 * what differs from run to run is normalised: every timestamp; the rates and the
	 * loggers of {@code topTalkers} and {@code eventRate} (which loggers logged in the
	 * window, and how fast); and the slots in use and events discarded, which depend on
	 * when the background thread last ran. Everything else, the findings included, must
	 * be the same.
	 */
	private static Object comparable(String name, String example) {
		if (name.equals("audit")) {
			return INSTANT.matcher(example).replaceAll("<instant>").lines().map(String::strip).toList();
		}
		return normalised(null, json.readValue(example, Object.class));
	}

	private static Object normalised(String key, Object value) {
		if (value instanceof String text) {
			return INSTANT.matcher(text).replaceAll("<instant>");
		}
		if ("topTalkers".equals(key) && value instanceof List<?> talkers) {
			TreeSet<String> fields = new TreeSet<>();
			talkers.forEach(
					(talker) -> ((Map<?, ?>) talker).keySet().forEach((field) -> fields.add(String.valueOf(field))));
			return fields;
		}
		if (("eventsPerSecond".equals(key) || "remaining".equals(key) || "used".equals(key))
				&& value instanceof Number) {
			return 0;
		}
		if ("byLevel".equals(key) && value instanceof Map<?, ?>) {
			return "<rates>";
		}
		if ("discarded".equals(key) && value instanceof Map<?, ?> counts) {
			Map<String, Object> zeros = new TreeMap<>();
			counts.keySet().forEach((level) -> zeros.put(String.valueOf(level), 0));
			return zeros;
		}
		if (value instanceof Map<?, ?> map) {
			Map<String, Object> normalised = new TreeMap<>();
			map.forEach(
					(field, item) -> normalised.put(String.valueOf(field), normalised(String.valueOf(field), item)));
			return normalised;
		}
		if (value instanceof List<?> list) {
			return list.stream().map((item) -> normalised(key, item)).toList();
		}
		return value;
	}

}
