package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.SmartInitializingSingleton;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.location.LocationConfigurationFactory;
import io.github.loggingperf.location.LocationSwitch;

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

	private final Supplier<LoggerContext> contextSupplier;

	private final boolean warnings;

	/**
	 * Create a report.
	 * @param pipeline the pipeline to report on
	 * @param shutdownTimeout how long shutdown waits for queued events
	 * @param contextSupplier supplies the logger context whose configuration is checked
	 * @param warnings whether to log the WARN lines about the mode and the queue-full
	 * policy; {@code false} when the logging doctor reports them at startup
	 */
	public Log4j2StartupReport(LoggingPipeline pipeline, Duration shutdownTimeout,
			Supplier<LoggerContext> contextSupplier, boolean warnings) {
		this.pipeline = pipeline;
		this.shutdownTimeout = shutdownTimeout;
		this.contextSupplier = contextSupplier;
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
		String locationProblem = locationSwitchProblem();
		if (locationProblem != null) {
			logger.warn("logging-perf: " + locationProblem);
		}
		logger.info("logging-perf: " + summary());
	}

	@Nullable String locationSwitchProblem() {
		String factory = PropertiesUtil.getProperties()
			.getStringProperty(LoggingPerfPropertySource.CONFIGURATION_FACTORY);
		if (LocationSwitch.isSwitchable(this.contextSupplier.get().getConfiguration())
				|| LocationConfigurationFactory.class.getName().equals(factory)) {
			return null;
		}
		return "log4j2.configurationFactory is set to '" + factory + "', so location capture follows the Log4j "
				+ "configuration: logging-perf.location.enabled and the endpoint's locationEnabled have no effect; "
				+ "remove that setting to switch it";
	}

	String summary() {
		RingBufferUsage ringBuffer = this.pipeline.ringBuffer();
		return "mode " + this.pipeline.mode() + ", ring buffer " + ringBuffer.capacity() + " slots, queue-full policy "
				+ policyDescription() + ", location capture " + locationDescription() + ", shutdown drain timeout "
				+ this.shutdownTimeout;
	}

	private String locationDescription() {
		List<String> locationLoggers = this.pipeline.loggersCapturingLocation();
		if (!this.pipeline.locationEnabled()) {
			return locationLoggers.isEmpty() ? "off" : "off but captured by " + locationLoggers;
		}
		return locationLoggers.isEmpty() ? "on (no pattern prints it)" : "on for " + locationLoggers;
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
