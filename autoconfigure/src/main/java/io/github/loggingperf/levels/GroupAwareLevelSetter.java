package io.github.loggingperf.levels;

import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroup;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

/**
 * Sets the level of a logger, or of every member of a logger group, through the
 * {@link LoggingSystem}, as {@code /actuator/loggers} does.
 *
 * @author logging-perf
 */
final class GroupAwareLevelSetter {

	private final LoggingSystem loggingSystem;

	private final LoggerGroups loggerGroups;

	GroupAwareLevelSetter(LoggingSystem loggingSystem, LoggerGroups loggerGroups) {
		this.loggingSystem = loggingSystem;
		this.loggerGroups = loggerGroups;
	}

	/**
	 * Set a level.
	 * @param name a logger name, {@code ROOT} or a logger group
	 * @param level the level of the logger, or the level recorded for the group
	 * @param memberLevel the level of each member of a group
	 */
	void set(String name, @Nullable LogLevel level, Function<String, @Nullable LogLevel> memberLevel) {
		LoggerGroup group = this.loggerGroups.get(name);
		if (group != null && group.hasMembers()) {
			group.configureLogLevel(level,
					(member, groupLevel) -> this.loggingSystem.setLogLevel(member, memberLevel.apply(member)));
			return;
		}
		this.loggingSystem.setLogLevel(name, level);
	}

}
