package io.github.loggingperf.fleet;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Explains a {@link FleetSecretMissingException}: how to set a secret, how to make a good
 * one, and the explicit choice of running unsigned with what it allows.
 *
 * @author logging-perf
 */
class FleetSecretMissingFailureAnalyzer extends AbstractFailureAnalyzer<FleetSecretMissingException> {

	@Override
	protected FailureAnalysis analyze(Throwable rootFailure, FleetSecretMissingException cause) {
		return new FailureAnalysis("The logging-perf fleet is on (logging-perf.fleet.enabled=true) but has no secret "
				+ "(logging-perf.fleet.secret). Fleet records are signed with it; without one, whoever can write the "
				+ "fleet's Kafka topics could change the logging of every instance.",
				"Set logging-perf.fleet.secret to the same secret on every instance of the application, for example "
						+ "from the environment variable LOGGINGPERF_FLEET_SECRET, and keep it like a password. "
						+ "Generate a good one with 'openssl rand -base64 32' (32 random bytes). To run the fleet "
						+ "unsigned instead, knowing that anyone who can write its topics can then change logging on "
						+ "every instance, set logging-perf.fleet.unsigned=true.",
				cause);
	}

}
