package io.github.loggingperf.doctor.rules;

import java.util.List;

import org.springframework.util.Assert;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Reports a fleet that runs unsigned ({@code logging-perf.fleet.unsigned=true}):
 * {@code fleet-unsigned}, with what that allows. Added by the fleet's auto-configuration
 * only when the fleet runs unsigned.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class UnsignedFleetRule implements DoctorRule {

	private final String topic;

	/**
	 * Create the rule.
	 * @param topic the fleet's desired-state topic
	 */
	public UnsignedFleetRule(String topic) {
		Assert.hasText(topic, "'topic' must not be empty");
		this.topic = topic;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		return List.of(new Finding("fleet-unsigned", context.isProductionLike() ? Severity.CRITICAL : Severity.WARNING,
				"The fleet runs unsigned: anyone who can write its Kafka topics can change logging on every instance",
				List.of("logging-perf.fleet.unsigned=true, no logging-perf.fleet.secret",
						"topic '" + this.topic + "': a record written there by any Kafka client with write access is "
								+ "applied by every instance"),
				Costs.UNSIGNED_FLEET,
				"Set logging-perf.fleet.secret to the same secret on every instance (generate one with "
						+ "'openssl rand -base64 32') and remove logging-perf.fleet.unsigned",
				false));
	}

}
