package io.github.loggingperf.doctor.rules;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
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
 * Finds appenders that failed to write events: the disk is full, a socket's peer went
 * away, a broker is unreachable. The events are lost; the finding names the appender, how
 * many events it lost and its last error. It is CRITICAL ({@code appender-failing}) until
 * the appender has not failed for {@link #RECENT five minutes}, the window of the alert
 * {@code LogAppenderFailing}; after that it stays as INFO ({@code appender-failed}), so
 * that the failures are still told but the doctor no longer says that events are being
 * lost.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class AppenderFailureRule implements DoctorRule {

	/**
	 * How long after its last failure an appender is still reported as failing.
	 */
	public static final Duration RECENT = Duration.ofMinutes(5);

	private final Supplier<List<AppenderFailure>> failures;

	private final Clock clock;

	/**
	 * Create the rule.
	 * @param failures supplies the appenders' failures
	 * @param clock the clock that timestamps the failures
	 */
	public AppenderFailureRule(Supplier<List<AppenderFailure>> failures, Clock clock) {
		Assert.notNull(failures, "'failures' must not be null");
		Assert.notNull(clock, "'clock' must not be null");
		this.failures = failures;
		this.clock = clock;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		List<Finding> findings = new ArrayList<>();
		Instant recentSince = this.clock.instant().minus(RECENT);
		for (AppenderFailure failure : this.failures.get()) {
			if (failure.total() > 0) {
				List<String> evidence = List.of("appender=" + failure.appender(), "failed=" + failure.byLevel(),
						"last error at " + failure.lastErrorAt() + ": " + failure.lastError());
				Instant lastErrorAt = failure.lastErrorAt();
				findings.add((lastErrorAt == null || !lastErrorAt.isBefore(recentSince)) ? failing(failure, evidence)
						: failed(failure, evidence));
			}
		}
		return findings;
	}

	private static Finding failing(AppenderFailure failure, List<String> evidence) {
		return new Finding("appender-failing", Severity.CRITICAL,
				"Appender '" + failure.appender() + "' failed to write " + failure.total() + " events", evidence,
				Costs.APPENDER_FAILING,
				"Fix what the last error names (free disk space, restart the log collector the socket writes to); "
						+ "file and socket appenders resume by themselves once it is fixed, see docs/reliability.md",
				false);
	}

	private static Finding failed(AppenderFailure failure, List<String> evidence) {
		return new Finding("appender-failed", Severity.INFO,
				"Appender '" + failure.appender() + "' failed to write " + failure.total()
						+ " events, none in the last " + RECENT.toMinutes() + " minutes",
				evidence, Costs.APPENDER_FAILED,
				"Nothing to fix now; if what the last error names comes back (a disk that fills up again), "
						+ "see docs/reliability.md",
				false);
	}

}
