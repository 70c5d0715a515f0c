package io.github.loggingperf.benchmarks.hybrid;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.core.config.ConfigurationSource;

/**
 * Reads XML configurations as {@link CallerWritesWhenIdleConfiguration}s. Named by
 * {@code -Dlog4j2.configurationFactory} in the {@code mixed} and {@code caller-writes}
 * setups of {@code benchmarks/http/setups.sh}, with the classes of this package added to
 * the sample app's class path.
 *
 * @author logging-perf
 */
public final class CallerWritesWhenIdleConfigurationFactory extends ConfigurationFactory {

	@Override
	protected String[] getSupportedTypes() {
		return new String[] { ".xml" };
	}

	@Override
	public Configuration getConfiguration(LoggerContext loggerContext, ConfigurationSource source) {
		return new CallerWritesWhenIdleConfiguration(loggerContext, source);
	}

}
