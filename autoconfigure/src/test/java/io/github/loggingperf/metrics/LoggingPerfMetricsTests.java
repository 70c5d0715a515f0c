package io.github.loggingperf.metrics;

import java.util.Arrays;
import java.util.List;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfMetrics}.
 */
class LoggingPerfMetricsTests {

	private final MeterRegistry registry = new SimpleMeterRegistry();

	private final SettablePipeline pipeline = new SettablePipeline();

	@Test
	void bindToShouldRegisterThePipelineMetersAsDefined() {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		assertThat(this.registry.getMeters()).extracting((meter) -> meter.getId().getName())
			.containsOnly("logging.perf.ringbuffer.capacity", "logging.perf.ringbuffer.remaining",
					"logging.perf.ringbuffer.used", "logging.perf.discarded", "logging.perf.discard.threshold",
					"logging.perf.location.enabled", "logging.perf.location.loggers")
			.hasSize(6 + 6);
		assertThat(this.registry.getMeters()).allSatisfy(MeterDefinitions::assertMatchesItsDefinition);
	}

	@Test
	void ringBufferGaugesShouldFollowThePipeline() {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		this.pipeline.ringBuffer = RingBufferUsage.of(256, -52);
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(256);
		assertThat(gauge("logging.perf.ringbuffer.remaining")).isZero();
		assertThat(gauge("logging.perf.ringbuffer.used")).isEqualTo(256);
		this.pipeline.ringBuffer = RingBufferUsage.of(256, 200);
		assertThat(gauge("logging.perf.ringbuffer.remaining")).isEqualTo(200);
		assertThat(gauge("logging.perf.ringbuffer.used")).isEqualTo(56);
	}

	@Test
	void discardedCountersShouldReadTheCountsOfEachLevel() {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		this.pipeline.discarded = new DiscardedEvents(1, 2, 3, 4, 5, 6);
		assertThat(Arrays.asList("trace", "debug", "info", "warn", "error", "fatal"))
			.map((level) -> this.registry.get("logging.perf.discarded").tag("level", level).functionCounter().count())
			.containsExactly(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
	}

	@ParameterizedTest
	@CsvSource({ "TRACE, 1", "DEBUG, 2", "INFO, 3", "WARN, 4", "ERROR, 5", "FATAL, 6" })
	void thresholdGaugeShouldReportTheSeverityOfTheThreshold(LogLevel threshold, int severity) {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		this.pipeline.threshold = threshold;
		assertThat(gauge("logging.perf.discard.threshold")).isEqualTo(severity);
	}

	@Test
	void locationGaugeShouldCountTheLoggersCapturingLocation() {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		assertThat(gauge("logging.perf.location.loggers")).isZero();
		this.pipeline.locationLoggers = List.of("ROOT", "com.example");
		assertThat(gauge("logging.perf.location.loggers")).isEqualTo(2);
	}

	@Test
	void locationEnabledGaugeShouldFollowTheSwitch() {
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		assertThat(gauge("logging.perf.location.enabled")).isZero();
		this.pipeline.setLocationEnabled(true);
		assertThat(gauge("logging.perf.location.enabled")).isOne();
	}

	@Test
	void tagsShouldBeAddedToEveryMeter() {
		new LoggingPerfMetrics(this.pipeline, Tags.of("pipeline", "main")).bindTo(this.registry);
		assertThat(this.registry.getMeters())
			.allSatisfy((meter) -> assertThat(meter.getId().getTag("pipeline")).isEqualTo("main"));
	}

	@Test
	void metersShouldKeepThePipelineReachable() {
		bindUnreferencedPipeline();
		System.gc();
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(2048);
		assertThat(this.registry.get("logging.perf.discarded").tag("level", "info").functionCounter().count())
			.isEqualTo(7);
	}

	private void bindUnreferencedPipeline() {
		SettablePipeline unreferenced = new SettablePipeline();
		unreferenced.ringBuffer = RingBufferUsage.of(2048, 2048);
		unreferenced.discarded = new DiscardedEvents(0, 0, 7, 0, 0, 0);
		new LoggingPerfMetrics(unreferenced).bindTo(this.registry);
	}

	@Test
	void metersShouldReadTheRunningLog4jPipeline() {
		Log4j2LoggingPipeline log4j = new Log4j2LoggingPipeline(() -> (LoggerContext) LogManager.getContext(false),
				BootstrapSettings.fromSystem());
		new LoggingPerfMetrics(log4j).bindTo(this.registry);
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
		assertThat(gauge("logging.perf.ringbuffer.remaining") + gauge("logging.perf.ringbuffer.used"))
			.isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
		assertThat(gauge("logging.perf.discard.threshold")).isEqualTo(3);
		assertThat(gauge("logging.perf.location.loggers")).isEqualTo(log4j.loggersCapturingLocation().size());
		assertThat(this.registry.get("logging.perf.discarded").tag("level", "warn").functionCounter().count())
			.isEqualTo(log4j.discarded().warn());
	}

	private double gauge(String name) {
		return this.registry.get(name).gauge().value();
	}

}
