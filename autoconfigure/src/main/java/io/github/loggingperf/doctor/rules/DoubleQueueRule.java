package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.config.LoggerConfig;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds a second queue behind asynchronous loggers: {@code AsyncLogger} or
 * {@code AsyncRoot} under all-async loggers, or an {@code Async} appender behind any
 * asynchronous logger: {@code double-async}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class DoubleQueueRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		if (context.mode() == LoggingMode.SYNC) {
			return List.of();
		}
		List<String> evidence = new ArrayList<>();
		if (context.mode() == LoggingMode.ALL_ASYNC) {
			for (LoggerConfig loggerConfig : LoggerTree.loggers(context.configuration())) {
				if (loggerConfig instanceof AsyncLoggerConfig) {
					String element = loggerConfig.getName().isEmpty() ? "AsyncRoot" : "AsyncLogger";
					evidence.add(element + " '" + LoggerTree.name(loggerConfig)
							+ "' under all-async loggers: a second ring buffer");
				}
			}
		}
		context.configuration().getAppenders().forEach((name, appender) -> {
			if (appender instanceof AsyncAppender) {
				evidence.add("Async appender '" + name + "' behind asynchronous loggers: a second queue");
			}
		});
		if (evidence.isEmpty()) {
			return List.of();
		}
		return List.of(
				new Finding("double-async", Severity.WARNING, "Events go through two asynchronous queues", evidence,
						Costs.DOUBLE_QUEUE,
						"Declare <Logger>/<Root> instead of <AsyncLogger>/<AsyncRoot> (the starter makes every logger "
								+ "asynchronous), and reference the appenders behind an <Async> appender directly",
						false));
	}

}
