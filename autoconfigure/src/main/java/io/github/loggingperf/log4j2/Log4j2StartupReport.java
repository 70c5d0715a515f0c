package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.util.Assert;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.location.LocationConfigurationFactory;
import io.github.loggingperf.location.LocationFacts;

/**
 * Logs, once the application's beans exist, one INFO line that summarises the logging
 * pipeline, one WARN line when the location switch cannot apply, and the problems that
 * keep the pipeline from working as intended, as found by the logging doctor's rules
 * (given by the caller, so that they are found once, by the rules, whether or not the
 * doctor reports at startup).
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2StartupReport implements SmartInitializingSingleton {

	private static final Log logger = LogFactory.getLog(Log4j2StartupReport.class);

	private static final String ONE_CPU_TRADE_OFF = "; 1 CPU: the background thread shares it with the request "
			+ "threads: all-async kept, so that requests never wait for the log's destination, at the price of that "
			+ "thread's CPU; a CPU-bound service logging to a local disk may prefer logging-perf.async.enabled=false "
			+ "(docs/async.md#small-machines)";

	private final LoggingPipeline pipeline;

	private final Duration shutdownTimeout;

	private final LoggerContext context;

	private final Supplier<@Nullable String> problems;

	private final IntSupplier processors;

	/**
	 * Create a report.
	 * @param pipeline the pipeline to report on
	 * @param shutdownTimeout how long shutdown waits for queued events
	 * @param context the logger context whose configuration is reported on
	 * @param problems returns the problems of the pipeline as one WARN message, or
	 * {@code null} when there are none or another report logs them
	 */
	public Log4j2StartupReport(LoggingPipeline pipeline, Duration shutdownTimeout, LoggerContext context,
			Supplier<@Nullable String> problems) {
		this(pipeline, shutdownTimeout, context, problems, Runtime.getRuntime()::availableProcessors);
	}

	Log4j2StartupReport(LoggingPipeline pipeline, Duration shutdownTimeout, LoggerContext context,
			Supplier<@Nullable String> problems, IntSupplier processors) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(shutdownTimeout, "'shutdownTimeout' must not be null");
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(problems, "'problems' must not be null");
		this.pipeline = pipeline;
		this.shutdownTimeout = shutdownTimeout;
		this.context = context;
		this.problems = problems;
		this.processors = processors;
	}

	@Override
	public void afterSingletonsInstantiated() {
		String problems = this.problems.get();
		if (problems != null) {
			logger.warn(problems);
		}
		String locationProblem = locationSwitchProblem();
		if (locationProblem != null) {
			logger.warn("logging-perf: " + locationProblem);
		}
		logger.info("logging-perf: " + summary());
	}

	@Nullable String locationSwitchProblem() {
		String factory = LocationFacts.replacingFactory();
		if (factory == null || LocationFacts.of(this.context.getConfiguration()).switchable()) {
			return null;
		}
		return LocationConfigurationFactory.PROPERTY + " is set to '" + factory + "', so location "
				+ "capture follows the Log4j configuration: logging-perf.location.enabled and the endpoint's "
				+ "locationEnabled have no effect; remove that setting to switch it";
	}

	String summary() {
		LoggingMode mode = this.pipeline.mode();
		RingBufferUsage ringBuffer = this.pipeline.ringBuffer();
		String waitStrategy = WaitStrategyDescription.of(mode, this.context.getConfiguration(),
				PropertiesUtil.getProperties());
		return "mode " + mode + ", ring buffer " + ringBuffer.capacity() + " slots, "
				+ ((waitStrategy != null) ? waitStrategy + ", " : "") + "queue-full policy " + policyDescription()
				+ ", location capture " + locationDescription() + ", shutdown drain timeout " + this.shutdownTimeout
				+ smallMachineNote(mode);
	}

	/**
	 * On one CPU, Log4j's background thread takes the CPU from the request threads: say
	 * so, why all-async is kept anyway, the alternative, and where the trade-off is
	 * measured. On two CPUs nothing is said: there all-async used no more CPU per request
	 * than synchronous loggers at saturation (docs/async.md#small-machines).
	 */
	private String smallMachineNote(LoggingMode mode) {
		return (mode != LoggingMode.SYNC && this.processors.getAsInt() == 1) ? ONE_CPU_TRADE_OFF : "";
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
			Duration wait = this.pipeline.fullRingWait();
			String waitForRoom = wait.isZero() ? ""
					: "wait up to " + wait.toMillis() + " ms for it to free room (the caller then writes the event), ";
			return "wake the background thread, " + waitForRoom + "then discard and count "
					+ this.pipeline.discardThreshold() + " and below and write more severe events in the caller";
		}
		return "'" + this.pipeline.queueFullPolicy().name() + "'";
	}

}
