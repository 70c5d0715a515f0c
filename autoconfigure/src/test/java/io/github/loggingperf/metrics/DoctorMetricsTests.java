package io.github.loggingperf.metrics;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.rules.DoctorRules;
import io.github.loggingperf.location.LocationFacts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link DoctorMetrics}, over a real Log4j configuration in a logger context of
 * its own: synchronous loggers (critical) and a DEBUG root in a production-like run
 * (warning).
 */
class DoctorMetricsTests {

	private static final String COUNTING_POLICY = "io.github.loggingperf.log4j2.CountingDiscardPolicy";

	private final MeterRegistry registry = new SimpleMeterRegistry();

	private final LoggerContext loggerContext = new LoggerContext("doctor-metrics");

	private final LoggingDoctor doctor = new LoggingDoctor(
			() -> new DoctorContext(this.loggerContext.getConfiguration(), null, LoggingMode.SYNC, "switched off",
					new QueueFullPolicy("Default", COUNTING_POLICY, false),
					LocationFacts.of(this.loggerContext.getConfiguration()), 0, Runtime.getRuntime().maxMemory(),
					"no terminal"),
			DoctorRules.standard((name) -> false));

	@AfterEach
	void stop() {
		this.loggerContext.stop();
	}

	@Test
	void gaugesCountTheLiveFindingsBySeverity() throws IOException {
		String xml = "<Configuration status=\"OFF\"><Appenders><Console name=\"Console\"/></Appenders><Loggers>"
				+ "<Root level=\"DEBUG\"><AppenderRef ref=\"Console\"/></Root></Loggers></Configuration>";
		this.loggerContext.start(new XmlConfiguration(this.loggerContext,
				new ConfigurationSource(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))));
		new DoctorMetrics(this.doctor).bindTo(this.registry);
		assertThat(this.registry.get("logging.perf.doctor.findings").gauges()).hasSize(3);
		assertThat(findings("critical")).isOne();
		assertThat(findings("warning")).isOne();
		assertThat(findings("info")).isZero();
		this.loggerContext.getConfiguration().getRootLogger().setLevel(Level.INFO);
		this.loggerContext.updateLoggers();
		assertThat(findings("warning")).isZero();
		this.registry.getMeters().forEach(MeterDefinitions::assertMatchesItsDefinition);
	}

	private double findings(String severity) {
		Meter meter = this.registry.get("logging.perf.doctor.findings").tag("severity", severity).gauge();
		return meter.measure().iterator().next().getValue();
	}

}
