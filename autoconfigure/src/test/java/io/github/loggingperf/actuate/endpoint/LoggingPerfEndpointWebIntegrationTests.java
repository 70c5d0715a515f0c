package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.convert.DurationStyle;
import org.springframework.boot.test.web.server.LocalServerPort;

import io.github.loggingperf.changes.LoggingPerfChangeLog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Integration tests of {@link LoggingPerfEndpoint} over real HTTP, in a real Spring Boot
 * web application with real Log4j, real Spring Security and the writes opened with
 * {@code management.endpoint.loggingperf.access=unrestricted}.
 */
@WritableEndpointTest
class LoggingPerfEndpointWebIntegrationTests implements BootAdminRequestsContract {

	private static final String ENDPOINT = "/actuator/logging-perf";

	@LocalServerPort
	int port;

	@Autowired
	AuditEventRepository auditEvents;

	private EndpointHttp http;

	@BeforeEach
	void createClient() {
		this.http = new EndpointHttp(this.port);
	}

	@AfterEach
	void resetState() throws Exception {
		this.http.deleteAsAdmin(ENDPOINT);
		this.http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"INFO\",\"locationEnabled\":false}");
	}

	@Test
	void getReturnsTheWholePipelineState() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.mode", String.class)).isEqualTo("ALL_ASYNC");
		assertThat(json.read("$.ringBuffer.capacity", Long.class)).isEqualTo(16384);
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("INFO");
		assertThat(json.read("$.discarded", Map.class)).containsOnlyKeys("TRACE", "DEBUG", "INFO", "WARN", "ERROR",
				"FATAL", "total");
		assertThat(json.read("$.locationEnabled", Boolean.class)).isFalse();
		assertThat(json.read("$.overrides", Map.class)).isEmpty();
		assertThat(json.read("$.appenderFailures[*].total", List.class)).isNotEmpty()
			.allMatch((total) -> ((Number) total).longValue() == 0);
		await().atMost(Duration.ofSeconds(30)).untilAsserted(() -> {
			DocumentContext idle = this.http.json(this.http.get(ENDPOINT));
			assertThat(idle.read("$.ringBuffer.remaining", Long.class)).isEqualTo(16384);
			assertThat(idle.read("$.ringBuffer.used", Long.class)).isZero();
		});
	}

	@Test
	void postDiscardThresholdChangesItAndReturnsTheNewState() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"warn\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(this.http.json(response).read("$.discardThreshold", String.class)).isEqualTo("WARN");
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.discardThreshold", String.class)).isEqualTo("WARN");
	}

	@Test
	void postLoggerWithTtlSetsAnOverrideThatLoggersEndpointSees() throws Exception {
		HttpResponse<String> set = this.http.postAsAdmin(ENDPOINT + "/com.example.orders",
				"{\"level\":\"DEBUG\",\"ttl\":\"PT30M\"}");
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		HttpResponse<String> response = this.http.get(ENDPOINT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.overrides['com.example.orders'].level", String.class)).isEqualTo("DEBUG");
		assertThat(json.read("$.overrides['com.example.orders'].previousLevel", String.class)).isNull();
		assertThat(json.read("$.overrides['com.example.orders'].expiresAt", String.class)).matches("\\d{4}-.*Z");
		assertThat(json.read("$.overrides['com.example.orders'].changedAt", String.class)).matches("\\d{4}-.*Z");
		assertThat(json.read("$.overrides['com.example.orders'].changedBy", String.class)).isEqualTo("admin");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.orders")).isEqualTo("DEBUG");
		assertThat(this.auditEvents.find("admin", null, "LOGGING_PERF_CHANGED")).isNotEmpty();
	}

	@Test
	void postLevelsObjectWithTtlSetsSeveralOverridesAllOrNothing() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT,
				"{\"discardThreshold\":\"ERROR\",\"levels\":{\"com.example.a\":\"DEBUG\",\"com.example.b\":\"TRACE\"},"
						+ "\"ttl\":\"PT10M\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("ERROR");
		assertThat(json.read("$.overrides['com.example.a'].level", String.class)).isEqualTo("DEBUG");
		assertThat(json.read("$.overrides['com.example.b'].level", String.class)).isEqualTo("TRACE");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.b")).isEqualTo("TRACE");
		HttpResponse<String> removal = this.http.postAsAdmin(ENDPOINT, "{\"levels\":{\"com.example.a\":null}}");
		assertThat(removal.statusCode()).as(removal.body()).isEqualTo(200);
		assertThat(this.http.json(removal).read("$.overrides", Map.class)).containsOnlyKeys("com.example.b");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.a")).isNull();
	}

	@Test
	void postConfiguredLevelAsLoggersEndpointClientsSendItSetsAndResets() throws Exception {
		HttpResponse<String> set = this.http.postAsAdmin(ENDPOINT + "/com.example.payments.ledger",
				"{\"configuredLevel\":\"debug\"}");
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		assertThat(this.http.json(set).read("$.override.level", String.class)).isEqualTo("DEBUG");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("DEBUG");
		HttpResponse<String> reset = this.http.postAsAdmin(ENDPOINT + "/com.example.payments.ledger",
				"{\"configuredLevel\":null}");
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(204);
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.overrides", Map.class)).isEmpty();
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("WARN");
		assertThat(this.auditEvents.find("admin", null, LoggingPerfChangeLog.AUDIT_EVENT_TYPE))
			.extracting((event) -> event.getData().get("changes"))
			.contains("level of com.example.payments.ledger DEBUG -> WARN (override removed)");
	}

	@Test
	void ttlTakesSpringBootDurationFormats() throws Exception {
		for (String ttl : List.of("30m", "1h", "PT30M", "90s")) {
			HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT + "/com.example.durations",
					"{\"level\":\"DEBUG\",\"ttl\":\"" + ttl + "\"}");
			assertThat(response.statusCode()).as(ttl + ": " + response.body()).isEqualTo(200);
			Instant changedAt = Instant.parse(this.http.json(response).read("$.override.changedAt", String.class));
			Instant expiresAt = Instant.parse(this.http.json(response).read("$.override.expiresAt", String.class));
			assertThat(Duration.between(changedAt, expiresAt)).as(ttl).isEqualTo(DurationStyle.detectAndParse(ttl));
		}
	}

	@Test
	void deleteLoggerRestoresExactlyThePreviousLevel() throws Exception {
		HttpResponse<String> set = this.http.postAsAdmin(ENDPOINT + "/com.example.payments.ledger",
				"{\"level\":\"TRACE\"}");
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("TRACE");
		HttpResponse<String> removed = this.http.deleteAsAdmin(ENDPOINT + "/com.example.payments.ledger");
		assertThat(removed.statusCode()).isEqualTo(200);
		assertThat(this.http.json(removed).read("$.previousLevel", String.class)).isEqualTo("WARN");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("WARN");
		assertThat(this.http.deleteAsAdmin(ENDPOINT + "/com.example.payments.ledger").statusCode()).isEqualTo(404);
	}

	@Test
	void groupOverrideSetsEveryMemberAndRestoresEachOne() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT + "/payments", "{\"level\":\"DEBUG\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(this.http.json(response).read("$.members", List.class))
			.containsExactly("com.example.payments.gateway", "com.example.payments.ledger");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.gateway")).isEqualTo("DEBUG");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("DEBUG");
		this.http.deleteAsAdmin(ENDPOINT + "/payments");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.gateway")).isNull();
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("WARN");
	}

	@Test
	void rootOverrideIsRestored() throws Exception {
		HttpResponse<String> set = this.http.postAsAdmin(ENDPOINT + "/ROOT", "{\"level\":\"ERROR\"}");
		assertThat(set.statusCode()).as(set.body()).isEqualTo(200);
		assertThat(set.body()).contains("\"configuredLevel\":\"ERROR\"");
		assertThat(rootLevelInLoggersEndpoint()).isEqualTo("ERROR");
		this.http.deleteAsAdmin(ENDPOINT + "/ROOT");
		assertThat(rootLevelInLoggersEndpoint()).isEqualTo("INFO");
	}

	@Test
	void overrideExpiresBackToNotConfigured() throws Exception {
		this.http.postAsAdmin(ENDPOINT + "/com.example.expiring", "{\"level\":\"TRACE\",\"ttl\":\"PT1S\"}");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.expiring")).isEqualTo("TRACE");
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.overrides", Map.class))
				.doesNotContainKey("com.example.expiring"));
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.expiring")).isNull();
	}

	@Test
	void overridesSurviveALog4jReconfiguration() throws Exception {
		this.http.postAsAdmin(ENDPOINT + "/com.example.reload", "{\"level\":\"DEBUG\"}");
		((LoggerContext) LogManager.getContext(false)).reconfigure();
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.reload")).isEqualTo("DEBUG");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger"))
			.as("logging.level.* set again")
			.isEqualTo("WARN");
		assertThat(LogManager.getLogger("com.example.reload").isDebugEnabled()).isTrue();
	}

	@Test
	void postLocationEnabledSwitchesItKeepingEveryRuntimeLevel() throws Exception {
		this.http.postAsAdmin(ENDPOINT + "/com.example.location.override", "{\"level\":\"DEBUG\"}");
		this.http.postAsAdmin("/actuator/loggers/com.example.location.loggers", "{\"configuredLevel\":\"TRACE\"}");
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.locationEnabled", Boolean.class)).isFalse();
		HttpResponse<String> on = this.http.postAsAdmin(ENDPOINT, "{\"locationEnabled\":true}");
		assertThat(on.statusCode()).as(on.body()).isEqualTo(200);
		assertThat(this.http.json(on).read("$.locationEnabled", Boolean.class)).isTrue();
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.locationEnabled", Boolean.class)).isTrue();
		assertRuntimeLevelsKept();
		HttpResponse<String> off = this.http.postAsAdmin(ENDPOINT, "{\"locationEnabled\":false}");
		assertThat(off.statusCode()).as(off.body()).isEqualTo(200);
		assertThat(this.http.json(off).read("$.locationEnabled", Boolean.class)).isFalse();
		assertThat(this.http.json(off).read("$.locationLoggers", List.class)).isEmpty();
		assertRuntimeLevelsKept();
		LoggerContext context = (LoggerContext) LogManager.getContext(false);
		assertThat(context.getConfiguration().getLoggers().values())
			.allSatisfy((loggerConfig) -> assertThat(loggerConfig.isIncludeLocation()).isFalse());
		assertThat(this.auditEvents.find(null, null, LoggingPerfChangeLog.AUDIT_EVENT_TYPE))
			.extracting((event) -> event.getData().get("changes"))
			.contains("locationEnabled false -> true", "locationEnabled true -> false");
	}

	private void assertRuntimeLevelsKept() throws Exception {
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.location.override")).isEqualTo("DEBUG");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.location.loggers")).isEqualTo("TRACE");
		assertThat(this.http.configuredLevelInLoggersEndpoint("com.example.payments.ledger")).isEqualTo("WARN");
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.overrides", Map.class))
			.containsKey("com.example.location.override");
	}

	@Test
	void getLoggerReturnsConfiguredEffectiveAndOverride() throws Exception {
		this.http.postAsAdmin(ENDPOINT + "/com.example.single", "{\"level\":\"WARN\",\"ttl\":\"PT1H\"}");
		HttpResponse<String> response = this.http.get(ENDPOINT + "/com.example.single");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		assertThat(json.read("$.configuredLevel", String.class)).isEqualTo("WARN");
		assertThat(json.read("$.effectiveLevel", String.class)).isEqualTo("WARN");
		assertThat(json.read("$.override.level", String.class)).isEqualTo("WARN");
		assertThat(this.http.get(ENDPOINT + "/com.example.never.created").statusCode()).isEqualTo(404);
		assertThat(this.http.get(ENDPOINT).body()).doesNotContain("com.example.never.created");
	}

	@Test
	void anonymousAndNonAdminWritesAreRefused() throws Exception {
		String before = writableState();
		assertThat(this.http.postAnonymously(ENDPOINT, "{\"discardThreshold\":\"ERROR\"}").statusCode()).isEqualTo(401);
		assertThat(this.http.post(ENDPOINT, "{\"discardThreshold\":\"ERROR\"}", "viewer", "viewer-secret").statusCode())
			.isEqualTo(403);
		assertThat(writableState()).isEqualTo(before);
	}

	private String writableState() throws Exception {
		DocumentContext json = this.http.json(this.http.get(ENDPOINT));
		return json.read("$.discardThreshold", String.class) + " " + json.read("$.locationEnabled", Boolean.class) + " "
				+ json.read("$.overrides").toString() + " " + json.read("$.switches").toString();
	}

	private String rootLevelInLoggersEndpoint() throws Exception {
		return this.http.json(this.http.get("/actuator/loggers")).read("$.loggers.ROOT.effectiveLevel", String.class);
	}

	@Override
	public EndpointHttp http() {
		return this.http;
	}

}
