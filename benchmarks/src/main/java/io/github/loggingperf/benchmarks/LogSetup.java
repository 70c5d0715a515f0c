package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.net.URISyntaxException;
import java.util.Map;

import org.apache.logging.log4j.core.LoggerContext;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;

/**
 * The logging setups compared by the benchmarks. Each one is a set of system properties,
 * set before Log4j starts, a configuration file on the classpath and, for two of them, a
 * switch of location capture once Log4j runs.
 *
 * @author logging-perf
 */
public enum LogSetup {

	/**
	 * Synchronous loggers with the caller's class, method and line in the pattern (the
	 * starter's location switch on, so that the pattern is kept).
	 */
	SYNC_LOCATION(Map.of("logging-perf.async.enabled", "false", "logging-perf.location.enabled", "true"),
			"bench-file-location.xml"),

	/**
	 * Synchronous loggers, no location.
	 */
	SYNC(Map.of("logging-perf.async.enabled", "false"), "bench-file.xml"),

	/**
	 * All loggers asynchronous with Log4j's own defaults (ring of 256 Ki slots, waiting
	 * queue-full policy, timeout wait strategy), the starter switched off.
	 */
	PLAIN_ASYNC(Map.of("logging-perf.async.enabled", "false", "log4j2.contextSelector",
			"org.apache.logging.log4j.core.async.AsyncLoggerContextSelector"), "bench-file.xml"),

	/**
	 * The starter's defaults: nothing set, the starter's Log4j property source decides.
	 */
	STARTER(Map.of(), "bench-file.xml"),

	/**
	 * The starter's defaults with location capture switched on.
	 */
	STARTER_LOCATION(Map.of("logging-perf.location.enabled", "true"), "bench-file-location.xml"),

	/**
	 * {@link #STARTER_LOCATION}'s pattern, started with location capture off and switched
	 * on at runtime (the starter's switch, as {@code POST /actuator/logging-perf
	 * {"locationEnabled": true}} uses it).
	 */
	LOCATION_SWITCHED_ON(Map.of("logging-perf.location.enabled", "false"), "bench-file-location.xml", true),

	/**
	 * {@link #STARTER_LOCATION}, location capture switched off at runtime.
	 */
	LOCATION_SWITCHED_OFF(Map.of("logging-perf.location.enabled", "true"), "bench-file-location.xml", false);

	private final Map<String, String> systemProperties;

	private final String configuration;

	private final @Nullable Boolean locationSwitchedTo;

	LogSetup(Map<String, String> systemProperties, String configuration) {
		this(systemProperties, configuration, null);
	}

	LogSetup(Map<String, String> systemProperties, String configuration, @Nullable Boolean locationSwitchedTo) {
		this.systemProperties = systemProperties;
		this.configuration = configuration;
		this.locationSwitchedTo = locationSwitchedTo;
	}

	/**
	 * Set this setup's system properties. Call before anything touches Log4j.
	 */
	private void applySystemProperties() {
		this.systemProperties.forEach(System::setProperty);
	}

	/**
	 * Configure the current Log4j context for this setup and, for the setups that switch
	 * location capture, switch it through the starter's pipeline.
	 * @return the configured context
	 * @throws IOException if the log directory cannot be created
	 * @throws URISyntaxException never
	 */
	LoggerContext start() throws IOException, URISyntaxException {
		applySystemProperties();
		LoggerContext context = EventBatches.configure(this.configuration);
		Boolean switchedTo = this.locationSwitchedTo;
		if (switchedTo != null) {
			Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(context, BootstrapSettings.fromSystem());
			if (pipeline.locationEnabled() == switchedTo) {
				throw new IllegalStateException("location capture did not start the other way round");
			}
			pipeline.setLocationEnabled(switchedTo);
			if (pipeline.locationEnabled() != switchedTo) {
				throw new IllegalStateException("location capture did not switch");
			}
		}
		return context;
	}

}
