package io.github.loggingperf.metrics;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.micrometer.core.instrument.Meter;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusNamingConvention;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetStatus;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checks that the meter table in {@code docs/metrics.md} is the one
 * {@link LoggingPerfMeter} defines, row for row, and that the Prometheus names it gives
 * are the ones a Prometheus registry exports.
 */
class MetricsDocumentationTests {

	private static final PrometheusNamingConvention PROMETHEUS = new PrometheusNamingConvention();

	@Test
	void meterTableMatchesTheDefinitions() throws IOException {
		List<String> documented = Files.readAllLines(Path.of("../docs/metrics.md"))
			.stream()
			.filter((line) -> line.startsWith("| `logging.perf."))
			.toList();
		assertThat(documented).containsExactlyElementsOf(
				Arrays.stream(LoggingPerfMeter.values()).map(MetricsDocumentationTests::row).toList());
	}

	@Test
	void prometheusScrapeHasTheDocumentedNameOfEveryMeter() throws Exception {
		PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
		new LoggingPerfMetrics(new SettablePipeline()).bindTo(registry);
		Expiries expiries = new Expiries(Clock.systemUTC(), new ScheduledThreadPoolExecutor(1), (event) -> {
		});
		LoggerLevelOverrides overrides = new LoggerLevelOverrides(LoggingSystem.get(getClass().getClassLoader()),
				new LoggerGroups(), expiries, Duration.ofHours(1), 100);
		try {
			new LevelOverridesMetrics(overrides).bindTo(registry);
			new ExpiriesMetrics(expiries).bindTo(registry);
			new SwitchesMetrics(new RuntimeSwitches(new SettablePipeline(), LogLevel.INFO, false, expiries))
				.bindTo(registry);
			new DoctorMetrics(new LoggingDoctor(() -> {
				throw new IllegalStateException("not examined");
			}, List.of())).bindTo(registry);
			FleetView view = new FleetView("test", Clock.systemUTC(), Duration.ofMinutes(1),
					() -> new FleetStatus("test", Instant.now(), List.of(), LoggingMode.ALL_ASYNC, 0, 1024, 0, false,
							Map.of()),
					Map::of);
			new FleetMetrics(view, List::of, new FleetRecordCounts(), () -> -1).bindTo(registry);
			AppenderFailureCounts failures = new AppenderFailureCounts();
			failures.register("File");
			new AppenderFailureMetrics(failures).bindTo(registry);
			String scrape = registry.scrape();
			for (LoggingPerfMeter meter : LoggingPerfMeter.values()) {
				assertThat(scrape).contains("# TYPE " + prometheusName(meter) + " " + typeName(meter));
			}
		}
		finally {
			expiries.destroy();
		}
	}

	private static String row(LoggingPerfMeter meter) {
		String unit = (meter.getBaseUnit() != null) ? meter.getBaseUnit() : "-";
		String tags = meter.getTagKeys().isEmpty() ? "-"
				: String.join(", ", meter.getTagKeys().stream().map((key) -> "`" + key + "`").toList());
		return "| `" + meter.getName() + "` | `" + prometheusName(meter) + "` | " + typeName(meter) + " | " + unit
				+ " | " + tags + " | " + meter.getDescription() + " |";
	}

	private static String prometheusName(LoggingPerfMeter meter) {
		String name = PROMETHEUS.name(meter.getName(), meter.getType(), meter.getBaseUnit());
		return (meter.getType() == Meter.Type.COUNTER) ? name + "_total" : name;
	}

	private static String typeName(LoggingPerfMeter meter) {
		return meter.getType().name().toLowerCase(Locale.ROOT);
	}

}
