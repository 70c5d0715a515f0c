package io.github.loggingperf.toptalkers;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Logger;

import org.springframework.util.Assert;

import io.github.loggingperf.log4j2.EventObservingFilter;

/**
 * Context-wide Log4j filter that counts, in the calling thread, every event that will be
 * logged, and never changes a filtering decision. Which calls count is
 * {@link EventObservingFilter}'s rule: a call whose logger's level lets the event
 * through, carrying a message or a throwable; an {@code isDebugEnabled()}-style guard
 * followed by its call counts once, and an event another context-wide filter accepts
 * below the logger's level does not count.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class TopTalkersFilter extends EventObservingFilter {

	private final LoggerEventCounts counts;

	/**
	 * Create a filter.
	 * @param counts where events are counted
	 */
	public TopTalkersFilter(LoggerEventCounts counts) {
		Assert.notNull(counts, "'counts' must not be null");
		this.counts = counts;
	}

	@Override
	protected void observe(Logger logger, Level level) {
		this.counts.record(logger.getName(), levelIndex(level.intLevel()));
	}

	/**
	 * Return the index of a Log4j level for {@link LoggerEventCounts#record}: 0 for TRACE
	 * up to 5 for FATAL; a custom level counts as the next standard level below it in
	 * severity (350 counts as INFO).
	 * @param intLevel the level's {@code intLevel()}
	 * @return the index
	 */
	static int levelIndex(int intLevel) {
		int hundreds = (Math.min(Math.max(intLevel, 100), 600) + 99) / 100;
		return 6 - hundreds;
	}

}
