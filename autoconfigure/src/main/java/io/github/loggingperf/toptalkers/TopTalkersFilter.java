package io.github.loggingperf.toptalkers;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Marker;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.filter.AbstractFilter;
import org.apache.logging.log4j.message.Message;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * Context-wide Log4j filter that counts, in the calling thread, every event that will be
 * logged, and never changes a filtering decision: it always answers {@link Result#NEUTRAL
 * NEUTRAL}.
 * <p>
 * Log4j asks a context-wide filter from {@code Logger.isEnabled}, before the level check,
 * for every call: enabled or not, and for the {@code isDebugEnabled()}-style guards. So
 * this filter counts a call only when the logger's level lets the event through, and only
 * when the call carries a message or a throwable: a guard carries neither, so
 * {@code if (log.isDebugEnabled()) log.debug(...)} is counted once. Added last to the
 * configuration's filters, it is asked only when every other context-wide filter was
 * neutral, which leaves the level to decide; an event another filter accepts below the
 * logger's level is not counted. Flow-tracing calls ({@code traceEntry()},
 * {@code traceExit()}) carry no message when asked and are not counted.
 *
 * @author logging-perf
 */
public final class TopTalkersFilter extends AbstractFilter {

	private final LoggerEventCounts counts;

	/**
	 * Create a filter.
	 * @param counts where events are counted
	 */
	public TopTalkersFilter(LoggerEventCounts counts) {
		Assert.notNull(counts, "'counts' must not be null");
		this.counts = counts;
	}

	private Result count(@Nullable Logger logger, @Nullable Level level, boolean carriesEvent) {
		if (carriesEvent && logger != null && level != null && logger.getLevel().intLevel() >= level.intLevel()) {
			this.counts.record(logger.getName(), levelIndex(level.intLevel()));
		}
		return Result.NEUTRAL;
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

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable Message msg,
			@Nullable Throwable t) {
		return count(logger, level, msg != null || t != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable Object msg,
			@Nullable Throwable t) {
		return count(logger, level, msg != null || t != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object... params) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7, Object p8) {
		return count(logger, level, msg != null);
	}

	@Override
	public Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7, Object p8, Object p9) {
		return count(logger, level, msg != null);
	}

}
