package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.server.reactive.context.ReactiveWebServerApplicationContext;
import org.springframework.context.ApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link LoggingPerfEndpoint} in a real WebFlux application on Netty, over real HTTP: the
 * reads, the writes with the nested {@code levels} object, the requests of Spring Boot's
 * {@code /actuator/loggers} clients, and every bad input of
 * {@link LoggingPerfEndpointBadInputTests} refused with 400 and nothing changed.
 */
@SpringBootTest(classes = ReactiveEndpointTestApplication.class,
		webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "spring.main.web-application-type=reactive",
				"management.endpoints.web.exposure.include=loggingperf,loggers",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-ttl=2h" })
class LoggingPerfEndpointWebFluxTests implements BootAdminRequestsContract {

	private static final String ENDPOINT = "/actuator/logging-perf";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	private EndpointHttp http;

	@BeforeEach
	void createClientAndOneOverride() throws Exception {
		this.http = new EndpointHttp(this.port);
		this.http.postAsAdmin(ENDPOINT + "/com.example.existing", "{\"level\":\"DEBUG\",\"ttl\":\"PT1H\"}");
	}

	@AfterEach
	void resetState() throws Exception {
		this.http.deleteAsAdmin(ENDPOINT);
		this.http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"INFO\"}");
	}

	@Test
	void runsOnNetty() {
		assertThat(this.context).isInstanceOf(ReactiveWebServerApplicationContext.class);
		assertThat(((ReactiveWebServerApplicationContext) this.context).getWebServer().getClass().getName())
			.contains("Netty");
	}

	@Test
	void getReturnsThePipelineState() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.mode", String.class)).isEqualTo("ALL_ASYNC");
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("INFO");
		assertThat(json.read("$.overrides['com.example.existing'].level", String.class)).isEqualTo("DEBUG");
		assertThat(this.http.get(ENDPOINT + "/com.example.existing").statusCode()).isEqualTo(200);
	}

	@Test
	void postNestedLevelsWithTtlSetsEveryOverride() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT,
				"{\"discardThreshold\":\"warn\",\"levels\":{\"com.example.a\":\"DEBUG\",\"com.example.b\":\"trace\"},"
						+ "\"ttl\":\"30m\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("WARN");
		assertThat(json.read("$.overrides['com.example.a'].level", String.class)).isEqualTo("DEBUG");
		assertThat(json.read("$.overrides['com.example.b'].level", String.class)).isEqualTo("TRACE");
		assertThat(json.read("$.overrides['com.example.b'].expiresAt", String.class)).isNotNull();
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.b")).isEqualTo("TRACE");
	}

	@Test
	void postConfiguredLevelAsLoggersEndpointClientsDoSetsAndResets() throws Exception {
		HttpResponse<String> set = this.http.postAsAdmin(ENDPOINT + "/com.example.boot",
				"{\"configuredLevel\":\"debug\"}");
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.boot")).isEqualTo("DEBUG");
		HttpResponse<String> reset = this.http.postAsAdmin(ENDPOINT + "/com.example.boot",
				"{\"configuredLevel\":null}");
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(204);
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.overrides", Map.class))
			.doesNotContainKey("com.example.boot");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.boot")).isNull();
	}

	@Test
	void loggersEndpointStillReadsItsOwnRequests() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin("/actuator/loggers/com.example.plain",
				"{\"configuredLevel\":\"WARN\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(204);
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.plain")).isEqualTo("WARN");
	}

	@ParameterizedTest(name = "POST {0} {1}")
	@MethodSource("io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointBadInputTests#badRequests")
	void badRequestIsRefusedAndChangesNothing(String path, String body, String expectedError) throws Exception {
		this.http.assertRefused(ENDPOINT, path, body, expectedError);
	}

	@ParameterizedTest(name = "DELETE {0}")
	@MethodSource("io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointBadInputTests#unknownOverrides")
	void deletingAMissingOverrideIs404AndChangesNothing(String path) throws Exception {
		String before = this.http.state(ENDPOINT, "com.example.existing");
		assertThat(this.http.deleteAsAdmin(ENDPOINT + path).statusCode()).isEqualTo(404);
		assertThat(this.http.state(ENDPOINT, "com.example.existing")).isEqualTo(before);
	}

	@Override
	public EndpointHttp http() {
		return this.http;
	}

}
