package io.github.loggingperf.doctor.rules;

import java.util.List;

import org.apache.logging.log4j.core.config.AbstractConfiguration;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds a very short {@code monitorInterval}, below {@value #MIN_SECONDS} seconds:
 * {@code monitor-interval-short}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class MonitorIntervalRule implements DoctorRule {

	/**
	 * Shortest interval, in seconds, that is not reported.
	 */
	public static final int MIN_SECONDS = 30;

	@Override
	public List<Finding> check(DoctorContext context) {
		if (!(context.configuration() instanceof AbstractConfiguration configuration)) {
			return List.of();
		}
		int seconds = configuration.getWatchManager().getIntervalSeconds();
		if (seconds <= 0 || seconds >= MIN_SECONDS) {
			return List.of();
		}
		return List.of(new Finding("monitor-interval-short", Severity.INFO,
				"Log4j checks its configuration file every " + seconds + " s",
				List.of("monitorInterval=" + seconds + " in " + configuration.getName()), Costs.MONITOR_INTERVAL,
				"Remove monitorInterval and change levels with /actuator/logging-perf, or set it to 60 or more",
				false));
	}

}
