package io.github.loggingperf.benchmarks.hybrid;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerConfigDelegate;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;
import org.jspecify.annotations.Nullable;

/**
 * An XML configuration whose {@code AsyncRoot} and {@code AsyncLogger} elements hand
 * their events to {@link CallerWritesWhenIdle} when the system property
 * {@value #CALLER_WRITES_PROPERTY} is {@code true}, and to Log4j's own mixed-mode
 * delegate otherwise.
 *
 * @author logging-perf
 */
final class CallerWritesWhenIdleConfiguration extends XmlConfiguration {

	/**
	 * System property that switches the caller's writes on.
	 */
	static final String CALLER_WRITES_PROPERTY = "hybrid.caller-writes-when-idle";

	private @Nullable AsyncLoggerConfigDelegate delegate;

	CallerWritesWhenIdleConfiguration(LoggerContext context, ConfigurationSource source) {
		super(context, source);
	}

	@Override
	public synchronized AsyncLoggerConfigDelegate getAsyncLoggerConfigDelegate() {
		if (this.delegate == null) {
			AsyncLoggerConfigDelegate log4j = super.getAsyncLoggerConfigDelegate();
			this.delegate = Boolean.getBoolean(CALLER_WRITES_PROPERTY) ? new CallerWritesWhenIdle(log4j) : log4j;
		}
		return this.delegate;
	}

}
