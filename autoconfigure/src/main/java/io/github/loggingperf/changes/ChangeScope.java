package io.github.loggingperf.changes;

/**
 * Where a change applies. Read from a request's {@code scope} in any case; leaving it out
 * means {@link #INSTANCE}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum ChangeScope {

	/**
	 * This instance only.
	 */
	INSTANCE,

	/**
	 * Every instance of the fleet, through the broker.
	 */
	FLEET

}
