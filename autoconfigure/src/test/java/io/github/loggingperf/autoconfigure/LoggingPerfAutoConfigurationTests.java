package io.github.loggingperf.autoconfigure;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.awaitility.Awaitility;
import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.log4j2.BackgroundThreadPacing;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.log4j2.CountingDiscardPolicy;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.log4j2.Log4j2ShutdownHandler;
import io.github.loggingperf.log4j2.Log4j2ShutdownRegistration;
import io.github.loggingperf.log4j2.Log4j2StartupReport;
import io.github.loggingperf.log4j2.RingBufferDrain;
import io.github.loggingperf.testsupport.CapturedLog;
import io.github.loggingperf.testsupport.SettableClock;
import io.github.loggingperf.testsupport.SettablePipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfAutoConfiguration}.
 */
class LoggingPerfAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class));

	@AfterEach
	void restoreDefaultThreshold() {
		this.contextRunner.run((context) -> assertThat(context.getBean(LoggingPipeline.class).discardThreshold())
			.isEqualTo(LogLevel.INFO));
	}

	@Test
	void runShouldProvideThePipelineTheDrainAndTheStartupReport() {
		this.contextRunner.run((context) -> {
			assertThat(context).hasSingleBean(Log4j2LoggingPipeline.class)
				.hasSingleBean(RingBufferDrain.class)
				.hasSingleBean(Log4j2StartupReport.class);
			LoggingPipeline pipeline = context.getBean(LoggingPipeline.class);
			assertThat(pipeline.mode()).isEqualTo(LoggingMode.ALL_ASYNC);
			assertThat(pipeline.modeReason()).isNull();
			assertThat(pipeline.countingPolicyInstalled()).isTrue();
			assertThat(pipeline.ringBuffer().capacity()).isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
			assertThat(pipeline.discardThreshold()).isEqualTo(LogLevel.INFO);
		});
	}

	@Test
	void runShouldLetLogCallsWakeTheBackgroundThreadUnlessTurnedOff() {
		this.contextRunner
			.run((context) -> assertThat(context.getBean(BackgroundThreadPacing.class).isActive()).isTrue());
		this.contextRunner.withPropertyValues("logging-perf.async.wake-on-log=false")
			.run((context) -> assertThat(context).doesNotHaveBean(BackgroundThreadPacing.class));
	}

	@Test
	void runShouldMeasureExpiriesAgainstTheClockBeanOrTheSystemClockWithoutOne() {
		SettableClock clock = new SettableClock(Instant.parse("2030-01-01T00:00:00Z"));
		this.contextRunner.withBean(Clock.class, () -> clock).run((context) -> {
			Expiries expiries = context.getBean(Expiries.class);
			assertThat(expiries.clock()).isSameAs(clock);
			assertThat(expiries.now()).isEqualTo(Instant.parse("2030-01-01T00:00:00Z"));
		});
		this.contextRunner
			.run((context) -> assertThat(context.getBean(Expiries.class).clock()).isEqualTo(Clock.systemUTC()));
	}

	@Test
	void ringBufferSizeDefaultIsTheBootstrapDefault() {
		assertThat(new LoggingPerfProperties().getAsync().getRingBufferSize())
			.isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
	}

	@Test
	void shutdownTimeoutDefaultIsTheOneAnEarlyFailureUses() {
		assertThat(new LoggingPerfProperties().getShutdown().getTimeout())
			.isEqualTo(Log4j2ShutdownHandler.DEFAULT_TIMEOUT);
	}

	@Test
	void runShouldExposeTheCountingQueueFullPolicy() {
		this.contextRunner.run((context) -> assertThat(context.getBean(LoggingPipeline.class).queueFullPolicy())
			.isEqualTo(new QueueFullPolicy(CountingDiscardPolicy.class.getName(), CountingDiscardPolicy.class.getName(),
					true)));
	}

	@Test
	void runWithUserDrainShouldStillRegisterTheShutdownHandler() {
		this.contextRunner.withUserConfiguration(UserDrainConfiguration.class).run((context) -> {
			assertThat(context).hasSingleBean(RingBufferDrain.class).doesNotHaveBean("ringBufferDrain");
			assertThat(context).hasSingleBean(Log4j2ShutdownRegistration.class);
		});
	}

	@Test
	void startupWithTheDoctorOffShouldStillLogWhatThePipelineRulesFind() {
		SettablePipeline syncPipeline = new SettablePipeline();
		syncPipeline.mode = LoggingMode.SYNC;
		syncPipeline.modeReason = "switched off for this test";
		try (CapturedLog warnings = CapturedLog.of(Log4j2StartupReport.class.getName(), Level.WARN)) {
			this.contextRunner.withPropertyValues("logging-perf.doctor.enabled=false")
				.withBean(LoggingPipeline.class, () -> syncPipeline)
				.run((context) -> assertThat(context).hasNotFailed());
			Awaitility.await()
				.atMost(Duration.ofSeconds(30))
				.untilAsserted(() -> assertThat(warnings.all()).singleElement()
					.asString()
					.contains("CRITICAL not-all-async: Loggers are not all asynchronous (SYNC)")
					.contains("switched off for this test"));
		}
	}

	@Test
	void startupWithTheDoctorReportingShouldLeaveThePipelineProblemsToIt() {
		SettablePipeline syncPipeline = new SettablePipeline();
		syncPipeline.mode = LoggingMode.SYNC;
		this.contextRunner.withBean(LoggingPipeline.class, () -> syncPipeline).run((context) -> {
			Log4j2StartupReport report = context.getBean(Log4j2StartupReport.class);
			try (CapturedLog warnings = CapturedLog.of(Log4j2StartupReport.class.getName(), Level.WARN)) {
				report.afterSingletonsInstantiated();
				LogFactory.getLog(Log4j2StartupReport.class).warn("marker");
				Awaitility.await()
					.atMost(Duration.ofSeconds(30))
					.untilAsserted(() -> assertThat(warnings.all()).containsExactly("marker"));
			}
		});
	}

	@Test
	void runWithUserPipelineShouldBackOff() {
		this.contextRunner.withUserConfiguration(UserPipelineConfiguration.class).run((context) -> {
			assertThat(context).hasSingleBean(LoggingPipeline.class).doesNotHaveBean("loggingPipeline");
			assertThat(context.getBean(LoggingPipeline.class))
				.isSameAs(context.getBean(UserPipelineConfiguration.class).pipeline);
		});
	}

	@Test
	void runWithDiscardThresholdShouldApplyIt() {
		this.contextRunner.withPropertyValues("logging-perf.async.discard-threshold=warn")
			.run((context) -> assertThat(context.getBean(LoggingPipeline.class).discardThreshold())
				.isEqualTo(LogLevel.WARN));
	}

	@Test
	void runWithUnknownDiscardThresholdShouldFailNamingTheProperty() {
		this.contextRunner.withPropertyValues("logging-perf.async.discard-threshold=LOUD")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessageContaining("LOUD")
				.hasMessageContaining("org.springframework.boot.logging.LogLevel"));
	}

	@Test
	void runWithOffDiscardThresholdShouldFailListingAllowedLevels() {
		this.contextRunner.withPropertyValues("logging-perf.async.discard-threshold=OFF")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.async.discard-threshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, "
						+ "FATAL but was OFF"));
	}

	@Test
	void runWithZeroRingBufferSizeShouldFailNamingTheMinimum() {
		this.contextRunner.withPropertyValues("logging-perf.async.ring-buffer-size=0")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.async.ring-buffer-size must be at least 128 (it is rounded up to a power "
						+ "of two) but was 0"));
	}

	@Test
	void runWithNegativeShutdownTimeoutShouldFail() {
		this.contextRunner.withPropertyValues("logging-perf.shutdown.timeout=-5s")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.shutdown.timeout must be zero or positive but was PT-5S"));
	}

	@Test
	void runWithZeroMaxTtlShouldFail() {
		this.contextRunner.withPropertyValues("logging-perf.overrides.max-ttl=0s")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.overrides.max-ttl must be positive but was PT0S"));
	}

	@Test
	void runWithRingBufferSizeOnlyInApplicationPropertiesShouldFailSayingWhereToSetIt() {
		this.contextRunner.withPropertyValues("logging-perf.async.ring-buffer-size=4096")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.isInstanceOf(InvalidConfigurationPropertyValueException.class)
				.hasMessageContaining("logging-perf.async.ring-buffer-size")
				.hasMessageContaining("-Dlogging-perf.async.ring-buffer-size=4096"));
	}

	@Test
	void runWithoutAsyncLoggerContextClassShouldBackOff() {
		this.contextRunner.withClassLoader(new FilteredClassLoader(AsyncLoggerContext.class))
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingPipeline.class)
				.doesNotHaveBean(RingBufferDrain.class));
	}

	@Test
	void runWithoutLog4jCoreShouldBackOff() {
		this.contextRunner.withClassLoader(new FilteredClassLoader("org.apache.logging.log4j.core"))
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingPipeline.class));
	}

	@Configuration(proxyBeanMethods = false)
	static class UserDrainConfiguration {

		@Bean
		RingBufferDrain userDrain(LoggingPipeline pipeline) {
			return new RingBufferDrain(pipeline, Duration.ZERO);
		}

	}

	@Configuration(proxyBeanMethods = false)
	static class UserPipelineConfiguration {

		final LoggingPipeline pipeline = new Log4j2LoggingPipeline(
				(org.apache.logging.log4j.core.LoggerContext) org.apache.logging.log4j.LogManager.getContext(false),
				BootstrapSettings.fromSystem());

		@Bean
		LoggingPipeline userPipeline() {
			return this.pipeline;
		}

	}

}
