package io.github.loggingperf.location;

import java.util.List;

import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Reconfigurable;
import org.apache.logging.log4j.core.config.composite.CompositeConfiguration;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.appender.BatchFlush;
import io.github.loggingperf.appender.NewAppenders;

/**
 * A configuration of any format (XML, JSON, YAML, properties), loaded by Log4j, with the
 * location switch applied: a composite of that one configuration, whose node tree is
 * changed by {@link LocationNodes} once it is set up and before anything is built from
 * it. It keeps the source of the configuration it wraps, so that Spring Boot and Log4j
 * reload it from there, and is rebuilt with the switch's current state on every
 * reconfiguration. In an all-async context, Log4j's console appenders are replaced by one
 * that flushes at the end of each batch ({@link BatchFlush}). While location capture is
 * off, a logger configuration added at runtime (by Spring Boot's {@code LoggingSystem} or
 * Log4j's {@code Configurator} when a level is set on a logger that has none) is replaced
 * by one that does not include location.
 *
 * @author logging-perf
 */
final class LocationConfiguration extends CompositeConfiguration {

	private final AbstractConfiguration configuration;

	private final boolean locationEnabled;

	LocationConfiguration(AbstractConfiguration configuration, boolean locationEnabled) {
		super(List.of(configuration));
		this.configuration = configuration;
		this.locationEnabled = locationEnabled;
	}

	@Override
	public void setup() {
		super.setup();
		LocationNodes.apply(this, this.locationEnabled);
		BatchFlush.apply(this);
	}

	@Override
	protected void doConfigure() {
		super.doConfigure();
		NewAppenders.built(this);
	}

	@Override
	public ConfigurationSource getConfigurationSource() {
		return this.configuration.getConfigurationSource();
	}

	@Override
	public @Nullable Configuration reconfigure() {
		if (!(this.configuration instanceof Reconfigurable reconfigurable)) {
			return null;
		}
		Configuration reloaded = reconfigurable.reconfigure();
		if (reloaded instanceof AbstractConfiguration abstractConfiguration) {
			return new LocationConfiguration(abstractConfiguration, LocationSwitch.requested(getLoggerContext()));
		}
		return reloaded;
	}

	@Override
	public synchronized void addLogger(String loggerName, LoggerConfig loggerConfig) {
		super.addLogger(loggerName, LocationSwitch.withIncludeLocation(loggerConfig, this.locationEnabled, this));
	}

}
