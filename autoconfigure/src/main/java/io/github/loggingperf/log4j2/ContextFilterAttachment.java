package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.filter.CompositeFilter;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * Keeps a context-wide filter on a Log4j logger context: adds it, last, to the context's
 * configuration, adds it again to every new configuration (Log4j replaces the
 * context-wide filters on reconfiguration) and removes it when detached.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class ContextFilterAttachment {

	private final LoggerContext context;

	private final Filter filter;

	private final Log4j2ConfigurationListener listener;

	/**
	 * Create an attachment, not yet attached.
	 * @param context the logger context
	 * @param filter the filter to keep on it
	 */
	public ContextFilterAttachment(LoggerContext context, Filter filter) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(filter, "'filter' must not be null");
		this.context = context;
		this.filter = filter;
		this.listener = new Log4j2ConfigurationListener(context, this::attachToCurrentConfiguration);
	}

	/**
	 * Start the filter, add it to the current configuration and to every later one.
	 */
	public void attach() {
		this.filter.start();
		attachToCurrentConfiguration();
		this.listener.afterPropertiesSet();
	}

	/**
	 * Add the filter to the context's configuration unless it is there already.
	 */
	synchronized void attachToCurrentConfiguration() {
		Configuration configuration = this.context.getConfiguration();
		if (!contains(configuration.getFilter(), this.filter)) {
			configuration.addFilter(this.filter);
		}
	}

	/**
	 * Return whether the filter is on the context's current configuration.
	 * @return whether it is attached
	 */
	public boolean isAttached() {
		return contains(this.context.getConfiguration().getFilter(), this.filter);
	}

	private static boolean contains(@Nullable Filter filter, Filter wanted) {
		if (filter instanceof CompositeFilter composite) {
			return composite.getFilters().contains(wanted);
		}
		return filter == wanted;
	}

	/**
	 * Stop following reconfigurations, remove the filter and stop it.
	 */
	public void detach() {
		this.listener.destroy();
		this.context.getConfiguration().removeFilter(this.filter);
		this.filter.stop();
	}

}
