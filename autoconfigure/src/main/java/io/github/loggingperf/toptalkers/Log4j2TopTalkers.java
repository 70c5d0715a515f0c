package io.github.loggingperf.toptalkers;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.Assert;

import io.github.loggingperf.log4j2.ContextFilterAttachment;
import io.github.loggingperf.scheduling.DaemonScheduler;

/**
 * Keeps a {@link TopTalkersFilter} on a Log4j logger context
 * ({@link ContextFilterAttachment}) and ticks the counts on a daemon thread. Starts when
 * the bean starts; detaches and stops when it is destroyed.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2TopTalkers implements InitializingBean, DisposableBean {

	private final LoggerEventCounts counts;

	private final ContextFilterAttachment attachment;

	private final ScheduledThreadPoolExecutor ticker = DaemonScheduler.create("logging-perf-top-talkers");

	/**
	 * Create an attachment.
	 * @param context the logger context to count the events of
	 * @param counts where events are counted
	 */
	public Log4j2TopTalkers(LoggerContext context, LoggerEventCounts counts) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		this.counts = counts;
		this.attachment = new ContextFilterAttachment(context, new TopTalkersFilter(counts));
	}

	@Override
	public void afterPropertiesSet() {
		this.attachment.attach();
		long tickNanos = this.counts.tickInterval().toNanos();
		this.ticker.scheduleAtFixedRate(this.counts::tick, tickNanos, tickNanos, TimeUnit.NANOSECONDS);
	}

	/**
	 * Return whether the filter is attached to the context's current configuration.
	 * @return whether events are counted
	 */
	public boolean isAttached() {
		return this.attachment.isAttached();
	}

	@Override
	public void destroy() {
		this.ticker.shutdownNow();
		this.attachment.detach();
	}

}
