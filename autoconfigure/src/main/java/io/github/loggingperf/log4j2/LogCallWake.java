package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.filter.CompositeFilter;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;
import org.jspecify.annotations.Nullable;

/**
 * Context-wide filter that wakes the background thread of an all-async context from the
 * threads that log, once {@value #BATCH} events wait in its ring buffer, at most once a
 * millisecond. The thread sleeps 50 ms whenever it finds the ring empty; while events
 * arrive faster than that sleep drains them, it then writes them in batches of about
 * {@value #BATCH} instead of the events of 50 ms at once, which on one CPU held the only
 * CPU while requests waited; when few or no events are logged it sleeps its 50 ms, so an
 * idle application still wakes it 20 times a second. Only events already in the ring
 * count, so a wake-up never comes before the events it is for. The ring and its thread
 * are the ones the context had when this filter was made.
 *
 * @author logging-perf
 */
final class LogCallWake extends EventObservingFilter {

	/**
	 * How many waiting events make a log call wake the background thread: about half a
	 * millisecond of its CPU with Spring Boot's JSON layout.
	 */
	static final int BATCH = 32;

	private final RingBufferAdmin ring;

	private final long wakeAtOrBelowCapacity;

	private final @Nullable Thread thread;

	private final BackgroundThreadWake wake = new BackgroundThreadWake();

	LogCallWake(AsyncLoggerContext context) {
		this.ring = context.createRingBufferAdmin();
		this.wakeAtOrBelowCapacity = this.ring.getBufferSize() - BATCH;
		this.thread = BackgroundThreadWake.ringThreadOf(context.getName());
	}

	/**
	 * Return whether log calls wake the background thread of a configuration's context.
	 * @param configuration the configuration
	 * @return whether one of its context-wide filters is a {@code LogCallWake}
	 */
	static boolean isOn(Configuration configuration) {
		Filter filter = configuration.getFilter();
		if (filter instanceof CompositeFilter composite) {
			return composite.getFilters().stream().anyMatch(LogCallWake.class::isInstance);
		}
		return filter instanceof LogCallWake;
	}

	@Override
	protected void observe(Logger logger, Level level) {
		if (this.thread != null && this.ring.getRemainingCapacity() <= this.wakeAtOrBelowCapacity) {
			this.wake.wake(this.thread);
		}
	}

}
