package io.github.loggingperf.metrics;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.testsupport.SettableClock;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LevelOverridesMetrics} with real overrides applied through Spring
 * Boot's Log4j 2 logging system, timestamped by a clock the test moves.
 */
class LevelOverridesMetricsTests {

	private final SettableClock clock = new SettableClock(Instant.parse("2026-01-01T08:00:00Z"));

	private final Expiries expiries = new Expiries(this.clock, new ScheduledThreadPoolExecutor(1), (event) -> {
	});

	private final LoggerLevelOverrides overrides = new LoggerLevelOverrides(
			LoggingSystem.get(getClass().getClassLoader()), new LoggerGroups(), this.expiries, Duration.ofHours(4),
			100);

	private final MeterRegistry registry = new SimpleMeterRegistry();

	@AfterEach
	void removeOverrides() throws Exception {
		this.overrides.clear("test");
		this.expiries.destroy();
	}

	@Test
	void bindToShouldRegisterTheOverrideMetersAsDefined() {
		new LevelOverridesMetrics(this.overrides).bindTo(this.registry);
		assertThat(this.registry.getMeters()).extracting((meter) -> meter.getId().getName())
			.containsExactlyInAnyOrder("logging.perf.overrides", "logging.perf.overrides.permanent.age");
		assertThat(this.registry.getMeters()).allSatisfy(MeterDefinitions::assertMatchesItsDefinition);
	}

	@Test
	void gaugesShouldBeZeroWithoutOverrides() {
		new LevelOverridesMetrics(this.overrides).bindTo(this.registry);
		assertThat(gauge("logging.perf.overrides")).isZero();
		assertThat(gauge("logging.perf.overrides.permanent.age")).isZero();
	}

	@Test
	void overridesGaugeShouldCountTheActiveOverrides() {
		new LevelOverridesMetrics(this.overrides).bindTo(this.registry);
		this.overrides.apply(Map.of("com.example.metrics.a", LogLevel.DEBUG), null, "test");
		this.overrides.apply(Map.of("com.example.metrics.b", LogLevel.WARN), Duration.ofMinutes(30), "test");
		assertThat(gauge("logging.perf.overrides")).isEqualTo(2);
		this.overrides.clear("test");
		assertThat(gauge("logging.perf.overrides")).isZero();
	}

	@Test
	void permanentAgeShouldBeTheAgeOfTheOldestOverrideWithoutTimeToLive() {
		new LevelOverridesMetrics(this.overrides).bindTo(this.registry);
		this.overrides.apply(Map.of("com.example.metrics.a", LogLevel.DEBUG), null, "test");
		this.clock.advance(Duration.ofHours(1));
		this.overrides.apply(Map.of("com.example.metrics.b", LogLevel.DEBUG), null, "test");
		this.overrides.apply(Map.of("com.example.metrics.c", LogLevel.TRACE), Duration.ofHours(4), "test");
		this.clock.advance(Duration.ofDays(1));
		assertThat(gauge("logging.perf.overrides.permanent.age")).isEqualTo(Duration.ofHours(25).toSeconds());
	}

	@Test
	void overridesWithTimeToLiveShouldNotCountAsPermanent() {
		new LevelOverridesMetrics(this.overrides).bindTo(this.registry);
		this.overrides.apply(Map.of("com.example.metrics.c", LogLevel.TRACE), Duration.ofHours(4), "test");
		this.clock.advance(Duration.ofHours(2));
		assertThat(gauge("logging.perf.overrides")).isOne();
		assertThat(gauge("logging.perf.overrides.permanent.age")).isZero();
	}

	private double gauge(String name) {
		return this.registry.get(name).gauge().value();
	}

}
