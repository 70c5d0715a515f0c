package io.github.loggingperf.benchmarks;

import java.util.Map;

/**
 * The logging setups compared by the benchmarks. Each one is a set of system properties,
 * set before Log4j starts, and a configuration file on the classpath.
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
	STARTER_LOCATION(Map.of("logging-perf.location.enabled", "true"), "bench-file-location.xml");

	private final Map<String, String> systemProperties;

	private final String configuration;

	LogSetup(Map<String, String> systemProperties, String configuration) {
		this.systemProperties = systemProperties;
		this.configuration = configuration;
	}

	/**
	 * Set this setup's system properties. Call before anything touches Log4j.
	 */
	void applySystemProperties() {
		this.systemProperties.forEach(System::setProperty);
	}

	/**
	 * Return the classpath resource of this setup's Log4j configuration.
	 * @return the resource name
	 */
	String configuration() {
		return this.configuration;
	}

}
