package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Executors;

import com.jayway.jsonpath.DocumentContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.audit.AuditEvent;
import org.springframework.boot.actuate.audit.AuditEventRepository;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.testsupport.SettableClock;
import io.github.loggingperf.changes.LoggingPerfChangeLog;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Integration tests of the switches' time to live over real HTTP, in a real Spring Boot
 * web application whose expiry clock the test moves.
 */
@SpringBootTest(classes = { EndpointTestApplication.class, LoggingPerfEndpointSwitchExpiryTests.FakeClock.class },
		webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "management.endpoints.web.exposure.include=loggingperf",
				"management.endpoint.loggingperf.access=unrestricted", "logging-perf.overrides.max-ttl=2h" })
class LoggingPerfEndpointSwitchExpiryTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final Instant NOW = Instant.parse("2026-11-23T10:00:00Z");

	@LocalServerPort
	int port;

	@Autowired
	SettableClock clock;

	@Autowired
	Expiries expiries;

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
	void postSwitchesWithTtlShouldShowExpiresAtAndRevertToTheConfiguredValuesAtExpiry() throws Exception {
		Instant start = this.clock.instant();
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT,
				"{\"discardThreshold\":\"ERROR\",\"locationEnabled\":true,\"levels\":{\"com.example.ttl\":\"DEBUG\"},"
						+ "\"ttl\":\"PT30M\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		String expiresAt = start.plus(Duration.ofMinutes(30)).toString();
		DocumentContext json = this.http.json(this.http.get(ENDPOINT));
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("ERROR");
		assertThat(json.read("$.switches.discardThreshold.value", String.class)).isEqualTo("ERROR");
		assertThat(json.read("$.switches.discardThreshold.configuredValue", String.class)).isEqualTo("INFO");
		assertThat(json.read("$.switches.discardThreshold.expiresAt", String.class)).isEqualTo(expiresAt);
		assertThat(json.read("$.switches.discardThreshold.changedBy", String.class))
			.isEqualTo(EndpointTestApplication.ADMIN);
		assertThat(json.read("$.switches.locationEnabled.value", Boolean.class)).isTrue();
		assertThat(json.read("$.switches.locationEnabled.expiresAt", String.class)).isEqualTo(expiresAt);
		assertThat(json.read("$.overrides['com.example.ttl'].expiresAt", String.class)).isEqualTo(expiresAt);
		this.clock.advance(Duration.ofMinutes(29));
		assertThat(this.expiries.expireDue()).isZero();
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.expiries.expireDue()).isEqualTo(3);
		json = this.http.json(this.http.get(ENDPOINT));
		assertThat(json.read("$.discardThreshold", String.class)).isEqualTo("INFO");
		assertThat(json.read("$.locationEnabled", Boolean.class)).isFalse();
		assertThat(json.read("$.switches.discardThreshold.expiresAt", String.class)).isNull();
		assertThat(json.read("$.switches.locationEnabled.expiresAt", String.class)).isNull();
		assertThat(json.read("$.overrides", java.util.Map.class)).isEmpty();
		assertThat(this.auditEvents.find("expiry", start, LoggingPerfChangeLog.AUDIT_EVENT_TYPE))
			.extracting((event) -> event.getData().get("changes"))
			.containsExactlyInAnyOrder("discardThreshold ERROR -> INFO (ttl ended, set by admin)",
					"locationEnabled true -> false (ttl ended, set by admin)",
					"level of com.example.ttl DEBUG -> inherited (ttl ended, set by admin)");
	}

	@Test
	void postSwitchWithoutTtlShouldHaveNoExpiryAndBeAudited() throws Exception {
		Instant start = this.clock.instant();
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT, "{\"discardThreshold\":\"WARN\"}");
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		assertThat(this.http.json(response).read("$.switches.discardThreshold.expiresAt", String.class)).isNull();
		this.clock.advance(Duration.ofHours(5));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.discardThreshold", String.class)).isEqualTo("WARN");
		assertThat(this.auditEvents.find(EndpointTestApplication.ADMIN, start, LoggingPerfChangeLog.AUDIT_EVENT_TYPE))
			.extracting(AuditEvent::getData)
			.extracting((data) -> data.get("changes"))
			.contains("discardThreshold INFO -> WARN");
	}

	@Test
	void postSwitchWithTtlAboveTheMaximumShouldBeRefusedAndChangeNothing() throws Exception {
		HttpResponse<String> response = this.http.postAsAdmin(ENDPOINT,
				"{\"discardThreshold\":\"WARN\",\"ttl\":\"PT3H\"}");
		assertThat(response.statusCode()).isEqualTo(400);
		assertThat(response.body()).contains("ttl must be more than PT0S and at most PT2H");
		assertThat(this.http.json(this.http.get(ENDPOINT)).read("$.discardThreshold", String.class)).isEqualTo("INFO");
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class FakeClock {

		@Bean
		SettableClock settableClock() {
			return new SettableClock(NOW);
		}

		@Bean
		Expiries expiries(SettableClock clock, ApplicationEventPublisher publisher) {
			return new Expiries(clock, Executors.newSingleThreadScheduledExecutor(), publisher);
		}

	}

}
