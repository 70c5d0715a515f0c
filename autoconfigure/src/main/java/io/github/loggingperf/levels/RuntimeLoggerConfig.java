package io.github.loggingperf.levels;

import java.util.List;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;
import org.jspecify.annotations.Nullable;

/**
 * A logger configuration without appenders of its own that exists only to hold a level
 * set at runtime, created by the location switch in place of the one Spring Boot's
 * {@code LoggingSystem} or Log4j's {@code Configurator} added (those always include
 * location, and Log4j has no setter to change that). Like Spring Boot's own, it removes
 * itself from the configuration when its level is cleared, so the logger inherits its
 * level again and reports no configured level.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class RuntimeLoggerConfig extends LoggerConfig {

	private final Configuration configuration;

	/**
	 * Create a logger configuration that holds a runtime level.
	 * @param name the logger's name
	 * @param level the level, or {@code null} to inherit
	 * @param additive whether events also go to the parent's appenders
	 * @param filter the logger's filter, if any
	 * @param properties the logger's properties
	 * @param includeLocation whether its events capture the caller's location
	 * @param configuration the configuration it belongs to
	 */
	public RuntimeLoggerConfig(String name, @Nullable Level level, boolean additive, @Nullable Filter filter,
			Property[] properties, boolean includeLocation, Configuration configuration) {
		super(name, List.of(), filter, level, additive, properties, configuration, includeLocation);
		this.configuration = configuration;
	}

	@Override
	public void setLevel(@Nullable Level level) {
		super.setLevel(level);
		if (level == null) {
			this.configuration.removeLogger(getName());
		}
	}

}
