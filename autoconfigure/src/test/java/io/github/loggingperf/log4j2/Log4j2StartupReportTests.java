package io.github.loggingperf.log4j2;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CapturedLog;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link Log4j2StartupReport}, on a real, separate asynchronous logger context.
 */
class Log4j2StartupReportTests {

	private static final String MARKER = "written after the report";

	private final AsyncTestContext context = AsyncTestContext.start("report", 256,
			new CountingAppender("counting", 0, false));

	private final Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(this.context.context(),
			BootstrapSettings.fromSystem());

	private final Log4j2StartupReport report = new Log4j2StartupReport(this.pipeline, Duration.ofSeconds(10),
			this.context.context(), () -> null, () -> 4);

	@AfterEach
	void close() {
		this.context.close();
	}

	@Test
	void summaryNamesModeRingWaitPolicyLocationAndTimeout() {
		assertThat(this.report.summary()).isEqualTo("mode ALL_ASYNC, ring buffer 256 slots, background thread sleeps "
				+ "50 ms between batches, queue-full policy wake the background thread, then discard and count INFO and "
				+ "below and write more severe events in the caller, location capture off, shutdown drain timeout PT10S");
	}

	@Test
	void summaryNamesTheWaitForRoomInAFullRing() {
		this.pipeline.setFullRingWait(Duration.ofMillis(50));
		assertThat(this.report.summary()).contains("queue-full policy wake the background thread, wait up to 50 ms for "
				+ "it to free room (the caller then writes the event), then discard and count INFO and below and write "
				+ "more severe events in the caller, ");
	}

	@Test
	void summaryOnOneCpuSaysTheBackgroundThreadSharesIt() {
		assertThat(summaryWithProcessors(1)).endsWith(", shutdown drain timeout PT10S; 1 CPU: the background thread "
				+ "shares it with the request threads: all-async kept, so that requests never wait for the "
				+ "log's destination, at the price of that thread's CPU; a CPU-bound service logging to a local disk "
				+ "may prefer logging-perf.async.enabled=false (docs/async.md#small-machines)");
		assertThat(summaryWithProcessors(2)).endsWith(", shutdown drain timeout PT10S");
		assertThat(summaryWithProcessors(3)).endsWith(", shutdown drain timeout PT10S");
	}

	@Test
	void summaryOfTheRunningJvmCountsItsProcessors() {
		Log4j2StartupReport report = new Log4j2StartupReport(this.pipeline, Duration.ofSeconds(10),
				this.context.context(), () -> null);
		assertThat(report.summary()).isEqualTo(summaryWithProcessors(Runtime.getRuntime().availableProcessors()));
	}

	private String summaryWithProcessors(int processors) {
		return new Log4j2StartupReport(this.pipeline, Duration.ofSeconds(10), this.context.context(), () -> null,
				() -> processors)
			.summary();
	}

	@Test
	void afterSingletonsInstantiatedLogsTheProblemsItIsGivenAsOneWarn() {
		Log4j2StartupReport report = new Log4j2StartupReport(this.pipeline, Duration.ofSeconds(10),
				this.context.context(), () -> "logging-perf doctor: 1 finding");
		try (CapturedLog warnings = CapturedLog.of(Log4j2StartupReport.class.getName(), Level.WARN)) {
			report.afterSingletonsInstantiated();
			assertThat(warningsUntilMarker(warnings)).containsExactly("logging-perf doctor: 1 finding");
		}
	}

	@Test
	void afterSingletonsInstantiatedWithoutProblemsLogsNoWarn() {
		try (CapturedLog warnings = CapturedLog.of(Log4j2StartupReport.class.getName(), Level.WARN)) {
			this.report.afterSingletonsInstantiated();
			assertThat(warningsUntilMarker(warnings)).isEmpty();
		}
	}

	private static List<String> warningsUntilMarker(CapturedLog warnings) {
		LogFactory.getLog(Log4j2StartupReport.class).warn(MARKER);
		await().atMost(Duration.ofSeconds(30)).until(() -> warnings.all().contains(MARKER));
		return warnings.all().subList(0, warnings.all().indexOf(MARKER));
	}

	@Test
	void summaryFollowsTheLocationSwitch() throws Exception {
		URI location = Objects.requireNonNull(getClass().getResource("/location/log4j2-location.xml")).toURI();
		AsyncLoggerContext switchable = new AsyncLoggerContext("report-location", null, location);
		switchable.start();
		try {
			Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(switchable, BootstrapSettings.fromSystem());
			Log4j2StartupReport report = new Log4j2StartupReport(pipeline, Duration.ofSeconds(10), switchable,
					() -> null);
			pipeline.setLocationEnabled(false);
			assertThat(report.summary()).contains(", location capture off, ");
			assertThat(report.locationSwitchProblem()).isNull();
			pipeline.setLocationEnabled(true);
			assertThat(report.summary()).contains(", location capture on for [ROOT, test.declared], ");
		}
		finally {
			switchable.stop(1, TimeUnit.MINUTES);
		}
	}

}
