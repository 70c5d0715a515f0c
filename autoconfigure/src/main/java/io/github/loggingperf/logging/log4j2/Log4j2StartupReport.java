package io.github.loggingperf.logging.log4j2;

import java.time.Duration;
import java.util.List;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.util.PropertiesUtil;

import org.springframework.beans.factory.SmartInitializingSingleton;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;

/**
 * Logs, once the application's beans exist, one INFO line that summarises the logging
 * pipeline and, unless the logging doctor reports at startup (it covers them and more),
 * one WARN line for each thing that keeps the pipeline from working as intended.
 *
 * @author logging-perf
 */
public class Log4j2StartupReport implements SmartInitializingSingleton {

	private static final Log logger = LogFactory.getLog(Log4j2StartupReport.class);

	private final LoggingPipeline pipeline;

	private final Duration shutdownTimeout;

	private final boolean warnings;

	/**
	 * Create a report.
	 * @param pipeline the pipeline to report on
	 * @param shutdownTimeout how long shutdown waits for queued events
	 * @param warnings whether to log the WARN lines; {@code false} when the logging doctor
	 * reports them at startup
	 */
	public Log4j2StartupReport(LoggingPipeline pipeline, Duration shutdownTimeout, boolean warnings) {
		this.pipeline = pipeline;
		this.shutdownTimeout = shutdownTimeout;
		this.warnings = warnings;
	}

	@Override
	public void afterSingletonsInstantiated() {
		String modeReason = this.pipeline.modeReason();
		if (this.warnings && modeReason != null) {
			logger.warn("logging-perf: loggers are not all asynchronous (" + this.pipeline.mode() + "): " + modeReason);
		}
		if (this.warnings && this.pipeline.mode() != LoggingMode.SYNC && !this.pipeline.countingPolicyInstalled()) {
			logger.warn("logging-perf: " + policyProblem());
		}
		logger.info("logging-perf: " + summary());
	}

	String summary() {
		RingBufferUsage ringBuffer = this.pipeline.ringBuffer();
		List<String> locationLoggers = this.pipeline.loggersCapturingLocation();
		return "mode " + this.pipeline.mode() + ", ring buffer " + ringBuffer.capacity() + " slots, queue-full policy "
				+ policyDescription() + ", location capture "
				+ (locationLoggers.isEmpty() ? "off" : "on for " + locationLoggers) + ", shutdown drain timeout "
				+ this.shutdownTimeout;
	}

	private String policyDescription() {
		if (this.pipeline.countingPolicyInstalled()) {
			return "discard and count " + this.pipeline.discardThreshold()
					+ " and below, write more severe events in the caller";
		}
		return "'" + configuredPolicy() + "'";
	}

	private String policyProblem() {
		String configured = configuredPolicy();
		if (CountingDiscardPolicy.class.getName().equals(configured)) {
			return "Log4j could not create " + configured + " and fell back to its default policy, which blocks "
					+ "callers when the ring buffer is full; check that logging-perf-spring-boot is visible to the "
					+ "thread context class loader";
		}
		return "log4j2.asyncQueueFullPolicy is set to '" + configured + "', so events dropped when the ring buffer "
				+ "is full are not counted and logging-perf.async.discard-threshold has no effect; remove that setting";
	}

	private static String configuredPolicy() {
		String policy = PropertiesUtil.getProperties().getStringProperty(LoggingPerfPropertySource.QUEUE_FULL_POLICY);
		return (policy != null) ? policy : "Default";
	}

}
