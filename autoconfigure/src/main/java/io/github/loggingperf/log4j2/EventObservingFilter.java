package io.github.loggingperf.log4j2;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Marker;
import org.apache.logging.log4j.core.Logger;
import org.apache.logging.log4j.core.filter.AbstractFilter;
import org.apache.logging.log4j.message.Message;
import org.jspecify.annotations.Nullable;

/**
 * Context-wide Log4j filter that is told, in the calling thread, of every log call that
 * will make an event, and never changes a filtering decision: it always answers
 * {@link Result#NEUTRAL NEUTRAL}.
 * <p>
 * Log4j asks a context-wide filter from {@code Logger.isEnabled}, before the level check,
 * for every call: enabled or not, and for the {@code isDebugEnabled()}-style guards. So
 * this filter passes a call on only when the logger's level lets the event through, and
 * only when the call carries a message or a throwable: a guard carries neither, so
 * {@code if (log.isDebugEnabled()) log.debug(...)} is passed on once. Added last to the
 * configuration's filters ({@link ContextFilterAttachment}), it is asked only when every
 * other context-wide filter was neutral, which leaves the level to decide; an event
 * another filter accepts below the logger's level is not passed on. Flow-tracing calls
 * ({@code traceEntry()}, {@code traceExit()}) carry no message when asked and are not
 * passed on.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public abstract class EventObservingFilter extends AbstractFilter {

	/**
	 * Called, in the calling thread, for a log call that will make an event.
	 * @param logger the logger called
	 * @param level the level of the event
	 */
	protected abstract void observe(Logger logger, Level level);

	private Result pass(@Nullable Logger logger, @Nullable Level level, boolean carriesEvent) {
		if (carriesEvent && logger != null && level != null && logger.getLevel().intLevel() >= level.intLevel()) {
			observe(logger, level);
		}
		return Result.NEUTRAL;
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable Message msg,
			@Nullable Throwable t) {
		return pass(logger, level, msg != null || t != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable Object msg,
			@Nullable Throwable t) {
		return pass(logger, level, msg != null || t != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg,
			Object... params) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7, Object p8) {
		return pass(logger, level, msg != null);
	}

	@Override
	public final Result filter(Logger logger, Level level, @Nullable Marker marker, @Nullable String msg, Object p0,
			Object p1, Object p2, Object p3, Object p4, Object p5, Object p6, Object p7, Object p8, Object p9) {
		return pass(logger, level, msg != null);
	}

}
