package io.github.loggingperf.levels;

import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggerGroup;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.util.Assert;

/**
 * Reads configured logger levels from the {@link LoggingSystem}, logger groups and the
 * root logger included.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggerLevelLookup {

	private static final String ROOT = LoggingSystem.ROOT_LOGGER_NAME;

	private final LoggingSystem loggingSystem;

	private final LoggerGroups loggerGroups;

	/**
	 * Create a lookup.
	 * @param loggingSystem the logging system
	 * @param loggerGroups the logger groups
	 */
	public LoggerLevelLookup(LoggingSystem loggingSystem, LoggerGroups loggerGroups) {
		Assert.notNull(loggingSystem, "'loggingSystem' must not be null");
		Assert.notNull(loggerGroups, "'loggerGroups' must not be null");
		this.loggingSystem = loggingSystem;
		this.loggerGroups = loggerGroups;
	}

	/**
	 * Return the configured level of a logger, or of a group and each of its members.
	 * @param name a logger name, {@code ROOT} or a logger group
	 * @return the levels by name, {@code null} where a logger inherits its level
	 */
	Map<String, @Nullable LogLevel> configuredLevels(String name) {
		Map<String, @Nullable LogLevel> levels = new LinkedHashMap<>();
		LoggerGroup group = this.loggerGroups.get(name);
		if (group != null) {
			levels.put(name, group.getConfiguredLevel());
			group.getMembers().forEach((member) -> levels.put(member, configuredLevel(member)));
		}
		else {
			levels.put(name, configuredLevel(name));
		}
		return levels;
	}

	private @Nullable LogLevel configuredLevel(String name) {
		LoggerConfiguration configuration = loggerConfiguration(name);
		return (configuration != null) ? configuration.getConfiguredLevel() : null;
	}

	/**
	 * Return the logging system's configuration of a logger. With Log4j 2, Spring Boot
	 * 4.1 finds no logger named {@code ROOT} and reports no configured level for the root
	 * logger; here {@code ROOT} is the root logger and its configured level is its level,
	 * which it always has.
	 * @param name the logger name
	 * @return the configuration, or {@code null} if there is no such logger
	 */
	public @Nullable LoggerConfiguration loggerConfiguration(String name) {
		if (!ROOT.equals(name)) {
			return this.loggingSystem.getLoggerConfiguration(name);
		}
		for (LoggerConfiguration configuration : this.loggingSystem.getLoggerConfigurations()) {
			if (ROOT.equals(configuration.getName())) {
				LogLevel level = (configuration.getConfiguredLevel() != null) ? configuration.getConfiguredLevel()
						: configuration.getEffectiveLevel();
				return new LoggerConfiguration(ROOT, level, configuration.getEffectiveLevel());
			}
		}
		return null;
	}

}
