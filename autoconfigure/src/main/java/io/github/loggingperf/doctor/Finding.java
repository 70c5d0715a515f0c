package io.github.loggingperf.doctor;

import java.util.List;

import org.springframework.util.Assert;

/**
 * One thing the doctor found that makes logging cost more than it should.
 *
 * @param id stable identifier of the kind of finding, such as {@code immediate-flush}
 * @param severity how much it matters
 * @param title what was found, in one sentence
 * @param evidence the appenders, loggers, patterns or settings it was found in, one item
 * each
 * @param cost why it costs, with a measured figure where there is one
 * @param fix the configuration change, or the endpoint call, that fixes it
 * @param fixableAtRuntime whether the fix can be applied without a restart, through
 * {@code /actuator/logging-perf}
 * @author logging-perf
 * @since 0.1.0
 */
public record Finding(String id, Severity severity, String title, List<String> evidence, String cost, String fix,
		boolean fixableAtRuntime) {

	/**
	 * Create a finding.
	 * @param id stable identifier of the kind of finding
	 * @param severity how much it matters
	 * @param title what was found
	 * @param evidence where it was found
	 * @param cost why it costs
	 * @param fix how to fix it
	 * @param fixableAtRuntime whether the fix can be applied without a restart
	 */
	public Finding {
		Assert.hasText(id, "'id' must not be empty");
		Assert.notNull(severity, "'severity' must not be null");
		Assert.hasText(title, "'title' must not be empty");
		Assert.notNull(evidence, "'evidence' must not be null");
		Assert.hasText(cost, "'cost' must not be empty");
		Assert.hasText(fix, "'fix' must not be empty");
		evidence = List.copyOf(evidence);
	}

}
