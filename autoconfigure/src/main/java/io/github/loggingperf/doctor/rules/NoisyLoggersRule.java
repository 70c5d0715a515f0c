package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;

import org.springframework.util.Assert;

import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds wire, header and SQL loggers of common libraries enabled at DEBUG or TRACE,
 * looking at their effective level, so that a DEBUG root enables them too:
 * {@code noisy-logger-debug}, critical when a wire or header logger is among them.
 * Through an inherited level, a logger counts only when its library is on the classpath;
 * a logger declared at DEBUG or TRACE counts always.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class NoisyLoggersRule implements DoctorRule {

	private final Predicate<String> classPresent;

	/**
	 * Create a rule.
	 * @param classPresent tells whether a class, by name, is on the classpath
	 */
	public NoisyLoggersRule(Predicate<String> classPresent) {
		Assert.notNull(classPresent, "'classPresent' must not be null");
		this.classPresent = classPresent;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		Configuration configuration = context.configuration();
		Map<String, Level> enabled = new LinkedHashMap<>();
		List<String> evidence = new ArrayList<>();
		boolean wire = false;
		for (NoisyLogger noisy : NoisyLogger.KNOWN) {
			LoggerConfig owner = configuration.getLoggerConfig(noisy.name());
			boolean declared = owner.getName().equals(noisy.name());
			if (isVerbose(owner.getLevel()) && (declared || this.classPresent.test(noisy.markerClass()))) {
				enabled.put(noisy.name(), owner.getLevel());
				evidence.add(noisy.library() + " logger '" + noisy.name() + "' is at " + owner.getLevel()
						+ (declared ? "" : " (inherited from '" + LoggerTree.name(owner) + "')"));
				wire |= noisy.wire();
			}
			for (LoggerConfig below : configuration.getLoggers().values()) {
				if (below.getName().startsWith(noisy.name() + ".") && isVerbose(below.getLevel())) {
					enabled.put(below.getName(), below.getLevel());
					evidence.add(noisy.library() + " logger '" + below.getName() + "' is at " + below.getLevel());
					wire |= noisy.wire();
				}
			}
		}
		if (enabled.isEmpty()) {
			return List.of();
		}
		return List.of(new Finding("noisy-logger-debug", wire ? Severity.CRITICAL : Severity.WARNING,
				"Wire, header or SQL loggers are enabled at DEBUG or TRACE", evidence, Costs.NOISY_LOGGERS,
				fix(enabled.keySet()), true));
	}

	private static boolean isVerbose(Level level) {
		return level.isLessSpecificThan(Level.DEBUG);
	}

	private static String fix(Iterable<String> names) {
		StringBuilder levels = new StringBuilder();
		StringBuilder loggers = new StringBuilder();
		for (String name : names) {
			levels.append((levels.length() > 0) ? "," : "").append('"').append(name).append("\":\"WARN\"");
			loggers.append("<Logger name=\"").append(name).append("\" level=\"WARN\"/>");
		}
		return "Live: POST /actuator/logging-perf {\"levels\":{" + levels + "},\"ttl\":\"PT1H\"} (omit ttl to keep "
				+ "it); permanently: " + loggers + " or logging.level.<name>=WARN";
	}

}
