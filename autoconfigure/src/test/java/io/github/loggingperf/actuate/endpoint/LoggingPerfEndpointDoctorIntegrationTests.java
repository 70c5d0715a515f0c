package io.github.loggingperf.actuate.endpoint;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import com.jayway.jsonpath.DocumentContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.web.server.LocalServerPort;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Integration tests of the {@code findings} section of {@code GET /actuator/logging-perf}
 * over real HTTP, in a real Spring Boot web application whose Apache HttpClient wire
 * logger is at DEBUG: the finding is there, with everything an operator needs, and a
 * level raised through the endpoint clears it at the next request.
 */
@WritableEndpointTest
class LoggingPerfEndpointDoctorIntegrationTests {

	private static final String ENDPOINT = "/actuator/logging-perf";

	private static final String WIRE_FINDING = "$.findings[?(@.id == 'noisy-logger-debug')]";

	@LocalServerPort
	int port;

	private EndpointHttp http;

	@BeforeEach
	void createClient() {
		this.http = new EndpointHttp(this.port);
	}

	@AfterEach
	void removeOverrides() throws Exception {
		this.http.deleteAsAdmin(ENDPOINT);
	}

	@Test
	void getListsTheFindingsWithEvidenceCostAndFix() throws Exception {
		HttpResponse<String> response = this.http.get(ENDPOINT);
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		DocumentContext json = this.http.json(response);
		List<Map<String, Object>> findings = json.read("$.findings");
		assertThat(findings).isNotEmpty()
			.allSatisfy((finding) -> assertThat(finding).containsOnlyKeys("id", "severity", "title", "evidence", "cost",
					"fix", "fixableAtRuntime"));
		List<Map<String, Object>> wire = json.read(WIRE_FINDING);
		assertThat(wire).singleElement().satisfies((finding) -> {
			assertThat(finding.get("severity")).isEqualTo("CRITICAL");
			assertThat(finding.get("evidence")).asString().contains("'org.apache.http.wire' is at DEBUG");
			assertThat(finding.get("fix")).asString().contains("POST /actuator/logging-perf");
			assertThat(finding.get("fixableAtRuntime")).isEqualTo(true);
		});
	}

	@Test
	void levelRaisedThroughTheEndpointClearsTheWireLoggerFinding() throws Exception {
		assertThat(this.http.json(this.http.get(ENDPOINT)).read(WIRE_FINDING, List.class)).hasSize(1);
		HttpResponse<String> change = this.http.postAsAdmin(ENDPOINT,
				"{\"levels\":{\"org.apache.http.wire\":\"WARN\"},\"ttl\":\"PT10M\"}");
		assertThat(change.statusCode()).as(change.body()).isEqualTo(200);
		assertThat(this.http.json(change).read(WIRE_FINDING, List.class)).isEmpty();
		assertThat(this.http.json(this.http.get(ENDPOINT)).read(WIRE_FINDING, List.class)).isEmpty();
	}

}
