package io.github.loggingperf.actuate.endpoint;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.assertj.core.api.InstanceOfAssertFactories;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real HTTP calls to the application under test, as an operator's script makes them.
 */
final class EndpointHttp {

	/**
	 * Spring Boot's actuator media type, version 3.
	 */
	static final String ACTUATOR_V3_JSON = "application/vnd.spring-boot.actuator.v3+json";

	/**
	 * Spring Boot's actuator media type, version 2.
	 */
	static final String ACTUATOR_V2_JSON = "application/vnd.spring-boot.actuator.v2+json";

	/**
	 * The {@code Accept} header Spring Boot Admin sends to every actuator endpoint.
	 */
	static final String BOOT_ADMIN_ACCEPT = ACTUATOR_V3_JSON + "," + ACTUATOR_V2_JSON + ","
			+ "application/vnd.spring-boot.actuator.v1+json,application/json";

	private final HttpClient client = HttpClient.newHttpClient();

	private final int port;

	EndpointHttp(int port) {
		this.port = port;
	}

	HttpResponse<String> get(String path) throws IOException, InterruptedException {
		return send(request(path).GET(), null);
	}

	HttpResponse<String> post(String path, String json, String user, String password)
			throws IOException, InterruptedException {
		return send(request(path).header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json)), basic(user, password));
	}

	HttpResponse<String> postAsAdmin(String path, String json) throws IOException, InterruptedException {
		return post(path, json, EndpointTestApplication.ADMIN, EndpointTestApplication.ADMIN_PASSWORD);
	}

	/**
	 * Post as the operator with the given media types, as clients of Spring Boot's
	 * actuator send them; no {@code Accept} header when {@code accept} is {@code null}.
	 */
	HttpResponse<String> postAsAdmin(String path, String json, String contentType, String accept)
			throws IOException, InterruptedException {
		HttpRequest.Builder request = request(path).header("Content-Type", contentType)
			.POST(HttpRequest.BodyPublishers.ofString(json));
		if (accept != null) {
			request.header("Accept", accept);
		}
		return send(request, basic(EndpointTestApplication.ADMIN, EndpointTestApplication.ADMIN_PASSWORD));
	}

	HttpResponse<String> postAnonymously(String path, String json) throws IOException, InterruptedException {
		return send(request(path).header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json)), null);
	}

	HttpResponse<String> delete(String path, String user, String password) throws IOException, InterruptedException {
		return send(request(path).DELETE(), basic(user, password));
	}

	HttpResponse<String> deleteAsAdmin(String path) throws IOException, InterruptedException {
		return send(request(path).DELETE(),
				basic(EndpointTestApplication.ADMIN, EndpointTestApplication.ADMIN_PASSWORD));
	}

	/**
	 * Return what a write could change: the threshold, location capture, the overrides,
	 * and what {@code /actuator/loggers} says of {@code logger}.
	 */
	String state(String endpoint, String logger) throws IOException, InterruptedException {
		DocumentContext json = json(get(endpoint));
		return json.read("$.discardThreshold", String.class) + " " + json.read("$.locationEnabled", Boolean.class) + " "
				+ json.read("$.overrides").toString() + " " + get("/actuator/loggers/" + logger).body();
	}

	/**
	 * Return the configured level that {@code /actuator/loggers} shows, {@code null} when
	 * the logger has none or does not exist (404).
	 */
	String configuredLevelInLoggersEndpoint(String name) throws IOException, InterruptedException {
		HttpResponse<String> response = get("/actuator/loggers/" + name);
		assertThat(response.statusCode()).as("GET /actuator/loggers/%s: %s", name, response.body()).isIn(200, 404);
		return (response.statusCode() == 404) ? null : json(response).read("$.configuredLevel", String.class);
	}

	/**
	 * Send a write that must be refused: 400, as {@code application/problem+json} naming
	 * the expected error when one is given, and nothing changed.
	 */
	void assertRefused(String endpoint, String path, String body, String expectedError)
			throws IOException, InterruptedException {
		assertRefused(endpoint, path, body, expectedError, "application/json", null);
	}

	/**
	 * Send a write with the given media types that must be refused, as
	 * {@link #assertRefused(String, String, String, String)} does.
	 */
	void assertRefused(String endpoint, String path, String body, String expectedError, String contentType,
			String accept) throws IOException, InterruptedException {
		String before = state(endpoint, "com.example.existing");
		HttpResponse<String> response = postAsAdmin(endpoint + path, body, contentType, accept);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
		if (expectedError != null) {
			assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
			DocumentContext json = json(response);
			assertThat(json.read("$.detail", String.class)).contains(expectedError);
			assertThat(json.read("$.error", String.class)).contains(expectedError);
			assertThat(json.read("$.status", Integer.class)).isEqualTo(400);
		}
		assertThat(state(endpoint, "com.example.existing")).isEqualTo(before);
	}

	/**
	 * Set, then reset, a logger's level with {@code configuredLevel} as Spring Boot Admin
	 * sends it: the given {@code Content-Type} and Boot Admin's {@code Accept} header.
	 */
	void assertConfiguredLevelSetAndResetAsBootAdmin(String endpoint, String logger, String contentType)
			throws IOException, InterruptedException {
		HttpResponse<String> set = postAsAdmin(endpoint + "/" + logger, "{\"configuredLevel\":\"DEBUG\"}", contentType,
				BOOT_ADMIN_ACCEPT);
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		assertThat(set.headers().firstValue("Content-Type")).get(InstanceOfAssertFactories.STRING)
			.startsWith(ACTUATOR_V3_JSON);
		assertThat(json(set).read("$.override.level", String.class)).isEqualTo("DEBUG");
		assertThat(configuredLevelInLoggersEndpoint(logger)).isEqualTo("DEBUG");
		HttpResponse<String> reset = postAsAdmin(endpoint + "/" + logger, "{\"configuredLevel\":null}", contentType,
				BOOT_ADMIN_ACCEPT);
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(204);
		assertThat(json(get(endpoint)).read("$.overrides", Map.class)).doesNotContainKey(logger);
		assertThat(configuredLevelInLoggersEndpoint(logger)).isNull();
	}

	/**
	 * Set two levels with the nested {@code levels} object and a TTL, with the given
	 * {@code Content-Type} and Boot Admin's {@code Accept} header.
	 */
	void assertLevelsObjectSetAsBootAdmin(String endpoint, String contentType)
			throws IOException, InterruptedException {
		HttpResponse<String> response = postAsAdmin(endpoint,
				"{\"levels\":{\"com.example.admin.a\":\"DEBUG\",\"com.example.admin.b\":\"TRACE\"},\"ttl\":\"30m\"}",
				contentType, BOOT_ADMIN_ACCEPT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(response.headers().firstValue("Content-Type")).get(InstanceOfAssertFactories.STRING)
			.startsWith(ACTUATOR_V3_JSON);
		DocumentContext json = json(response);
		assertThat(json.read("$.overrides['com.example.admin.a'].level", String.class)).isEqualTo("DEBUG");
		assertThat(json.read("$.overrides['com.example.admin.b'].expiresAt", String.class)).isNotNull();
		assertThat(configuredLevelInLoggersEndpoint("com.example.admin.b")).isEqualTo("TRACE");
	}

	DocumentContext json(HttpResponse<String> response) {
		return JsonPath.parse(response.body());
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path));
	}

	private HttpResponse<String> send(HttpRequest.Builder builder, String authorization)
			throws IOException, InterruptedException {
		if (authorization != null) {
			builder.header("Authorization", authorization);
		}
		return this.client.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private static String basic(String user, String password) {
		return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

}
