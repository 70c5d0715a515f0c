package io.github.loggingperf.doctor;

/**
 * How much a {@link Finding} matters.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum Severity {

	/**
	 * Worth knowing; costs little or only in rare cases.
	 */
	INFO,

	/**
	 * Costs CPU, latency or memory on every event or every burst; fix it.
	 */
	WARNING,

	/**
	 * Known to have multiplied the CPU or the latency logging costs in production; fix it
	 * first.
	 */
	CRITICAL

}
