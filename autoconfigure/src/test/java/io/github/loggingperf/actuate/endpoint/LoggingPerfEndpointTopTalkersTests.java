package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests of the top talkers keys of {@link LoggingPerfEndpoint} over real HTTP, in a real
 * Spring Boot web application with real Log4j.
 */
@SpringBootTest(classes = EndpointTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf",
				"logging.level.com.example.talkers.noisy=DEBUG", "logging.level.com.example.talkers.silent=INFO",
				"logging.group.talkers=com.example.talkers.noisy", "logging-perf.top-talkers.window=6s",
				"logging-perf.top-talkers.limit=3" })
class LoggingPerfEndpointTopTalkersTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final String NOISY = "com.example.talkers.noisy";

	@LocalServerPort
	int port;

	private EndpointHttp http;

	@BeforeEach
	void logAndCreateClient() {
		Logger noisy = LogManager.getLogger(NOISY);
		Logger quiet = LogManager.getLogger("com.example.talkers.quiet");
		for (int i = 0; i < 6000; i++) {
			noisy.debug("wire line {}", i);
			if (i % 100 == 0) {
				quiet.info("business step {}", i);
			}
		}
		this.http = new EndpointHttp(this.port);
	}

	@Test
	void getListsTheBusiestLoggersFirstWithTheirRatesByLevel() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		List<Map<String, Object>> topTalkers = json.read("$.topTalkers");
		assertThat(topTalkers).hasSizeBetween(2, 3);
		assertThat(topTalkers.get(0)).containsOnlyKeys("logger", "eventsPerSecond", "byLevel");
		assertThat(json.read("$.topTalkers[0].logger", String.class)).isEqualTo(NOISY);
		assertThat(json.read("$.topTalkers[0].eventsPerSecond", Double.class)).isPositive();
		assertThat(json.read("$.topTalkers[0].byLevel", Map.class)).containsOnlyKeys("DEBUG");
		List<Double> rates = json.read("$.topTalkers[*].eventsPerSecond");
		assertThat(rates).isSortedAccordingTo((a, b) -> Double.compare(b, a));
	}

	@Test
	void documentedExampleHasTheKeysOfTheRealResponse() throws Exception {
		String docs = Files.readString(Path.of("../docs/endpoint.md"));
		String example = docs.substring(docs.indexOf("```json", docs.indexOf("### `GET /actuator/logging-perf`")) + 7);
		DocumentContext documented = JsonPath.parse(example.substring(0, example.indexOf("```")));
		DocumentContext real = this.http.json(this.http.get(ENDPOINT));
		Map<String, Object> documentedEntry = documented.read("$.topTalkers[0]");
		Map<String, Object> realEntry = real.read("$.topTalkers[0]");
		assertThat(documentedEntry.keySet()).isEqualTo(realEntry.keySet());
		assertThat(docs).contains("| `topTalkers` |");
	}

	@Test
	void getLoggerGivesItsEventRate() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT + "/" + NOISY);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.eventRate.logger", String.class)).isEqualTo(NOISY);
		assertThat(json.read("$.eventRate.eventsPerSecond", Double.class)).isPositive();
		assertThat(json.read("$.eventRate.byLevel.DEBUG", Double.class)).isPositive();
	}

	@Test
	void getLoggerThatLoggedNothingGivesARateOfZero() throws Exception {
		LogManager.getLogger("com.example.talkers.silent").debug("below its level: not logged");
		DocumentContext json = this.http.json(this.http.get(ENDPOINT + "/com.example.talkers.silent"));
		assertThat(json.read("$.eventRate.eventsPerSecond", Double.class)).isZero();
		assertThat(json.read("$.eventRate.byLevel", Map.class)).isEmpty();
	}

	@Test
	void getGroupHasNoEventRate() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT + "/talkers");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(this.http.json(response).read("$", Map.class)).doesNotContainKey("eventRate");
	}

}
