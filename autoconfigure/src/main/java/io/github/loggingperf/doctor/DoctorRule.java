package io.github.loggingperf.doctor;

import java.util.List;

/**
 * A check of the {@link LoggingDoctor}: looks at one snapshot of the logging setup and
 * returns what it found. A rule only reads; it never changes the configuration.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@FunctionalInterface
public interface DoctorRule {

	/**
	 * Check the logging setup.
	 * @param context the snapshot to check
	 * @return the findings, empty when the rule's smell is absent
	 */
	List<Finding> check(DoctorContext context);

}
