package io.github.loggingperf.location;

import java.util.List;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.config.Reconfigurable;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.levels.RuntimeLevels;
import io.github.loggingperf.levels.RuntimeLoggerConfig;

/**
 * Switches the capture of the caller's location on or off for a logger context. The
 * requested state is kept in the context ({@link LoggerContext#putObject}), where
 * {@link LocationConfigurationFactory} reads it for every configuration it loads, for the
 * application that requested it ({@link LocationRequest}); until it is set, or once
 * Spring Boot initialises logging for another application, the {@value #PROPERTY}
 * property decides (a system property, an environment variable or, once Spring Boot has
 * initialised logging, the Spring environment). Switching reloads the configuration and
 * puts back the level of every logger as it was.
 *
 * @author logging-perf
 */
final class LocationSwitch {

	/**
	 * Property holding the state location capture starts in.
	 */
	static final String PROPERTY = "logging-perf.location.enabled";

	static final String REQUESTED = LocationSwitch.class.getName() + ".enabled";

	private LocationSwitch() {
	}

	/**
	 * Return the state requested for the configurations of a context.
	 * @param context the context, or {@code null}
	 * @return whether location capture should be on
	 */
	static boolean requested(@Nullable LoggerContext context) {
		if (context != null && context.getObject(REQUESTED) instanceof LocationRequest request
				&& request.holdsFor(context)) {
			return request.enabled();
		}
		return PropertiesUtil.getProperties().getBooleanProperty(PROPERTY, false);
	}

	/**
	 * Request a state for the configurations a context loads from now on, for the
	 * application whose logging is initialised in it.
	 * @param context the context
	 * @param enabled whether location capture should be on
	 */
	static void request(LoggerContext context, boolean enabled) {
		context.putObject(REQUESTED, LocationRequest.of(context, enabled));
	}

	/**
	 * Return whether a configuration was loaded with the switch applied, alone or as the
	 * first part of a composite configuration.
	 * @param configuration the configuration
	 * @return whether the switch applies to it
	 */
	static boolean isSwitchable(Configuration configuration) {
		return LocationFacts.of(configuration).switchable();
	}

	/**
	 * Return whether location capture is on in a configuration.
	 * @param configuration the configuration
	 * @return whether location capture is on
	 * @see LocationFacts#enabled()
	 */
	static boolean isEnabled(Configuration configuration) {
		return LocationFacts.of(configuration).enabled();
	}

	/**
	 * Switch location capture on or off, reloading the configuration if it is in the
	 * other state. The level of every logger, including those set at runtime, is kept. A
	 * configuration the switch was not applied to is left as it is.
	 * @param context the logger context
	 * @param enabled whether location capture should be on
	 * @throws IllegalStateException if the configuration cannot be switched
	 */
	static void switchTo(LoggerContext context, boolean enabled) {
		synchronized (context) {
			switchConfiguration(context, enabled);
		}
	}

	private static void switchConfiguration(LoggerContext context, boolean enabled) {
		Configuration current = context.getConfiguration();
		if (!isSwitchable(current) || !(current instanceof Reconfigurable reconfigurable)) {
			throw notSwitchable(current);
		}
		request(context, enabled);
		if (isEnabled(current) == enabled) {
			return;
		}
		RuntimeLevels levels = RuntimeLevels.of(current);
		context.onChange(reconfigurable);
		Configuration reloaded = context.getConfiguration();
		levels.restore(context, enabled);
		if (!isSwitchable(reloaded) || isEnabled(reloaded) != enabled) {
			throw notSwitchable(reloaded);
		}
	}

	private static IllegalStateException notSwitchable(Configuration configuration) {
		String factory = LocationFacts.replacingFactory();
		String reason = (factory != null)
				? LocationConfigurationFactory.PROPERTY + " is set to '" + factory + "' instead of "
						+ LocationConfigurationFactory.class.getName()
				: "it was not loaded from a configuration file by Log4j or Spring Boot";
		return new IllegalStateException("location capture cannot be switched for the Log4j configuration '"
				+ configuration.getName() + "': " + reason);
	}

	/**
	 * Return a logger configuration that includes location only if location capture is
	 * on: the given one or, for a logger configuration added at runtime without
	 * appenders, a copy with the same level, additivity, filter and properties.
	 * @param loggerConfig the logger configuration
	 * @param enabled whether location capture is on
	 * @param configuration the configuration it belongs to
	 * @return the logger configuration to use
	 */
	static LoggerConfig withIncludeLocation(LoggerConfig loggerConfig, boolean enabled, Configuration configuration) {
		if (enabled || !loggerConfig.isIncludeLocation() || loggerConfig instanceof AsyncLoggerConfig
				|| !loggerConfig.getAppenders().isEmpty()) {
			return loggerConfig;
		}
		List<Property> properties = loggerConfig.getPropertyList();
		Property[] propertyArray = (properties != null) ? properties.toArray(Property.EMPTY_ARRAY)
				: Property.EMPTY_ARRAY;
		return new RuntimeLoggerConfig(loggerConfig.getName(), loggerConfig.getExplicitLevel(),
				loggerConfig.isAdditive(), loggerConfig.getFilter(), propertyArray, false, configuration);
	}

}
