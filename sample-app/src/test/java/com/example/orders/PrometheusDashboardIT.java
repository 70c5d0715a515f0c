package com.example.orders;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import com.example.orders.DashboardFiles.Query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The dashboard and the alert rules in {@code docs/dashboards} against the packaged
 * sample app and a real Prometheus scraping it every second: during a logging storm that
 * makes the ring buffer overflow, with one logger capturing location and one level
 * override without a time to live, every panel query and every alert expression returns
 * data, and the discard alert fires. A day cannot pass in a test, so the one-day
 * threshold of {@code LogLevelOverrideWithoutTtl} is lowered to one second here; the rest
 * of its expression is the rule's, and {@code promtool test rules} covers the day. The
 * storm keeps the configured discard threshold, so
 * {@code LogDiscardThresholdRaisedWithoutTtl} is queried with {@code >= 0}: its gauge is
 * scraped and the expression evaluates. The sample app runs with its fleet on, against a
 * real KRaft broker started in this JVM, and makes one fleet-scoped change, so the fleet
 * row's panels return data too.
 */
class PrometheusDashboardIT {

	private static final String APPLICATION = "orders";

	private static final String RATE_INTERVAL = "1m";

	private static final Duration STORM = Duration.ofSeconds(40);

	private static final int STORM_THREADS = 4;

	private static final Map<String, String[]> UNREACHABLE_THRESHOLDS = Map.of("alert LogLevelOverrideWithoutTtl",
			new String[] { "> 86400", "> 1" }, "alert LogDiscardThresholdRaisedWithoutTtl",
			new String[] { "> 3600", ">= 0" }, "alert LogAppenderFailing", new String[] { "> 0", ">= 0" });

	private static final Pattern LABEL_VALUES = Pattern.compile("label_values\\((.+), (\\w+)\\)");

	private static SampleAppProcess app;

	private static PrometheusServer prometheus;

	private static String instance;

	private static EmbeddedKafkaKraftBroker broker;

	private static Instant stormStart;

	private static Instant stormEnd;

	@BeforeAll
	static void startAndStorm() throws Exception {
		Path locationOverride = Path.of("src/test/resources/log4j2-location-override.xml").toAbsolutePath();
		broker = new EmbeddedKafkaKraftBroker(1, 1);
		broker.brokerProperties(Map.of("transaction.state.log.replication.factor", "1", "transaction.state.log.min.isr",
				"1", "transaction.state.log.num.partitions", "1"));
		broker.afterPropertiesSet();
		app = SampleAppProcess.start(List.of("-Dlogging-perf.async.ring-buffer-size=128"),
				List.of("--logging.log4j2.config.override=file:" + locationOverride,
						"--logging-perf.location.enabled=true", "--spring.profiles.active=fleet",
						"--logging-perf.fleet.secret=prometheus-dashboard-test-secret",
						"--spring.kafka.bootstrap-servers=" + broker.getBrokersAsString()));
		assertThat(app.output()).contains("logging-perf: mode ALL_ASYNC, ring buffer 128 slots")
			.contains("location capture on for [com.example.orders.order]");
		instance = "127.0.0.1:" + app.port();
		prometheus = PrometheusServer.start(instance, DashboardFiles.ALERT_RULES);
		await().atMost(Duration.ofMinutes(1)).until(() -> prometheus.targetHealth().equals(List.of("up")));
		await().atMost(Duration.ofMinutes(1))
			.until(() -> app.get("/actuator/logging-perf").body().contains("\"connected\":true"));
		HttpResponse<String> fleetWrite = app.postJson("/actuator/logging-perf/com.example.orders.fleet",
				"{\"level\":\"WARN\",\"ttl\":\"PT30M\",\"scope\":\"fleet\"}");
		assertThat(fleetWrite.statusCode()).as(fleetWrite.body()).isEqualTo(200);
		assertThat(app.get("/orders/42").statusCode()).isEqualTo(200);
		assertThat(
				app.postJson("/actuator/logging-perf/com.example.orders.order", "{\"level\":\"DEBUG\"}").statusCode())
			.isEqualTo(200);
		stormStart = Instant.now();
		stormEnd = storm();
	}

	/**
	 * Log 20,000 INFO lines per request from several threads into a ring of 128 slots,
	 * with a few WARN lines, for {@link #STORM}.
	 * @return when the storm ended
	 */
	private static Instant storm() throws Exception {
		ExecutorService executor = Executors.newFixedThreadPool(STORM_THREADS);
		try {
			Instant end = Instant.now().plus(STORM);
			List<Future<Integer>> producers = new ArrayList<>();
			for (int i = 0; i < STORM_THREADS; i++) {
				String tenthLevel = (i == 0) ? "WARN" : "INFO";
				producers.add(executor.submit(() -> {
					int requests = 0;
					while (Instant.now().isBefore(end) && requests < 5_000) {
						String level = (requests % 10 == 9) ? tenthLevel : "INFO";
						HttpResponse<String> response = app.get("/demo/log?lines=20000&level=" + level);
						assertThat(response.statusCode()).isEqualTo(200);
						requests++;
					}
					return requests;
				}));
			}
			for (Future<Integer> producer : producers) {
				assertThat(producer.get(STORM.toSeconds() + 120, TimeUnit.SECONDS)).isPositive();
			}
			return Instant.now();
		}
		finally {
			executor.shutdownNow();
		}
	}

	@AfterAll
	static void stop() throws Exception {
		if (prometheus != null) {
			prometheus.close();
		}
		if (app != null) {
			app.close();
		}
		if (broker != null) {
			broker.destroy();
		}
	}

	@Test
	void everyMetricOfTheDashboardAndTheRulesIsInTheSampleAppsScrape() throws Exception {
		String scrape = app.get("/actuator/prometheus").body();
		Set<String> names = new TreeSet<>();
		for (Query query : allQueries()) {
			names.addAll(DashboardFiles.metricNames(query.resolve(APPLICATION, instance, RATE_INTERVAL)));
		}
		assertThat(names).containsExactlyInAnyOrder("log4j2_events_total", "logging_perf_discarded_events_total",
				"logging_perf_appender_failures_events_total", "logging_perf_ringbuffer_used_slots",
				"logging_perf_ringbuffer_capacity_slots", "logging_perf_ringbuffer_remaining_slots",
				"logging_perf_discard_threshold", "logging_perf_location_loggers", "logging_perf_overrides",
				"logging_perf_overrides_permanent_age_seconds", "logging_perf_discard_threshold_permanent_age_seconds",
				"process_cpu_usage", "jvm_gc_pause_seconds_sum", "jvm_gc_pause_seconds_max",
				"logging_perf_fleet_connected", "logging_perf_fleet_pending_changes", "logging_perf_fleet_lag_records",
				"logging_perf_fleet_applied_records_total", "logging_perf_fleet_rejected_records_total");
		assertThat(names).allSatisfy((name) -> assertThat(scrape).containsPattern("(?m)^" + name + "\\{"));
	}

	@Test
	void everyPanelQueryReturnsDataFromTheStorm() throws Exception {
		for (Query query : DashboardFiles.panelQueries()) {
			assertReturnsData(query);
		}
		assertThat(value("sum(rate(logging_perf_discarded_events_total{application=\"orders\", level=\"info\"}[1m]))"))
			.as("INFO events discarded per second")
			.isPositive();
		assertThat(value("sum(rate(logging_perf_discarded_events_total{application=\"orders\", level=\"warn\"}[1m]))"))
			.as("WARN events discarded per second")
			.isZero();
		assertThat(value("sum(rate(log4j2_events_total{application=\"orders\", level=\"warn\"}[1m]))"))
			.as("WARN events delivered per second")
			.isPositive();
	}

	@Test
	void everyAlertExpressionReturnsDataAndTheDiscardAlertFires() throws Exception {
		for (Query query : DashboardFiles.alertQueries()) {
			assertReturnsData(query);
		}
		await().atMost(Duration.ofSeconds(30))
			.untilAsserted(() -> assertThat(prometheus.alerts())
				.filteredOn((alert) -> "LogEventsDiscarded".equals(label(alert, "alertname")))
				.singleElement()
				.satisfies((alert) -> {
					assertThat(alert.get("state")).isEqualTo("firing");
					assertThat(label(alert, "application")).isEqualTo(APPLICATION);
					assertThat(label(alert, "instance")).isEqualTo(instance);
				}));
	}

	@Test
	void templateVariablesFindTheApplicationAndItsInstance() throws Exception {
		List<Map<String, Object>> variables = DashboardFiles.dashboard()
			.read("$.templating.list[?(@.type == 'query')]");
		assertThat(variables).extracting((variable) -> variable.get("name")).containsExactly("application", "instance");
		for (Map<String, Object> variable : variables) {
			String definition = variable.get("definition").toString().replace("$application", APPLICATION);
			Matcher labelValues = LABEL_VALUES.matcher(definition);
			assertThat(labelValues.matches()).as(definition).isTrue();
			String expected = "application".equals(variable.get("name")) ? APPLICATION : instance;
			assertThat(prometheus.labelValues(labelValues.group(2), labelValues.group(1))).containsExactly(expected);
		}
	}

	private static List<Query> allQueries() throws Exception {
		List<Query> queries = new ArrayList<>(DashboardFiles.panelQueries());
		queries.addAll(DashboardFiles.alertQueries());
		return queries;
	}

	private void assertReturnsData(Query query) {
		String[] threshold = UNREACHABLE_THRESHOLDS.getOrDefault(query.source(), new String[] { "", "" });
		String rule = query.resolve(APPLICATION, instance, RATE_INTERVAL);
		assertThat(rule).contains(threshold[0]);
		String promql = rule.replace(threshold[0], threshold[1]);
		await().atMost(Duration.ofSeconds(30))
			.pollInterval(Duration.ofSeconds(1))
			.untilAsserted(() -> assertThat(prometheus.queryRange(promql, stormStart, stormEnd))
				.as("%s: %s during the storm", query.source(), promql)
				.isNotEmpty());
	}

	private double value(String promql) throws Exception {
		List<Map<String, Object>> result = prometheus.query(promql, stormEnd);
		assertThat(result).as(promql).hasSize(1);
		List<?> sample = (List<?>) result.get(0).get("value");
		return Double.parseDouble(sample.get(1).toString());
	}

	@SuppressWarnings("unchecked")
	private static String label(Map<String, Object> alert, String name) {
		return ((Map<String, String>) alert.get("labels")).get(name);
	}

}
