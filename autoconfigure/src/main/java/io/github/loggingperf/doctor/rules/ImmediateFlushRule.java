package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.core.appender.AbstractOutputStreamAppender;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds file appenders that flush after every event: {@code immediate-flush}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ImmediateFlushRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		List<String> evidence = new ArrayList<>();
		context.configuration().getAppenders().forEach((name, appender) -> {
			if (FileAppenders.isFile(appender) && appender instanceof AbstractOutputStreamAppender<?> stream
					&& stream.getImmediateFlush()) {
				evidence.add(appender.getClass().getSimpleName() + " '" + name + "' has immediateFlush=true");
			}
		});
		if (evidence.isEmpty()) {
			return List.of();
		}
		return List.of(new Finding("immediate-flush", Severity.WARNING, "File appenders flush after every event",
				evidence, Costs.IMMEDIATE_FLUSH,
				"Set immediateFlush=\"false\" on the appenders named (File and RollingFile default to true); with "
						+ "asynchronous loggers Log4j flushes at the end of each batch",
				false));
	}

}
