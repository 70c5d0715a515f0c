package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.config.LoggerConfig;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds loggers that write every event both to the console and to a file in a
 * production-like run: {@code console-and-file}. The console as the only sink (a
 * container whose platform collects stdout) is fine.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ConsoleAndFileRule implements DoctorRule {

	@Override
	public List<Finding> check(DoctorContext context) {
		if (!context.isProductionLike()) {
			return List.of();
		}
		List<String> evidence = new ArrayList<>();
		for (LoggerConfig loggerConfig : LoggerTree.loggers(context.configuration())) {
			List<String> both = consoleAndFile(loggerConfig);
			if (!both.isEmpty() && (loggerConfig.getParent() == null || !loggerConfig.isAdditive()
					|| consoleAndFile(loggerConfig.getParent()).isEmpty())) {
				evidence.add("logger '" + LoggerTree.name(loggerConfig) + "' writes each event to " + both);
			}
		}
		if (evidence.isEmpty()) {
			return List.of();
		}
		evidence.add("production-like run: " + context.productionLike());
		return List.of(new Finding("console-and-file", Severity.WARNING,
				"Events are written to the console as well as to a file in a production-like run", evidence,
				Costs.CONSOLE_AND_FILE,
				"Remove the console AppenderRef outside development, for example inside <SpringProfile name=\"!prod\"> "
						+ "in log4j2-spring.xml, or keep the console as the only sink and let the platform collect it",
				false));
	}

	private static List<String> consoleAndFile(LoggerConfig loggerConfig) {
		List<String> consoles = new ArrayList<>();
		List<String> files = new ArrayList<>();
		for (Map.Entry<String, Appender> entry : LoggerTree.reachedAppenders(loggerConfig).entrySet()) {
			if (ConsoleAppenders.isConsole(entry.getValue())) {
				consoles.add("console '" + entry.getKey() + "'");
			}
			else if (FileAppenders.isFile(entry.getValue())) {
				files.add("file '" + entry.getKey() + "'");
			}
		}
		if (consoles.isEmpty() || files.isEmpty()) {
			return List.of();
		}
		List<String> both = new ArrayList<>(consoles);
		both.addAll(files);
		return both;
	}

}
