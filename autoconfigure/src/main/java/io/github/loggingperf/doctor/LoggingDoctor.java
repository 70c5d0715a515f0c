package io.github.loggingperf.doctor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

import org.springframework.util.Assert;

/**
 * Runs the {@link DoctorRule rules} over a fresh snapshot of the logging setup each time
 * it is asked, so that what it reports follows the live configuration: a level raised at
 * runtime, a reconfiguration. A rule that fails becomes a finding about that rule; it
 * never fails the caller.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingDoctor {

	private static final Comparator<Finding> MOST_SEVERE_FIRST = Comparator.comparing(Finding::severity)
		.reversed()
		.thenComparing(Finding::id);

	private final Supplier<DoctorContext> snapshots;

	private final List<DoctorRule> rules;

	/**
	 * Create a doctor.
	 * @param snapshots takes a snapshot of the logging setup each time it is called
	 * @param rules the rules to run
	 */
	public LoggingDoctor(Supplier<DoctorContext> snapshots, List<DoctorRule> rules) {
		Assert.notNull(snapshots, "'snapshots' must not be null");
		Assert.notNull(rules, "'rules' must not be null");
		this.snapshots = snapshots;
		this.rules = List.copyOf(rules);
	}

	/**
	 * Examine the logging setup as it is now.
	 * @return the findings, most severe first
	 */
	public List<Finding> findings() {
		return examine(this.snapshots.get());
	}

	/**
	 * Run every rule over one snapshot.
	 * @param context the snapshot
	 * @return the findings, most severe first
	 */
	public List<Finding> examine(DoctorContext context) {
		List<Finding> findings = new ArrayList<>();
		for (DoctorRule rule : this.rules) {
			try {
				findings.addAll(rule.check(context));
			}
			catch (RuntimeException | LinkageError ex) {
				findings.add(failed(rule, ex));
			}
		}
		findings.sort(MOST_SEVERE_FIRST);
		return findings;
	}

	private static Finding failed(DoctorRule rule, Throwable ex) {
		return new Finding("doctor-rule-failed", Severity.INFO, "A doctor rule could not inspect this configuration",
				List.of(rule.getClass().getName() + ": " + ex), "None: the rule's other checks still ran",
				"Nothing to fix in the configuration; report the evidence to logging-perf", false);
	}

}
