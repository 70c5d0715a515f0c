package com.example.orders;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.jayway.jsonpath.JsonPath;

import static org.awaitility.Awaitility.await;

/**
 * A real Prometheus server (Debian's {@code prometheus} package) on a free loopback port,
 * with its own configuration and data directory, scraping one target every second and
 * evaluating a rule file every second.
 */
final class PrometheusServer implements AutoCloseable {

	private static final String MISSING = " was not found on the PATH or in /usr/bin. The Prometheus tests need "
			+ "Debian's prometheus package (it includes promtool): run .ci/run, or apt-get install -y prometheus";

	private final HttpClient client = HttpClient.newHttpClient();

	private final Process process;

	private final Path directory;

	private final int port;

	private PrometheusServer(Process process, Path directory, int port) {
		this.process = process;
		this.directory = directory;
		this.port = port;
	}

	static PrometheusServer start(String target, Path ruleFile) throws IOException {
		Path binary = executable("prometheus");
		Path directory = Files.createTempDirectory("prometheus");
		Path config = directory.resolve("prometheus.yml");
		Files.writeString(config,
				String.join("\n", "global:", "  scrape_interval: 1s", "  evaluation_interval: 1s", "rule_files:",
						"  - '" + ruleFile.toAbsolutePath().normalize() + "'", "scrape_configs:",
						"  - job_name: sample-app", "    metrics_path: /actuator/prometheus", "    static_configs:",
						"      - targets: ['" + target + "']", ""));
		int port = SampleAppProcess.freePort();
		Process process = new ProcessBuilder(binary.toString(), "--config.file=" + config,
				"--storage.tsdb.path=" + directory.resolve("data"), "--web.listen-address=127.0.0.1:" + port,
				"--log.level=warn")
			.directory(directory.toFile())
			.redirectErrorStream(true)
			.redirectOutput(directory.resolve("prometheus.log").toFile())
			.start();
		PrometheusServer server = new PrometheusServer(process, directory, port);
		await().atMost(Duration.ofMinutes(1))
			.pollInterval(Duration.ofMillis(200))
			.ignoreExceptions()
			.until(() -> !process.isAlive() || server.get("/-/ready").statusCode() == 200);
		if (!process.isAlive()) {
			throw new IllegalStateException("Prometheus did not start:\n" + server.log());
		}
		return server;
	}

	/**
	 * Return the path of a Prometheus executable, failing with the fix when it is not
	 * installed.
	 * @param name {@code prometheus} or {@code promtool}
	 * @return the path
	 */
	static Path executable(String name) {
		String path = System.getenv("PATH");
		for (String directory : ((path != null) ? path : "").split(File.pathSeparator)) {
			Path candidate = Path.of(directory, name);
			if (!directory.isEmpty() && Files.isExecutable(candidate)) {
				return candidate;
			}
		}
		Path debian = Path.of("/usr/bin", name);
		if (Files.isExecutable(debian)) {
			return debian;
		}
		throw new IllegalStateException(name + MISSING);
	}

	/**
	 * Evaluate an instant query.
	 * @param promql the query
	 * @param time the evaluation time
	 * @return the result vector's elements, each with {@code metric} and {@code value}
	 */
	List<Map<String, Object>> query(String promql, Instant time) throws IOException, InterruptedException {
		String body = get(
				"/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8) + "&time=" + seconds(time))
			.body();
		return result(promql, body);
	}

	private static List<Map<String, Object>> result(String promql, String body) {
		if (!"success".equals(JsonPath.read(body, "$.status"))) {
			throw new IllegalStateException("Query '" + promql + "' failed: " + body);
		}
		return JsonPath.read(body, "$.data.result");
	}

	private static String seconds(Instant time) {
		return time.getEpochSecond() + "." + String.format("%03d", time.getNano() / 1_000_000);
	}

	/**
	 * Evaluate a range query.
	 * @param promql the query
	 * @param start the first evaluation time
	 * @param end the last evaluation time
	 * @return the result matrix's series, each with {@code metric} and {@code values}
	 */
	List<Map<String, Object>> queryRange(String promql, Instant start, Instant end)
			throws IOException, InterruptedException {
		String body = get("/api/v1/query_range?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8) + "&start="
				+ seconds(start) + "&end=" + seconds(end) + "&step=1")
			.body();
		return result(promql, body);
	}

	/**
	 * Return the values of a label across the series matching a selector.
	 * @param label the label
	 * @param match the series selector
	 * @return the values
	 */
	List<String> labelValues(String label, String match) throws IOException, InterruptedException {
		String body = get(
				"/api/v1/label/" + label + "/values?match[]=" + URLEncoder.encode(match, StandardCharsets.UTF_8))
			.body();
		return JsonPath.read(body, "$.data");
	}

	/**
	 * Return the alerts that are pending or firing.
	 * @return the alerts, each with {@code labels} and {@code state}
	 */
	List<Map<String, Object>> alerts() throws IOException, InterruptedException {
		return JsonPath.read(get("/api/v1/alerts").body(), "$.data.alerts");
	}

	/**
	 * Return the health of the scrape targets.
	 * @return {@code up} or {@code down} for each target
	 */
	List<String> targetHealth() throws IOException, InterruptedException {
		return JsonPath.read(get("/api/v1/targets").body(), "$.data.activeTargets[*].health");
	}

	String log() throws IOException {
		return Files.readString(this.directory.resolve("prometheus.log"), StandardCharsets.UTF_8);
	}

	private HttpResponse<String> get(String path) throws IOException, InterruptedException {
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.timeout(Duration.ofSeconds(30))
			.build();
		return this.client.send(request, HttpResponse.BodyHandlers.ofString());
	}

	@Override
	public void close() throws InterruptedException {
		this.process.destroy();
		if (!this.process.waitFor(1, TimeUnit.MINUTES)) {
			this.process.destroyForcibly();
		}
	}

}
