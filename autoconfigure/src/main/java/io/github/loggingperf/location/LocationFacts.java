package io.github.loggingperf.location;

import java.util.List;

import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

/**
 * What a Log4j configuration does about the caller's location: whether the location
 * switch applies to it, whether capture is on, and which location converters its pattern
 * layouts use. Read by the pipeline, the startup report and the doctor; only this package
 * knows how the switch works.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class LocationFacts {

	private final Configuration configuration;

	private final @Nullable Boolean applied;

	private LocationFacts(Configuration configuration) {
		this.configuration = configuration;
		this.applied = LocationNodes.applied(configuration);
	}

	/**
	 * Read the facts of a configuration.
	 * @param configuration the configuration
	 * @return the facts
	 */
	public static LocationFacts of(Configuration configuration) {
		return new LocationFacts(configuration);
	}

	/**
	 * Return whether the configuration was loaded with the location switch applied, alone
	 * or as the first part of a composite configuration, so that location capture can be
	 * switched at runtime.
	 * @return whether the switch applies
	 */
	public boolean switchable() {
		return this.applied != null;
	}

	/**
	 * Return whether location capture is on: the switch's state if it applies, otherwise
	 * whether any logger captures location.
	 * @return whether location capture is on
	 */
	public boolean enabled() {
		if (this.applied != null) {
			return this.applied;
		}
		return this.configuration.getLoggers().values().stream().anyMatch(LoggerConfig::requiresLocation);
	}

	/**
	 * Return the configuration factory that replaces the starter's, set through
	 * {@value LocationConfigurationFactory#PROPERTY}, so that the switch never applies.
	 * @return the class name of that factory ({@code "null"} when the property is not set
	 * at all), or {@code null} when the starter's factory is in force
	 */
	public static @Nullable String replacingFactory() {
		String factory = PropertiesUtil.getProperties().getStringProperty(LocationConfigurationFactory.PROPERTY);
		return LocationConfigurationFactory.class.getName().equals(factory) ? null : String.valueOf(factory);
	}

	/**
	 * Return the location converters at the top level of a layout's pattern, which make
	 * Log4j capture the caller's location.
	 * @param layout the layout
	 * @return the converters as written, such as {@code %L}; empty when the layout has no
	 * pattern
	 */
	public static List<String> topLevelConverters(@Nullable Layout<?> layout) {
		String pattern = pattern(layout);
		return (pattern != null) ? LocationConverters.scan(pattern).topLevel() : List.of();
	}

	/**
	 * Return the location converters nested in another converter's options in a layout's
	 * pattern, such as {@code %highlight{%L}}, which Log4j never detects: nothing is
	 * captured for them.
	 * @param layout the layout
	 * @return the converters as written, such as {@code %L}; empty when the layout has no
	 * pattern
	 */
	public static List<String> nestedConverters(@Nullable Layout<?> layout) {
		String pattern = pattern(layout);
		return (pattern != null) ? LocationConverters.scan(pattern).nested() : List.of();
	}

	private static @Nullable String pattern(@Nullable Layout<?> layout) {
		return (layout instanceof PatternLayout patternLayout) ? patternLayout.getConversionPattern() : null;
	}

}
