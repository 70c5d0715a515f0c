package com.example.orders;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Incident 2 in the packaged sample app: a dependency turns on DEBUG for Apache
 * HttpClient's wire logger (the {@code wire-debug} profile), the carrier client's calls
 * make it the busiest logger, {@code GET /actuator/logging-perf} lists it first in
 * {@code topTalkers}, and raising its level to INFO at runtime brings its rate to zero.
 */
class WireLoggerTopTalkersIT {

	private static final String WIRE = "org.apache.hc.client5.http.wire";

	@Test
	void wireLoggerAtDebugIsTheTopTalkerUntilItsLevelIsRaised() throws Exception {
		try (CarrierServer carrier = CarrierServer.start();
				SampleAppProcess app = SampleAppProcess.start(List.of(), List.of("--spring.profiles.active=wire-debug",
						"--orders.carrier.base-url=" + carrier.baseUrl(), "--logging-perf.top-talkers.window=2s"))) {
			assertThat(app.output()).contains("Started OrdersApplication");
			askForShippingQuotes(app, 30);
			DocumentContext pipeline = json(app.get("/actuator/logging-perf"));
			assertThat(pipeline.read("$.topTalkers[0].logger", String.class)).isEqualTo(WIRE);
			assertThat(pipeline.read("$.topTalkers[0].byLevel.DEBUG", Double.class)).isPositive();
			assertThat(
					json(app.get("/actuator/logging-perf/" + WIRE)).read("$.eventRate.eventsPerSecond", Double.class))
				.isPositive();
			List<String> wireFindings = pipeline.read("$.findings[?(@.id == 'noisy-logger-debug')].evidence[*]");
			assertThat(wireFindings).anySatisfy((evidence) -> assertThat(evidence).contains(WIRE));
			HttpResponse<String> raised = app.postJson("/actuator/logging-perf",
					"{\"levels\":{\"" + WIRE + "\":\"INFO\"}}");
			assertThat(raised.statusCode()).as(raised.body()).isEqualTo(200);
			await().atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(500)).untilAsserted(() -> {
				askForShippingQuotes(app, 5);
				assertThat(json(app.get("/actuator/logging-perf/" + WIRE)).read("$.eventRate.eventsPerSecond",
						Double.class))
					.isZero();
				List<String> talkers = json(app.get("/actuator/logging-perf")).read("$.topTalkers[*].logger");
				assertThat(talkers).doesNotContain(WIRE);
			});
			List<String> remaining = json(app.get("/actuator/logging-perf"))
				.read("$.findings[?(@.id == 'noisy-logger-debug')].evidence[*]");
			assertThat(remaining).noneSatisfy((evidence) -> assertThat(evidence).contains(WIRE));
		}
	}

	private static void askForShippingQuotes(SampleAppProcess app, int orders) throws Exception {
		for (int id = 1; id <= orders; id++) {
			HttpResponse<String> response = app.get("/orders/" + id + "/shipping");
			assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
			assertThat(response.body()).contains("ACME Freight");
		}
	}

	private static DocumentContext json(HttpResponse<String> response) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return JsonPath.parse(response.body());
	}

}
