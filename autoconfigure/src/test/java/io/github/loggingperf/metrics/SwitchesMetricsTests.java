package io.github.loggingperf.metrics;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testsupport.SettableClock;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link SwitchesMetrics}, with a clock the test moves.
 */
class SwitchesMetricsTests {

	private final SettableClock clock = new SettableClock(Instant.parse("2026-01-01T08:00:00Z"));

	private final Expiries expiries = new Expiries(this.clock, new ScheduledThreadPoolExecutor(1), (event) -> {
	});

	private final RuntimeSwitches switches = new RuntimeSwitches(new SettablePipeline(), LogLevel.INFO, false,
			this.expiries);

	private final MeterRegistry registry = new SimpleMeterRegistry();

	@BeforeEach
	void bind() {
		new SwitchesMetrics(this.switches).bindTo(this.registry);
	}

	@AfterEach
	void stop() {
		this.expiries.destroy();
	}

	@Test
	void bindToShouldRegisterTheMeterAsDefined() {
		assertThat(this.registry.getMeters()).singleElement().satisfies(MeterDefinitions::assertMatchesItsDefinition);
		assertThat(age()).isZero();
	}

	@Test
	void raisedThresholdWithoutTtlShouldReportItsAge() {
		this.switches.setDiscardThreshold(LogLevel.WARN, null, "alice");
		this.clock.advance(Duration.ofMinutes(90));
		assertThat(age()).isEqualTo(5400);
	}

	@Test
	void raisedThresholdWithTtlOrLoweredThresholdShouldReportZero() {
		this.switches.setDiscardThreshold(LogLevel.ERROR, Duration.ofHours(1), "alice");
		this.clock.advance(Duration.ofMinutes(30));
		assertThat(age()).isZero();
		this.switches.setDiscardThreshold(LogLevel.DEBUG, null, "alice");
		this.clock.advance(Duration.ofMinutes(30));
		assertThat(age()).isZero();
		this.switches.setDiscardThreshold(LogLevel.INFO, null, "alice");
		assertThat(age()).isZero();
	}

	private double age() {
		return this.registry.get("logging.perf.discard.threshold.permanent.age").gauge().value();
	}

}
