package io.github.loggingperf.appender;

import org.apache.logging.log4j.core.ErrorHandler;
import org.apache.logging.log4j.core.LogEvent;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * {@link ErrorHandler} that counts each event its appender failed to write, then hands
 * the error on to the handler it replaced (by default Log4j's, which prints it to the
 * status logger). An error without an event (an appender that is not started, a failed
 * rollover) is handed on, not counted: no event was lost to it.
 * <p>
 * Log4j reports one failed event twice to output stream appenders (file, socket,
 * console): once from the appender and once from the {@code AppenderControl} that called
 * it, with the same event and exception, on the same thread one after the other; the
 * second report is recognised per thread, so that callers failing at the same time (the
 * caller-write route of a full ring) are each counted once.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class CountingErrorHandler implements ErrorHandler {

	private final String appender;

	private final ErrorHandler delegate;

	private final AppenderFailureCounts counts;

	private final ThreadLocal<@Nullable LastReport> lastReport = new ThreadLocal<>();

	/**
	 * Create a handler.
	 * @param appender the appender's name
	 * @param delegate the handler it replaces
	 * @param counts where failures are counted
	 */
	public CountingErrorHandler(String appender, ErrorHandler delegate, AppenderFailureCounts counts) {
		Assert.hasText(appender, "'appender' must not be empty");
		Assert.notNull(delegate, "'delegate' must not be null");
		Assert.notNull(counts, "'counts' must not be null");
		this.appender = appender;
		this.delegate = delegate;
		this.counts = counts;
	}

	/**
	 * Return the handler this one replaced.
	 * @return the replaced handler
	 */
	public ErrorHandler getDelegate() {
		return this.delegate;
	}

	@Override
	public void error(String msg) {
		this.delegate.error(msg);
	}

	@Override
	public void error(String msg, Throwable t) {
		this.delegate.error(msg, t);
	}

	@Override
	public void error(String msg, @Nullable LogEvent event, @Nullable Throwable t) {
		if (event != null && isFirstReport(event, t)) {
			this.counts.failed(this.appender, event.getLevel(), describe(msg, t));
		}
		this.delegate.error(msg, event, t);
	}

	private boolean isFirstReport(LogEvent event, @Nullable Throwable error) {
		LastReport last = this.lastReport.get();
		if (last != null && last.event() == event && error != null && last.error() == error) {
			this.lastReport.remove();
			return false;
		}
		this.lastReport.set(new LastReport(event, error));
		return true;
	}

	private static String describe(String msg, @Nullable Throwable error) {
		if (error == null) {
			return msg;
		}
		Throwable cause = error;
		while (cause.getCause() != null && cause.getCause() != cause) {
			cause = cause.getCause();
		}
		return msg + ": " + ((cause != error) ? error.getMessage() + ": " + cause : error.toString());
	}

	private record LastReport(LogEvent event, @Nullable Throwable error) {
	}

}
