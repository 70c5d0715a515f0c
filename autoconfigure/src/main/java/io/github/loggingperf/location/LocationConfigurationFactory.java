package io.github.loggingperf.location;

import java.util.Locale;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.AbstractConfiguration;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.json.JsonConfigurationFactory;
import org.apache.logging.log4j.core.config.properties.PropertiesConfigurationFactory;
import org.apache.logging.log4j.core.config.xml.XmlConfigurationFactory;
import org.apache.logging.log4j.core.config.yaml.YamlConfigurationFactory;
import org.jspecify.annotations.Nullable;

/**
 * Log4j {@link ConfigurationFactory} that loads configuration files with Log4j's own
 * factory for their format (properties, YAML, JSON, XML, in the order Log4j looks for
 * them) and applies the location switch to them. The starter's Log4j property source
 * names it in {@value #PROPERTY}, which puts it before every other factory, for the files
 * Log4j finds itself and for those Spring Boot loads.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class LocationConfigurationFactory extends ConfigurationFactory {

	/**
	 * Log4j property that names the configuration factory to use before every other one.
	 */
	public static final String PROPERTY = "log4j2.configurationFactory";

	private static final String[] TYPES = { ".properties", ".yaml", ".yml", ".json", ".jsn", ".xml" };

	/**
	 * Set whether location capture is on in the configurations this factory loads for a
	 * context from now on, in place of {@code logging-perf.location.enabled}, until
	 * Spring Boot initialises logging in that context for another application. The
	 * context's current configuration is left as it is.
	 * @param context a logger context whose configuration is not loaded yet
	 * @param enabled whether location capture should be on
	 */
	public static void setLocationEnabled(LoggerContext context, boolean enabled) {
		LocationSwitch.request(context, enabled);
	}

	/**
	 * Create a factory. Called by Log4j.
	 */
	public LocationConfigurationFactory() {
	}

	@Override
	protected String[] getSupportedTypes() {
		return TYPES.clone();
	}

	@Override
	public @Nullable Configuration getConfiguration(@Nullable LoggerContext loggerContext, ConfigurationSource source) {
		Configuration configuration = formatFactory(source.getLocation()).getConfiguration(loggerContext, source);
		if (configuration instanceof AbstractConfiguration abstractConfiguration) {
			return new LocationConfiguration(abstractConfiguration, LocationSwitch.requested(loggerContext));
		}
		return configuration;
	}

	private static ConfigurationFactory formatFactory(@Nullable String location) {
		String name = (location != null) ? location.toLowerCase(Locale.ROOT) : "";
		if (name.endsWith(".properties")) {
			return new PropertiesConfigurationFactory();
		}
		if (name.endsWith(".yaml") || name.endsWith(".yml")) {
			return new YamlConfigurationFactory();
		}
		if (name.endsWith(".json") || name.endsWith(".jsn")) {
			return new JsonConfigurationFactory();
		}
		return new XmlConfigurationFactory();
	}

}
