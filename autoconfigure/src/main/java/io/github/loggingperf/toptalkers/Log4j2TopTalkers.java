package io.github.loggingperf.toptalkers;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.filter.CompositeFilter;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.Assert;

import io.github.loggingperf.log4j2.Log4j2ConfigurationListener;
import io.github.loggingperf.scheduling.DaemonScheduler;

/**
 * Attaches a {@link TopTalkersFilter} to a Log4j logger context, attaches it again to
 * every new configuration (Log4j replaces the context-wide filters on reconfiguration),
 * and ticks the counts on a daemon thread. Starts when the bean starts; detaches and
 * stops when it is destroyed.
 *
 * @author logging-perf
 */
public class Log4j2TopTalkers implements InitializingBean, DisposableBean {

	private final LoggerContext context;

	private final LoggerEventCounts counts;

	private final TopTalkersFilter filter;

	private final Log4j2ConfigurationListener listener;

	private final ScheduledThreadPoolExecutor ticker = DaemonScheduler.create("logging-perf-top-talkers");

	/**
	 * Create an attachment.
	 * @param context the logger context to count the events of
	 * @param counts where events are counted
	 */
	public Log4j2TopTalkers(LoggerContext context, LoggerEventCounts counts) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		this.context = context;
		this.counts = counts;
		this.filter = new TopTalkersFilter(counts);
		this.listener = new Log4j2ConfigurationListener(context, this::attach);
	}

	@Override
	public void afterPropertiesSet() {
		this.filter.start();
		attach();
		this.listener.afterPropertiesSet();
		long tickNanos = this.counts.tickInterval().toNanos();
		this.ticker.scheduleAtFixedRate(this.counts::tick, tickNanos, tickNanos, TimeUnit.NANOSECONDS);
	}

	/**
	 * Add the filter to the context's configuration unless it is there already.
	 */
	synchronized void attach() {
		Configuration configuration = this.context.getConfiguration();
		if (!contains(configuration.getFilter(), this.filter)) {
			configuration.addFilter(this.filter);
		}
	}

	/**
	 * Return whether the filter is attached to the context's current configuration.
	 * @return whether events are counted
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

	@Override
	public void destroy() {
		this.ticker.shutdownNow();
		this.listener.destroy();
		this.context.getConfiguration().removeFilter(this.filter);
		this.filter.stop();
	}

}
