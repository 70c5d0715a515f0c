package io.github.loggingperf.doctor;

import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.DefaultConfiguration;

/**
 * Tells whether Log4j runs its default configuration (ERROR and above, to the console
 * only) instead of the one it was given: the file could not be parsed, had no root
 * logger, or none was found. Log4j then adds an appender named {@code DefaultConsole-<n>}
 * to the configuration, or uses a {@link DefaultConfiguration}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class FallbackConfiguration {

	static final String DEFAULT_CONSOLE = "DefaultConsole-";

	private FallbackConfiguration() {
	}

	/**
	 * Return whether a configuration is one Log4j fell back to.
	 * @param configuration the configuration in force
	 * @return whether it is Log4j's default configuration or has its default console
	 */
	public static boolean isFallback(Configuration configuration) {
		if (configuration instanceof DefaultConfiguration) {
			return true;
		}
		return configuration.getAppenders().keySet().stream().anyMatch((name) -> name.startsWith(DEFAULT_CONSOLE));
	}

}
