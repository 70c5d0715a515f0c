package io.github.loggingperf.actuate.endpoint;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Real HTTP calls to the application under test, as an operator's script makes them.
 */
final class EndpointHttp {

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
		String before = state(endpoint, "com.example.existing");
		HttpResponse<String> response = postAsAdmin(endpoint + path, body);
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
