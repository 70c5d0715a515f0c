package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.config.LoggerConfig;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds loggers that are not asynchronous: {@code not-all-async}, critical when every
 * logger is synchronous.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class AllAsyncRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		if (context.mode() == LoggingMode.ALL_ASYNC) {
			return List.of();
		}
		List<String> evidence = new ArrayList<>();
		evidence.add("mode " + context.mode());
		if (context.mode() == LoggingMode.MIXED) {
			List<String> asyncLoggers = new ArrayList<>();
			for (LoggerConfig loggerConfig : LoggerTree.loggers(context.configuration())) {
				if (loggerConfig instanceof AsyncLoggerConfig) {
					asyncLoggers.add(LoggerTree.name(loggerConfig));
				}
			}
			evidence.add("asynchronous loggers: " + asyncLoggers + "; every other logger writes in the caller");
		}
		String reason = (context.modeReason() != null) ? context.modeReason()
				: "the logger context is not an AsyncLoggerContext";
		evidence.add("reason: " + reason);
		Severity severity = (context.mode() == LoggingMode.SYNC) ? Severity.CRITICAL : Severity.WARNING;
		return List
			.of(new Finding("not-all-async", severity, "Loggers are not all asynchronous (" + context.mode() + ")",
					evidence, Costs.SYNC, "Make the logger context all-async: " + reason, false));
	}

}
