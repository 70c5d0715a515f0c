package io.github.loggingperf.actuate.endpoint;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import com.jayway.jsonpath.DocumentContext;
import com.jayway.jsonpath.JsonPath;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import io.github.loggingperf.autoconfigure.LoggingPerfProperties;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.toptalkers.LoggerEventCounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A hostile or careless client over real HTTP: more than 1,000 malformed write requests
 * (wrong types, 1 MB bodies, deep nesting, invalid UTF-8, 10,000 distinct logger names,
 * names with control characters) each get a 400 or 413 with a short, one-line message
 * that names the field wherever the request reaches the endpoint, and change nothing: not
 * the switches, not the overrides, not the Log4j configuration, no audit event. Valid
 * writes and reads of 10,000 distinct logger names leave the state within its bounds:
 * counted through public API, the retained overrides, Log4j logger configurations and
 * loggers, and the top-talkers table.
 */
@SpringBootTest(classes = { EndpointTestApplication.class, ChangeAuditCounter.class },
		webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-ttl=2h" })
class LoggingPerfEndpointHostileClientTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final int MEGABYTE = 1024 * 1024;

	private static final char[] CONTROL_CHARACTERS = { '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b',
			'\u007f', '\u0085', '\u200b', '\u202e', '\u2028', '\ufeff' };

	private final Random random = new Random(seed());

	private static long seed() {
		long seed = Long.getLong("hostile.seed", 14);
		System.out.println("Hostile client test: -Dhostile.seed=" + seed);
		return seed;
	}

	private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	@Autowired
	RuntimeSwitches switches;

	@Autowired
	LoggerLevelOverrides overrides;

	@LocalServerPort
	int port;

	@Autowired
	ChangeAuditCounter audit;

	@Autowired
	LoggingPerfProperties properties;

	@Autowired
	LoggerEventCounts topTalkers;

	@Test
	void malformedRequestsShouldEachBeRefusedWithAClearMessageAndChangeNothing() throws Exception {
		post(ENDPOINT + "/com.example.existing", json("{\"level\":\"DEBUG\"}"));
		String before = state();
		String beansBefore = beanState();
		long auditEventsBefore = this.audit.changes.sum();
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		int loggerConfigsBefore = context.getConfiguration().getLoggers().size();
		List<Bad> requests = requests();
		assertThat(requests).hasSizeGreaterThanOrEqualTo(1000);
		Map<String, Integer> namedField = new TreeMap<>();
		for (Bad request : requests) {
			HttpResponse<String> response = post(request.path(), request.body());
			String description = request.kind() + " (" + request.body().length + " bytes)";
			assertThat(response.statusCode()).as("%s: %s", description, response.body()).isIn(400, 413);
			assertThat(response.body().length()).as(description).isLessThan(2048);
			if (request.field() != null) {
				String message = message(response);
				assertThat(message).as(description).contains(request.field()).doesNotContainPattern("\\p{Cntrl}");
				namedField.merge(request.kind(), 1, Integer::sum);
			}
			assertThat(beanState()).as(description).isEqualTo(beansBefore);
		}
		assertThat(state()).isEqualTo(before);
		assertThat(this.audit.changes.sum()).isEqualTo(auditEventsBefore);
		assertThat(context.getConfiguration().getLoggers()).hasSize(loggerConfigsBefore);
		assertThat(namedField.values().stream().mapToInt(Integer::intValue).sum())
			.as("requests answered with a message naming the field: %s", namedField)
			.isGreaterThan(requests.size() / 2);
	}

	@Test
	void tenThousandDistinctLoggerNamesShouldKeepEveryTableWithinItsBound() throws Exception {
		int maxEntries = this.properties.getOverrides().getMaxEntries();
		int capacity = this.properties.getTopTalkers().getCapacity();
		this.overrides.clear("test");
		post(ENDPOINT + "/com.example.warmup", json("{\"level\":\"DEBUG\"}"));
		this.overrides.clear("test");
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		int loggerConfigsBefore = context.getConfiguration().getLoggers().size();
		int loggersBefore = context.getLoggers().size();
		long auditEventsBefore = this.audit.changes.sum();
		Map<Integer, Integer> statuses = new TreeMap<>();
		try {
			for (int i = 0; i < 10_000; i++) {
				String path = ENDPOINT + "/com.example.distinct.bounded" + i;
				HttpResponse<String> response = (i % 2 == 0)
						? post(path, json("{\"level\":\"DEBUG\",\"ttl\":\"PT10M\"}")) : get(path);
				statuses.merge(response.statusCode(), 1, Integer::sum);
				if (response.statusCode() == 400) {
					assertThat(message(response)).contains("logging-perf.overrides.max-entries");
				}
				assertThat(this.overrides.overrides()).hasSizeLessThanOrEqualTo(maxEntries);
			}
			assertThat(statuses).as("writes: %s accepted, the rest refused; reads of unknown names: 404", maxEntries)
				.containsEntry(200, maxEntries)
				.containsEntry(400, 5_000 - maxEntries)
				.containsEntry(404, 5_000)
				.hasSize(3);
			assertThat(this.overrides.overrides()).hasSize(maxEntries);
			assertThat(this.audit.changes.sum() - auditEventsBefore).isEqualTo(maxEntries);
			assertThat(context.getConfiguration().getLoggers().size() - loggerConfigsBefore)
				.as("Log4j logger configurations added")
				.isLessThanOrEqualTo(maxEntries);
			assertThat(context.getLoggers().size() - loggersBefore).as("Log4j loggers created")
				.isLessThanOrEqualTo(maxEntries);
			assertThat(this.topTalkers.size()).isLessThanOrEqualTo(capacity);
			assertThat(this.topTalkers.rate("com.example.distinct.bounded0")).isNull();
		}
		finally {
			this.overrides.clear("test");
		}
		assertThat(context.getConfiguration().getLoggers().size()).as("logger configurations after the overrides end")
			.isLessThanOrEqualTo(loggerConfigsBefore);
	}

	private List<Bad> requests() {
		List<Bad> requests = new ArrayList<>();
		for (int i = 0; i < 150; i++) {
			requests.add(new Bad("discardThreshold wrong value", ENDPOINT,
					json("{\"discardThreshold\":" + notALevel(true) + "}"), "discardThreshold"));
		}
		for (int i = 0; i < 30; i++) {
			String value = (i % 2 == 0) ? "[\"WARN\"]" : "{\"level\":\"WARN\"}";
			requests.add(new Bad("discardThreshold object or array", ENDPOINT,
					json("{\"discardThreshold\":" + value + "}"), null));
		}
		for (int i = 0; i < 100; i++) {
			String value = switch (i % 4) {
				case 0 -> "\"true\"";
				case 1 -> String.valueOf(this.random.nextInt(3));
				case 2 -> jsonString(word());
				default -> "\"" + (i % 8 == 3 ? "yes" : "FALSE") + "\"";
			};
			requests.add(new Bad("locationEnabled wrong type", ENDPOINT, json("{\"locationEnabled\":" + value + "}"),
					"locationEnabled"));
		}
		for (int i = 0; i < 150; i++) {
			requests.add(new Bad("ttl wrong", ENDPOINT,
					json("{\"discardThreshold\":\"WARN\",\"ttl\":" + notATtl() + "}"), "ttl"));
		}
		for (int i = 0; i < 150; i++) {
			requests.add(new Bad("levels wrong value", ENDPOINT,
					json("{\"levels\":{\"com.example.hostile" + i + "\":" + notALevel(false) + "}}"), "levels."));
		}
		for (int i = 0; i < 150; i++) {
			requests.add(new Bad("logger name with a control character", ENDPOINT,
					json("{\"levels\":{" + jsonString(nameWithControlCharacter()) + ":\"DEBUG\"}}"), "logger name"));
		}
		for (int i = 0; i < 30; i++) {
			String encoded = URI.create("http://x/" + encode(nameWithControlCharacter())).getRawPath().substring(1);
			requests.add(new Bad("selector with a control character", ENDPOINT + "/" + encoded,
					json("{\"level\":\"DEBUG\"}"), null));
		}
		for (int i = 0; i < 100; i++) {
			requests.add(new Bad("level wrong type", ENDPOINT + "/com.example.target" + i,
					json("{\"level\":" + notALevel(false) + "}"), "level"));
		}
		for (int depth : new int[] { 100, 500, 1000, 2000, 5000, 10_000 }) {
			requests.add(new Bad("deeply nested levels", ENDPOINT, json("{\"levels\":" + nested(depth) + "}"), null));
			requests.add(new Bad("deeply nested body", ENDPOINT, json(nested(depth)), null));
			requests.add(new Bad("deeply nested array", ENDPOINT,
					json("{\"discardThreshold\":" + "[".repeat(depth) + "]".repeat(depth) + "}"), null));
			requests.add(new Bad("deeply nested level", ENDPOINT + "/com.example.deep",
					json("{\"level\":" + nested(depth) + "}"), null));
			requests.add(new Bad("deeply nested levels value", ENDPOINT,
					json("{\"levels\":{\"com.example.deep\":" + nested(depth) + "}}"), null));
		}
		for (int i = 0; i < 100; i++) {
			requests.add(new Bad("invalid UTF-8", (i % 3 == 0) ? ENDPOINT + "/com.example.utf" : ENDPOINT,
					invalidUtf8(i), null));
		}
		requests.addAll(megabyteBodies());
		requests.addAll(tenThousandNames());
		for (int i = 0; i < 50; i++) {
			requests.add(new Bad("not JSON", ENDPOINT, notJson(i), null));
		}
		return requests;
	}

	private List<Bad> megabyteBodies() {
		String big = "x".repeat(MEGABYTE);
		String bigName = "com." + "a".repeat(MEGABYTE);
		List<Bad> requests = new ArrayList<>();
		requests.add(new Bad("1 MB discardThreshold", ENDPOINT, json("{\"discardThreshold\":\"" + big + "\"}"),
				"discardThreshold"));
		requests.add(new Bad("1 MB locationEnabled", ENDPOINT, json("{\"locationEnabled\":\"" + big + "\"}"),
				"locationEnabled"));
		requests
			.add(new Bad("1 MB ttl", ENDPOINT, json("{\"discardThreshold\":\"WARN\",\"ttl\":\"" + big + "\"}"), "ttl"));
		requests.add(new Bad("1 MB logger name", ENDPOINT, json("{\"levels\":{\"" + bigName + "\":\"DEBUG\"}}"), null));
		requests.add(new Bad("2,000-character logger name", ENDPOINT,
				json("{\"levels\":{\"" + bigName.substring(0, 2000) + "\":\"DEBUG\"}}"), "logger name"));
		requests
			.add(new Bad("1 MB level", ENDPOINT + "/com.example.big", json("{\"level\":\"" + big + "\"}"), "level"));
		requests.add(new Bad("1 MB levels value", ENDPOINT, json("{\"levels\":{\"com.example.big\":\"" + big + "\"}}"),
				"levels."));
		requests.add(new Bad("1 MB of whitespace", ENDPOINT, json(" ".repeat(MEGABYTE) + "x"), null));
		requests.add(new Bad("1 MB of one number", ENDPOINT,
				json("{\"discardThreshold\":" + "9".repeat(MEGABYTE) + "}"), null));
		StringBuilder manyNames = new StringBuilder("{\"levels\":{");
		for (int i = 0; manyNames.length() < MEGABYTE; i++) {
			manyNames.append((i > 0) ? "," : "").append("\"com.example.flood.logger").append(i).append("\":\"DEBUG\"");
		}
		requests.add(new Bad("1 MB of logger names", ENDPOINT, json(manyNames.append("}}").toString()),
				"logging-perf.overrides.max-entries"));
		return requests;
	}

	private List<Bad> tenThousandNames() {
		List<Bad> requests = new ArrayList<>();
		StringBuilder all = new StringBuilder("{\"levels\":{");
		for (int i = 0; i < 10_000; i++) {
			all.append((i > 0) ? "," : "").append("\"com.example.distinct.n").append(i).append("\":\"DEBUG\"");
		}
		requests.add(new Bad("10,000 names in one request", ENDPOINT, json(all.append("}}").toString()),
				"logging-perf.overrides.max-entries"));
		for (int r = 0; r < 100; r++) {
			StringBuilder some = new StringBuilder("{\"levels\":{");
			for (int i = 0; i < 101; i++) {
				some.append((i > 0) ? "," : "")
					.append("\"com.example.distinct.r")
					.append(r)
					.append(".n")
					.append(i)
					.append("\":\"TRACE\"");
			}
			requests.add(new Bad("101 new names per request", ENDPOINT, json(some.append("}}").toString()),
					"logging-perf.overrides.max-entries"));
		}
		return requests;
	}

	private String notALevel(boolean thresholdField) {
		return switch (this.random.nextInt(6)) {
			case 0 -> String.valueOf(this.random.nextInt());
			case 1 -> String.valueOf(this.random.nextDouble());
			case 2 -> String.valueOf(this.random.nextBoolean());
			case 3 -> thresholdField ? "\"OFF\"" : "\"NONE\"";
			case 4 -> jsonString(nameWithControlCharacter());
			default -> {
				String word = word();
				yield isLevel(word) ? "\"LOUD\"" : jsonString(word);
			}
		};
	}

	private String notATtl() {
		return switch (this.random.nextInt(6)) {
			case 0 -> String.valueOf(this.random.nextInt(100_000));
			case 1 -> "\"PT" + (3 + this.random.nextInt(1000)) + "H\"";
			case 2 -> "\"-PT" + (1 + this.random.nextInt(60)) + "M\"";
			case 3 -> "\"PT0S\"";
			case 4 -> "\"PT9999999999999999999H\"";
			default -> {
				String word = word();
				yield isValidTtl(word) ? "\"soon\"" : jsonString(word);
			}
		};
	}

	private String word() {
		StringBuilder word = new StringBuilder();
		int length = 1 + this.random.nextInt(12);
		for (int i = 0; i < length; i++) {
			word.append((char) (0x21 + this.random.nextInt(0x5e)));
		}
		return word.toString();
	}

	private String nameWithControlCharacter() {
		String name = "com.example.n" + this.random.nextInt(1000);
		int at = this.random.nextInt(name.length() + 1);
		char control = CONTROL_CHARACTERS[this.random.nextInt(CONTROL_CHARACTERS.length)];
		return name.substring(0, at) + control + name.substring(at);
	}

	private static String nested(int depth) {
		return "{\"a\":".repeat(depth) + "\"DEBUG\"" + "}".repeat(depth);
	}

	private byte[] invalidUtf8(int i) {
		byte[][] sequences = { { (byte) 0xff }, { (byte) 0xc3, 0x28 }, { (byte) 0xed, (byte) 0xa0, (byte) 0x80 },
				{ (byte) 0xc0, (byte) 0xaf }, { (byte) 0xe2, (byte) 0x82 }, { (byte) 0xf8, (byte) 0x88, (byte) 0x80 } };
		byte[] sequence = sequences[i % sequences.length];
		String[] templates = { "{\"discardThreshold\":\"WA%sRN\"}", "{\"levels\":{\"com.ex%sample\":\"DEBUG\"}}",
				"{\"level\":\"DE%sBUG\"}", "{\"%s\":\"WARN\"}" };
		String[] parts = templates[(i / sequences.length) % templates.length].split("%s");
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		body.writeBytes(parts[0].getBytes(StandardCharsets.UTF_8));
		body.writeBytes(sequence);
		body.writeBytes(parts[1].getBytes(StandardCharsets.UTF_8));
		return body.toByteArray();
	}

	private byte[] notJson(int i) {
		String[] bodies = { "{", "}", "{\"discardThreshold\":", "{\"discardThreshold\":\"WARN\"", "WARN",
				"{'discardThreshold':'WARN'}", "{\"discardThreshold\":\"WARN\"}}", "null", "[]", "0" };
		if (i < bodies.length) {
			return json(bodies[i]);
		}
		byte[] noise = new byte[1 + this.random.nextInt(200)];
		for (int b = 0; b < noise.length; b++) {
			noise[b] = (byte) (0x20 + this.random.nextInt(0x5f));
		}
		noise[0] = '#';
		return noise;
	}

	private static boolean isLevel(String text) {
		try {
			LogLevel.valueOf(text.trim().toUpperCase(Locale.ROOT));
			return true;
		}
		catch (IllegalArgumentException ex) {
			return false;
		}
	}

	private static boolean isValidTtl(String text) {
		try {
			Duration.parse(text);
			return true;
		}
		catch (DateTimeParseException ex) {
			return false;
		}
	}

	private static String jsonString(String value) {
		StringBuilder quoted = new StringBuilder("\"");
		for (char c : value.toCharArray()) {
			if (c == '"' || c == '\\') {
				quoted.append('\\').append(c);
			}
			else if (c < 0x20 || c >= 0x7f) {
				quoted.append(String.format("\\u%04x", (int) c));
			}
			else {
				quoted.append(c);
			}
		}
		return quoted.append('"').toString();
	}

	private static String encode(String value) {
		StringBuilder encoded = new StringBuilder();
		for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
			int c = b & 0xff;
			encoded.append((Character.isLetterOrDigit(c) && c < 0x80 || c == '.') ? String.valueOf((char) c)
					: String.format("%%%02X", c));
		}
		return encoded.toString();
	}

	private static byte[] json(String body) {
		return body.getBytes(StandardCharsets.UTF_8);
	}

	private static String message(HttpResponse<String> response) {
		try {
			DocumentContext json = JsonPath.parse(response.body());
			Map<String, Object> body = json.read("$");
			Object message = (body.get("error") != null && !"Bad Request".equals(body.get("error"))) ? body.get("error")
					: body.get("detail");
			return String.valueOf(message);
		}
		catch (RuntimeException ex) {
			return response.body();
		}
	}

	private String beanState() {
		return this.switches.discardThreshold() + " " + this.switches.locationEnabled() + " "
				+ this.overrides.overrides();
	}

	private String state() throws Exception {
		HttpResponse<String> response = this.client.send(
				HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + ENDPOINT)).GET().build(),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		DocumentContext json = JsonPath.parse(response.body());
		return json.read("$.discardThreshold", String.class) + " " + json.read("$.locationEnabled", Boolean.class) + " "
				+ json.read("$.overrides").toString() + " " + json.read("$.switches").toString();
	}

	private HttpResponse<String> get(String path) throws Exception {
		return this.client.send(
				HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path)).GET().build(),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private HttpResponse<String> post(String path, byte[] body) throws Exception {
		String credentials = EndpointTestApplication.ADMIN + ":" + EndpointTestApplication.ADMIN_PASSWORD;
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + this.port + path))
			.header("Content-Type", "application/json")
			.header("Authorization",
					"Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
			.POST(HttpRequest.BodyPublishers.ofByteArray(body))
			.build();
		return this.client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private record Bad(String kind, String path, byte[] body, @Nullable String field) {

	}

}
