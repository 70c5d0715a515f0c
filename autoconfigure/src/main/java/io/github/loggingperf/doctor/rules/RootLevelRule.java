package io.github.loggingperf.doctor.rules;

import java.util.List;

import org.apache.logging.log4j.Level;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds the root logger at DEBUG or TRACE in a production-like run: {@code root-debug}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class RootLevelRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		Level level = context.configuration().getRootLogger().getLevel();
		if (!context.isProductionLike() || !level.isLessSpecificThan(Level.DEBUG)) {
			return List.of();
		}
		return List.of(new Finding("root-debug", Severity.WARNING,
				"The root logger is at " + level + " in a production-like run",
				List.of("root logger level " + level, "production-like run: " + context.productionLike()),
				Costs.ROOT_DEBUG,
				"Live: POST /actuator/logging-perf {\"levels\":{\"ROOT\":\"INFO\"}}; permanently: "
						+ "<Root level=\"INFO\"> or logging.level.root=INFO, and DEBUG only for the packages you are "
						+ "investigating",
				true));
	}

}
