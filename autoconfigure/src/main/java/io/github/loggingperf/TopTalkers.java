package io.github.loggingperf;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * Event rates of the busiest loggers, counted in the calling thread when an event is
 * logged, so including events later discarded because the ring buffer was full.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public interface TopTalkers {

	/**
	 * Return the loggers that logged most over the recent window, busiest first, up to
	 * the configured number. Loggers that logged nothing in the window are left out.
	 * @return the rates, sorted by events per second, highest first
	 */
	List<LoggerEventRate> top();

	/**
	 * Return the event rate of one logger over the recent window.
	 * @param loggerName the logger name
	 * @return the rate, or {@code null} if the logger is not tracked (it logged nothing
	 * since it was forgotten, or it is among the least active)
	 */
	@Nullable LoggerEventRate rate(String loggerName);

}
