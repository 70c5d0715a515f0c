package io.github.loggingperf.metrics;

import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testsupport.SettableClock;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link ExpiriesMetrics}, with real overrides applied through Spring Boot's
 * Log4j 2 logging system and real switches, on a clock the test moves.
 */
class ExpiriesMetricsTests {

	private static final String LOGGER = "com.example.metrics.expiring";

	private final SettableClock clock = new SettableClock(Instant.parse("2026-01-01T08:00:00Z"));

	private final Expiries expiries = new Expiries(this.clock, new ScheduledThreadPoolExecutor(1), (event) -> {
	});

	private final LoggerLevelOverrides overrides = new LoggerLevelOverrides(
			LoggingSystem.get(getClass().getClassLoader()), new LoggerGroups(), this.expiries, Duration.ofHours(4),
			100);

	private final RuntimeSwitches switches = new RuntimeSwitches(new SettablePipeline(), LogLevel.INFO, false,
			this.expiries);

	private final MeterRegistry registry = new SimpleMeterRegistry();

	@BeforeEach
	void bind() {
		new ExpiriesMetrics(this.expiries).bindTo(this.registry);
	}

	@AfterEach
	void removeOverrides() {
		this.overrides.clear("test");
		this.expiries.destroy();
	}

	@Test
	void bindToShouldRegisterTheMeterAsDefined() {
		assertThat(this.registry.getMeters()).singleElement().satisfies(MeterDefinitions::assertMatchesItsDefinition);
		assertThat(pending()).isZero();
	}

	@Test
	void changeReplacedManyTimesShouldCountOnce() {
		for (int i = 0; i < 100; i++) {
			this.overrides.apply(Map.of(LOGGER, (i % 2 == 0) ? LogLevel.DEBUG : LogLevel.TRACE), Duration.ofMinutes(30),
					"test");
		}
		this.switches.setDiscardThreshold(LogLevel.WARN, Duration.ofMinutes(10), "test");
		assertThat(pending()).isEqualTo(2);
	}

	@Test
	void resetAndExpiryShouldTakeTheChangesOut() {
		this.overrides.apply(Map.of(LOGGER, LogLevel.DEBUG), Duration.ofMinutes(30), "test");
		this.switches.setDiscardThreshold(LogLevel.WARN, Duration.ofMinutes(10), "test");
		this.overrides.apply(Collections.singletonMap(LOGGER, null), null, "test");
		assertThat(pending()).isOne();
		this.clock.advance(Duration.ofMinutes(10));
		this.expiries.expireDue();
		assertThat(pending()).isZero();
	}

	private double pending() {
		return this.registry.get("logging.perf.expiries.pending").gauge().value();
	}

}
