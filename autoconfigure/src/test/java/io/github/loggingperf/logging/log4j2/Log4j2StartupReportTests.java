package io.github.loggingperf.logging.log4j2;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link Log4j2StartupReport}, on a real, separate asynchronous logger context.
 */
class Log4j2StartupReportTests {

	private final AsyncTestContext context = AsyncTestContext.start("report", 256,
			new CountingAppender("counting", 0, false));

	private final Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(this.context::context,
			BootstrapSettings.fromSystem());

	private final Log4j2StartupReport report = new Log4j2StartupReport(this.pipeline, Duration.ofSeconds(10), true);

	@AfterEach
	void close() {
		this.context.close();
	}

	@Test
	void summaryNamesModeRingPolicyLocationAndTimeout() {
		assertThat(this.report.summary()).isEqualTo("mode ALL_ASYNC, ring buffer 256 slots, queue-full policy discard "
				+ "and count INFO and below, write more severe events in the caller, location capture off, shutdown "
				+ "drain timeout PT10S");
	}

}
