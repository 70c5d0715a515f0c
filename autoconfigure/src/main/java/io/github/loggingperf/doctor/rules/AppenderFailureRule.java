package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.springframework.util.Assert;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds appenders that failed to write events since the application started: the disk is
 * full, a socket's peer went away, a broker is unreachable. The events are lost; the
 * finding names the appender, how many events it lost and its last error.
 *
 * @author logging-perf
 */
public class AppenderFailureRule implements DoctorRule {

	private final Supplier<List<AppenderFailure>> failures;

	/**
	 * Create the rule.
	 * @param failures supplies the appenders' failures
	 */
	public AppenderFailureRule(Supplier<List<AppenderFailure>> failures) {
		Assert.notNull(failures, "'failures' must not be null");
		this.failures = failures;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		List<Finding> findings = new ArrayList<>();
		for (AppenderFailure failure : this.failures.get()) {
			if (failure.total() > 0) {
				findings.add(new Finding("appender-failing", Severity.CRITICAL,
						"Appender '" + failure.appender() + "' failed to write " + failure.total() + " events",
						List.of("appender=" + failure.appender(), "failed=" + failure.byLevel(),
								"last error at " + failure.lastErrorAt() + ": " + failure.lastError()),
						Costs.APPENDER_FAILING,
						"Fix what the last error names (free disk space, restart the log collector the socket "
								+ "writes to); file and socket appenders resume by themselves once it is fixed, "
								+ "see docs/reliability.md",
						false));
			}
		}
		return findings;
	}

}
