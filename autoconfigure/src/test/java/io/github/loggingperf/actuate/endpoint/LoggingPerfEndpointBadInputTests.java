package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every kind of bad input to {@link LoggingPerfEndpoint}, over real HTTP: each is refused
 * with status 400 and a message naming the field, the value and what is allowed (where
 * the body is a JSON object), as {@code application/problem+json}, and none changes
 * anything. {@link LoggingPerfEndpointWebFluxTests} sends the same requests to a WebFlux
 * application.
 */
@WritableEndpointTest
class LoggingPerfEndpointBadInputTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	@LocalServerPort
	int port;

	private EndpointHttp http;

	@BeforeEach
	void createClientAndOneOverride() throws Exception {
		this.http = new EndpointHttp(this.port);
		this.http.postAsAdmin(ENDPOINT + "/com.example.existing", "{\"level\":\"DEBUG\",\"ttl\":\"PT1H\"}");
	}

	@AfterEach
	void removeOverrides() throws Exception {
		this.http.deleteAsAdmin(ENDPOINT);
	}

	static Stream<Arguments> badRequests() {
		return Stream.of(
				Arguments.of("", "{\"discardThreshold\":\"LOUD\"}",
						"discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was 'LOUD'"),
				Arguments.of("", "{\"discardThreshold\":\"OFF\"}", "discardThreshold must be one of"),
				Arguments.of("", "{\"discardThreshold\":\"\"}", "discardThreshold must be one of"),
				Arguments.of("", "{}", "nothing to change"),
				Arguments.of("", "{\"ttl\":\"PT5M\"}", "ttl applies to what the same request sets"),
				Arguments.of("", "{\"locationEnabled\":\"yes\"}",
						"locationEnabled must be true or false (a JSON boolean) but was 'yes'"),
				Arguments.of("", "{\"locationEnabled\":\"true\"}", "locationEnabled must be true or false"),
				Arguments.of("", "{\"locationEnabled\":1}", "but was 1 (a JSON number)"),
				Arguments.of("", "{\"locationEnabled\":null}", "nothing to change"),
				Arguments.of("", "{\"locationEnabled\":true,\"discardThreshold\":\"LOUD\"}",
						"discardThreshold must be one of"),
				Arguments.of("", "{\"locationEnabled\":true,\"levels\":{\"com.example\":\"LOUD\"}}",
						"levels.com.example must be one of"),
				Arguments.of("", "{\"levels\":\"com.example\"}", "levels must be a JSON object"),
				Arguments.of("", "{\"discardThreshold\":\"WARN\",\"levels\":\"x\"}", "levels must be a JSON object"),
				Arguments.of("", "[1,2]",
						"body must be a JSON object with the fields {discardThreshold, locationEnabled, levels, ttl, scope} but was [1, 2] (a JSON array)"),
				Arguments.of("", "\"WARN\"",
						"body must be a JSON object with the fields {discardThreshold, locationEnabled, levels, ttl, scope} but was 'WARN'"),
				Arguments.of("", "not json",
						"body must be a JSON object with the fields {discardThreshold, locationEnabled, levels, ttl, scope} but was 'not json', which is not JSON"),
				Arguments.of("", "{\"levels\":{\"com.example\":\"LOUD\"}}",
						"levels.com.example must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 'LOUD'"),
				Arguments.of("", "{\"levels\":{\"com.example\":5}}", "but was 5 (a JSON number)"),
				Arguments.of("", "{\"levels\":{}}", "levels must name at least one logger"),
				Arguments.of("", "{\"levels\":[\"com.example\"]}", null),
				Arguments.of("", "{\"levels\":{\"bad..name\":\"DEBUG\"}}", "logger name 'bad..name' is not valid"),
				Arguments.of("", "{\"levels\":{\"com.example.ok\":\"DEBUG\",\"com.example.bad\":\"LOUD\"}}",
						"levels.com.example.bad must be one of"),
				Arguments.of("",
						"{\"discardThreshold\":\"WARN\",\"levels\":{\"com.example\":\"DEBUG\"},\"ttl\":\"PT9H\"}",
						"but was PT9H"),
				Arguments.of("", "{\"levels\":{\"com.example\":null},\"ttl\":\"PT5M\"}",
						"ttl applies to what the same request sets"),
				Arguments.of("/com.example.target", "{\"level\":\"LOUD\"}",
						"level must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 'LOUD'"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":\"PT0S\"}",
						"ttl must be more than PT0S and at most PT2H (logging-perf.overrides.max-ttl) but was PT0S"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":\"-PT5M\"}", "but was PT-5M"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":\"PT3H\"}", "but was PT3H"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":\"soon\"}",
						"ttl must be a duration such as PT30M, 30m or 1h but was 'soon'"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"ttl\":5}",
						"ttl must be a duration such as PT30M, 30m or 1h but was 5 (a JSON number)"),
				Arguments.of("/com.example.target", "{}", "level is required"),
				Arguments.of("/com.example.target", "{\"level\":null}", "level is required"),
				Arguments.of("/com.example.target", "[]",
						"body must be a JSON object with the fields {level, configuredLevel, ttl, scope} but was [] (a JSON array)"),
				Arguments.of("/bad..name", "{\"level\":\"DEBUG\"}", "logger name 'bad..name' is not valid"),
				Arguments.of("/.leading", "{\"level\":\"DEBUG\"}", "logger name '.leading' is not valid"),
				Arguments.of("/trailing.", "{\"level\":\"DEBUG\"}", "logger name 'trailing.' is not valid"),
				Arguments.of("/com.example.existing", "{\"level\":\"WARN\",\"ttl\":\"PT9H\"}", "but was PT9H"),
				Arguments.of("", "{\"discardThreshold\":\"WARN\",\"scope\":\"fleet\"}",
						"fleet scope is off: set logging-perf.fleet.enabled=true"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"scope\":\"fleet\"}",
						"fleet scope is off: set logging-perf.fleet.enabled=true"),
				Arguments.of("", "{\"discardThreshold\":\"WARN\",\"scope\":\"everywhere\"}",
						"scope must be one of INSTANCE, FLEET but was 'everywhere'"),
				Arguments.of("", "{\"discardThreshold\":\"WARN\",\"scope\":\" \"}",
						"scope must be one of INSTANCE, FLEET but was ' '"),
				Arguments.of("/com.example.target", "{\"level\":\"DEBUG\",\"scope\":1}",
						"scope must be one of INSTANCE, FLEET but was 1 (a JSON number)"));
	}

	@ParameterizedTest(name = "POST {0} {1}")
	@MethodSource("badRequests")
	void badRequestIsRefusedAndChangesNothing(String path, String body, String expectedError) throws Exception {
		this.http.assertRefused(ENDPOINT, path, body, expectedError);
	}

	@Test
	void refusalIsAProblemDetailNamingTheFieldAndTheAllowedValues() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"LOUD\"}");
		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
		Map<String, Object> problem = this.http.json(response).read("$");
		String detail = "discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was 'LOUD'";
		assertThat(problem).containsOnlyKeys("title", "status", "detail", "instance", "error", "field")
			.containsEntry("title", "Bad Request")
			.containsEntry("instance", ENDPOINT)
			.containsEntry("status", 400)
			.containsEntry("detail", detail)
			.containsEntry("error", detail)
			.containsEntry("field", "discardThreshold");
	}

	@ParameterizedTest(name = "DELETE {0}")
	@MethodSource("unknownOverrides")
	void deletingAMissingOverrideIs404AndChangesNothing(String path) throws Exception {
		String before = this.http.state(ENDPOINT, "com.example.existing");
		assertThat(this.http.deleteAsAdmin(ENDPOINT + path).statusCode()).isEqualTo(404);
		assertThat(this.http.state(ENDPOINT, "com.example.existing")).isEqualTo(before);
	}

	static Stream<String> unknownOverrides() {
		return Stream.of("/com.example.none", "/ROOT");
	}

}
