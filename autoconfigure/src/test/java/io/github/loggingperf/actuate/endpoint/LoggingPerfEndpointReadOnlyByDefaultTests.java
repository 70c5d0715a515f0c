package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;

import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Exposed without {@code management.endpoint.loggingperf.access}, the endpoint answers
 * reads and refuses every write, even from an administrator.
 */
@SpringBootTest(classes = EndpointTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "management.endpoints.web.exposure.include=loggingperf")
class LoggingPerfEndpointReadOnlyByDefaultTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	@LocalServerPort
	int port;

	@Test
	void readsWorkAndWritesAreNotMapped() throws Exception {
		EndpointHttp http = new EndpointHttp(this.port);
		String before = http.get(ENDPOINT).body();
		assertThat(http.json(http.get(ENDPOINT)).read("$.discardThreshold", String.class)).isEqualTo("INFO");
		HttpResponse<String> write = http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"ERROR\"}");
		assertThat(write.statusCode()).isIn(404, 405);
		HttpResponse<String> loggerWrite = http.postAsAdmin(ENDPOINT + "/com.example", "{\"level\":\"DEBUG\"}");
		assertThat(loggerWrite.statusCode()).isIn(404, 405);
		assertThat(http.deleteAsAdmin(ENDPOINT).statusCode()).isIn(404, 405);
		assertThat(http.json(http.get(ENDPOINT)).read("$.discardThreshold", String.class)).isEqualTo("INFO");
		assertThat(http.json(http.get(ENDPOINT)).read("$.overrides").toString()).isEqualTo("{}");
		assertThat(before).contains("\"mode\":\"ALL_ASYNC\"");
	}

}
