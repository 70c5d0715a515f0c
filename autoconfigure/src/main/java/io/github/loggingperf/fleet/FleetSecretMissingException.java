package io.github.loggingperf.fleet;

/**
 * Thrown when the fleet is on without a secret and running unsigned was not chosen: an
 * instance never starts a fleet whose records anyone who can write its topics could forge
 * without saying so. Explained by {@link FleetSecretMissingFailureAnalyzer}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetSecretMissingException extends IllegalStateException {

	/**
	 * Create an exception.
	 */
	public FleetSecretMissingException() {
		super("logging-perf.fleet.enabled is true but logging-perf.fleet.secret is not set "
				+ "(and logging-perf.fleet.unsigned is not true)");
	}

}
