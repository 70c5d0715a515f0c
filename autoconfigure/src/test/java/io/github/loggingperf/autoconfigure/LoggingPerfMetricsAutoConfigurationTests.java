package io.github.loggingperf.autoconfigure;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;

import io.micrometer.core.instrument.MeterRegistry;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.logging.log4j2.Log4J2MetricsAutoConfiguration;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.metrics.DoctorMetrics;
import io.github.loggingperf.metrics.LevelOverridesMetrics;
import io.github.loggingperf.metrics.LoggingPerfMetrics;
import io.github.loggingperf.switches.RuntimeSwitches;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfMetricsAutoConfiguration}.
 */
class LoggingPerfMetricsAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner().withConfiguration(
			AutoConfigurations.of(LoggingPerfAutoConfiguration.class, LoggingPerfMetricsAutoConfiguration.class,
					MetricsAutoConfiguration.class, SimpleMetricsExportAutoConfiguration.class,
					CompositeMeterRegistryAutoConfiguration.class, Log4J2MetricsAutoConfiguration.class));

	@Test
	void runShouldBindThePipelineMetersBesideBootsLog4jEvents() {
		this.contextRunner.run((context) -> {
			assertThat(context).hasSingleBean(LoggingPerfMetrics.class);
			MeterRegistry registry = context.getBean(MeterRegistry.class);
			assertThat(registry.get("logging.perf.ringbuffer.capacity").gauge().value())
				.isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
			assertThat(registry.get("logging.perf.discarded").functionCounters()).hasSize(6);
			assertThat(registry.get("log4j2.events").counters()).isNotEmpty();
		});
	}

	@Test
	void runWithTheDoctorShouldBindItsFindingsGauge() {
		this.contextRunner.withConfiguration(AutoConfigurations.of(LoggingPerfDoctorAutoConfiguration.class))
			.withPropertyValues("logging-perf.doctor.startup-report=false")
			.run((context) -> {
				assertThat(context).hasSingleBean(DoctorMetrics.class);
				assertThat(context.getBean(MeterRegistry.class).get("logging.perf.doctor.findings").gauges())
					.hasSize(3);
			});
	}

	@Test
	void runWithoutTheDoctorShouldNotBindItsGauge() {
		this.contextRunner.run((context) -> assertThat(context).doesNotHaveBean(DoctorMetrics.class));
	}

	@Test
	void runWithoutLevelOverridesShouldNotBindTheirMeters() {
		this.contextRunner.run((context) -> assertThat(context).doesNotHaveBean(LoggerLevelOverrides.class)
			.doesNotHaveBean(LevelOverridesMetrics.class));
	}

	@Test
	void runWithLevelOverridesShouldBindTheirMeters() {
		this.contextRunner
			.withBean(LoggingSystem.class,
					() -> LoggingSystem.get(LoggingPerfMetricsAutoConfigurationTests.class.getClassLoader()))
			.withBean(LoggerGroups.class, LoggerGroups::new)
			.run((context) -> {
				assertThat(context).hasSingleBean(LevelOverridesMetrics.class);
				context.getBean(LoggerLevelOverrides.class)
					.apply(Map.of("com.example.metrics", LogLevel.DEBUG), null, "test");
				MeterRegistry registry = context.getBean(MeterRegistry.class);
				assertThat(registry.get("logging.perf.overrides").gauge().value()).isOne();
				context.getBean(LoggerLevelOverrides.class).clear("test");
				assertThat(registry.get("logging.perf.overrides").gauge().value()).isZero();
			});
	}

	@Test
	void runWithAClockBeanShouldMeasureAgesAndAppenderErrorsOnThatClock() {
		Instant now = Instant.parse("2020-01-01T00:00:00Z");
		this.contextRunner
			.withBean(LoggingSystem.class,
					() -> LoggingSystem.get(LoggingPerfMetricsAutoConfigurationTests.class.getClassLoader()))
			.withBean(LoggerGroups.class, LoggerGroups::new)
			.withBean(Clock.class, () -> Clock.fixed(now, ZoneOffset.UTC))
			.run((context) -> {
				LoggerLevelOverrides overrides = context.getBean(LoggerLevelOverrides.class);
				overrides.apply(Map.of("com.example.metrics.clock", LogLevel.DEBUG), null, "test");
				RuntimeSwitches switches = context.getBean(RuntimeSwitches.class);
				switches.setDiscardThreshold(LogLevel.WARN, null, "test");
				MeterRegistry registry = context.getBean(MeterRegistry.class);
				try {
					assertThat(overrides.get("com.example.metrics.clock").changedAt()).isEqualTo(now);
					assertThat(registry.get("logging.perf.overrides.permanent.age").gauge().value()).isZero();
					assertThat(switches.discardThreshold().changedAt()).isEqualTo(now);
					assertThat(registry.get("logging.perf.discard.threshold.permanent.age").gauge().value()).isZero();
					AppenderFailureCounts failures = context.getBean(AppenderFailureCounts.class);
					failures.failed("Clocked", Level.ERROR, "disk full");
					assertThat(failures.all()).filteredOn((failure) -> failure.appender().equals("Clocked"))
						.singleElement()
						.satisfies((failure) -> assertThat(failure.lastErrorAt()).isEqualTo(now));
				}
				finally {
					overrides.clear("test");
					switches.setDiscardThreshold(LogLevel.INFO, null, "test");
				}
			});
	}

	@Test
	void runAgainShouldBindTheMetersOfTheNewContext() {
		this.contextRunner.run((first) -> assertThat(first).hasSingleBean(LoggingPerfMetrics.class));
		this.contextRunner.withPropertyValues("logging-perf.async.discard-threshold=warn").run((context) -> {
			MeterRegistry registry = context.getBean(MeterRegistry.class);
			assertThat(registry.get("logging.perf.discard.threshold").gauge().value()).isEqualTo(4);
			assertThat(registry.get("logging.perf.ringbuffer.capacity").gauge().value())
				.isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
			context.getBean(LoggingPipeline.class).setDiscardThreshold(LogLevel.INFO);
		});
	}

	@Test
	void runWithUserMetricsShouldBackOff() {
		this.contextRunner.withUserConfiguration(UserMetricsConfiguration.class)
			.run((context) -> assertThat(context).hasSingleBean(LoggingPerfMetrics.class)
				.hasBean("userMetrics")
				.doesNotHaveBean("loggingPerfMetrics"));
	}

	@Test
	void runWithoutMeterRegistryShouldBackOff() {
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
					LoggingPerfMetricsAutoConfiguration.class))
			.run((context) -> assertThat(context).hasSingleBean(LoggingPipeline.class)
				.doesNotHaveBean(LoggingPerfMetrics.class));
	}

	@Test
	void runWithoutMicrometerShouldBackOff() {
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
					LoggingPerfMetricsAutoConfiguration.class))
			.withClassLoader(new FilteredClassLoader("io.micrometer.core"))
			.run((context) -> assertThat(context).hasSingleBean(LoggingPipeline.class)
				.doesNotHaveBean(LoggingPerfMetrics.class));
	}

	@Test
	void runWithoutPipelineShouldBackOff() {
		this.contextRunner.withClassLoader(new FilteredClassLoader(AsyncLoggerContext.class))
			.run((context) -> assertThat(context).hasSingleBean(MeterRegistry.class)
				.doesNotHaveBean(LoggingPipeline.class)
				.doesNotHaveBean(LoggingPerfMetrics.class));
	}

	@Configuration(proxyBeanMethods = false)
	static class UserMetricsConfiguration {

		@Bean
		LoggingPerfMetrics userMetrics(LoggingPipeline pipeline) {
			return new LoggingPerfMetrics(pipeline);
		}

	}

}
