package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.impl.LocationAware;
import org.apache.logging.log4j.core.layout.PatternLayout;

import io.github.loggingperf.location.LocationFacts;
import io.github.loggingperf.doctor.ConfigurationNodes;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds loggers whose events capture the caller's location ({@code includeLocation} and a
 * layout that uses it): {@code location-capture} for loggers declared in the
 * configuration, {@code location-capture-runtime-logger} for loggers created by a level
 * change at runtime ({@code /actuator/loggers}, {@code Configurator.setLevel}), which
 * Log4j creates with location on.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LocationCaptureRule implements DoctorRule {

	private static final String SWITCH_OFF = "Switch location capture off live: POST /actuator/logging-perf "
			+ "{\"locationEnabled\":false}, and keep logging-perf.location.enabled=false (the default) so that it "
			+ "stays off after a restart";

	private static final String CONFIGURATION_CHANGE = "remove %C %F %l %L %M (and their long names) from the "
			+ "patterns, or set includeLocation=\"false\" on the loggers named; under all-async loggers leave "
			+ "includeLocation unset";

	private static final String CONFIGURATION_CHANGE_SENTENCE = "R" + CONFIGURATION_CHANGE.substring(1);

	@Override
	public List<Finding> check(DoctorContext context) {
		ConfigurationNodes nodes = context.nodes();
		Set<String> declared = nodes.declaredLoggerNames();
		List<String> configured = new ArrayList<>();
		List<String> runtime = new ArrayList<>();
		List<String> runtimeNames = new ArrayList<>();
		for (LoggerConfig loggerConfig : LoggerTree.loggers(context.configuration())) {
			if (!loggerConfig.requiresLocation()) {
				continue;
			}
			String name = LoggerTree.name(loggerConfig);
			String evidence = "logger '" + name + "' has includeLocation=true and reaches "
					+ locationAppenders(loggerConfig);
			if (nodes.hasNodes() && !loggerConfig.getName().isEmpty() && !declared.contains(loggerConfig.getName())) {
				runtime.add(evidence + " (created at runtime by a level change: logging.level.*, /actuator/loggers, "
						+ "/actuator/logging-perf or Configurator.setLevel)");
				runtimeNames.add(name);
			}
			else {
				configured.add(evidence);
			}
		}
		List<Finding> findings = new ArrayList<>();
		if (!configured.isEmpty()) {
			boolean switchable = context.location().switchable();
			findings.add(new Finding("location-capture", Severity.WARNING,
					"Events capture their caller's location (class, method, file, line)", configured, Costs.LOCATION,
					switchable ? SWITCH_OFF + "; or " + CONFIGURATION_CHANGE : CONFIGURATION_CHANGE_SENTENCE,
					switchable));
		}
		if (!runtime.isEmpty()) {
			findings.add(new Finding("location-capture-runtime-logger", Severity.WARNING,
					"Loggers created by a runtime level change capture their caller's location", runtime,
					Costs.LOCATION,
					"Remove the runtime level: DELETE /actuator/logging-perf/{name} for an override set there, or POST "
							+ "/actuator/loggers/{name} {\"configuredLevel\":null}; to keep the level, declare the "
							+ "logger in the Log4j configuration instead of logging.level.* (declared loggers default "
							+ "to includeLocation=false under all-async loggers). Loggers: " + runtimeNames,
					true));
		}
		return findings;
	}

	private static List<String> locationAppenders(LoggerConfig loggerConfig) {
		List<String> appenders = new ArrayList<>();
		for (Map.Entry<String, Appender> entry : LoggerTree.reachedAppenders(loggerConfig).entrySet()) {
			if (entry.getValue() instanceof LocationAware aware && aware.requiresLocation()) {
				appenders.add("appender '" + entry.getKey() + "'" + converters(entry.getValue().getLayout()));
			}
		}
		return appenders;
	}

	private static String converters(Layout<?> layout) {
		if (layout instanceof PatternLayout patternLayout && patternLayout.getConversionPattern() != null) {
			return " (pattern " + String.join(" ", LocationFacts.topLevelConverters(layout)) + ")";
		}
		return (layout != null) ? " (" + layout.getClass().getSimpleName() + " with location)" : "";
	}

}
