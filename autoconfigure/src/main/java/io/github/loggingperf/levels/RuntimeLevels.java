package io.github.loggingperf.levels;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;
import org.jspecify.annotations.Nullable;

/**
 * The level of every logger configuration of a Log4j configuration, taken before it is
 * reloaded and put back afterwards, so that the levels set at runtime (through
 * {@code /actuator/loggers}, {@code logging.level.*}, Log4j's {@code Configurator} or
 * logging-perf's overrides) survive. The location switch takes them around its reload.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class RuntimeLevels {

	private static final String ROOT = "";

	private final Map<String, @Nullable Level> levels;

	private RuntimeLevels(Map<String, @Nullable Level> levels) {
		this.levels = levels;
	}

	/**
	 * Take the levels of a configuration.
	 * @param configuration the configuration
	 * @return the levels
	 */
	public static RuntimeLevels of(Configuration configuration) {
		Map<String, @Nullable Level> levels = new HashMap<>();
		configuration.getLoggers().forEach((name, loggerConfig) -> levels.put(name, loggerConfig.getExplicitLevel()));
		levels.put(ROOT, configuration.getRootLogger().getExplicitLevel());
		return new RuntimeLevels(levels);
	}

	/**
	 * Put the levels back into the context's current configuration, adding a logger
	 * configuration where the reloaded configuration has none.
	 * @param context the logger context
	 * @param includeLocation whether an added logger configuration includes location
	 */
	public void restore(LoggerContext context, boolean includeLocation) {
		Configuration configuration = context.getConfiguration();
		this.levels.forEach((name, level) -> {
			LoggerConfig loggerConfig = name.isEmpty() ? configuration.getRootLogger()
					: configuration.getLoggers().get(name);
			if (loggerConfig != null) {
				if (!Objects.equals(loggerConfig.getExplicitLevel(), level)) {
					loggerConfig.setLevel(level);
				}
			}
			else if (level != null) {
				configuration.addLogger(name, new RuntimeLoggerConfig(name, level, true, null, Property.EMPTY_ARRAY,
						includeLocation, configuration));
			}
		});
		context.updateLoggers();
	}

}
