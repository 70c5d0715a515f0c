package io.github.loggingperf.log4j2;

import java.util.Locale;

import org.apache.logging.log4j.core.async.AsyncWaitStrategyFactory;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.LoggingMode;

/**
 * How Log4j's background thread waits for events, in words, as Log4j creates its wait
 * strategy when the ring buffer starts: from the properties
 * {@code log4j2.asyncLoggerWaitStrategy} (all-async) or
 * {@code log4j2.asyncLoggerConfigWaitStrategy} (mixed), with their sleep time, retries
 * and timeout, or, in mixed mode, from the configuration's
 * {@code AsyncWaitStrategyFactory} if it has one, and whether log calls wake it
 * ({@link LogCallWake} on the configuration). An all-async context never asks that
 * factory: {@code AsyncLoggerContext} starts its ring buffer while its configuration is
 * still Log4j's default one, before the configuration file is read (Log4j 2.25 and 2.26).
 * On a machine with one or two CPUs the choice decides how often that thread takes a CPU
 * from the request threads.
 *
 * @author logging-perf
 */
final class WaitStrategyDescription {

	private static final long SLEEP_TIME_DEFAULT = 100;

	private static final int RETRIES_DEFAULT = 200;

	private static final long TIMEOUT_MILLIS_DEFAULT = 10;

	private WaitStrategyDescription() {
	}

	/**
	 * Describe the wait of the background thread of a logger context in the given mode.
	 * @param mode the mode of the context
	 * @param configuration its configuration
	 * @param properties Log4j's properties
	 * @return the description, or {@code null} when the context has no background thread
	 */
	static @Nullable String of(LoggingMode mode, Configuration configuration, PropertiesUtil properties) {
		if (mode == LoggingMode.SYNC) {
			return null;
		}
		AsyncWaitStrategyFactory factory = configuration.getAsyncWaitStrategyFactory();
		if (mode == LoggingMode.MIXED && factory != null) {
			return "background thread waits as " + factory.getClass().getName() + " decides";
		}
		String prefix = (mode == LoggingMode.ALL_ASYNC) ? "AsyncLogger." : "AsyncLoggerConfig.";
		String strategy = properties.getStringProperty(prefix + "WaitStrategy", "Timeout");
		return switch (strategy.trim().toUpperCase(Locale.ROOT)) {
			case "SLEEP" -> sleep(properties.getLongProperty(prefix + "SleepTimeNs", SLEEP_TIME_DEFAULT),
					properties.getIntegerProperty(prefix + "Retries", RETRIES_DEFAULT),
					mode == LoggingMode.ALL_ASYNC && LogCallWake.isOn(configuration));
			case "YIELD" -> "background thread yields in a loop while idle (keeps a CPU busy)";
			case "BUSYSPIN" -> "background thread spins while idle (keeps a CPU busy)";
			case "BLOCK" -> "background thread woken by every event (a lock and a signal per log call)";
			default -> "background thread woken by every event (a lock and a signal per log call, Log4j's Timeout "
					+ properties.getLongProperty(prefix + "Timeout", TIMEOUT_MILLIS_DEFAULT) + " ms)";
		};
	}

	private static String sleep(long sleepTimeNanos, int retries, boolean wokenByLogCalls) {
		String sleep = wokenByLogCalls
				? "sleeps " + duration(sleepTimeNanos) + " between batches unless " + LogCallWake.BATCH
						+ " events wait (log calls then wake it, at most once a millisecond)"
				: "sleeps " + duration(sleepTimeNanos) + " between batches";
		if (retries <= 0) {
			return "background thread " + sleep;
		}
		return "background thread spins and yields " + retries + " times, then " + sleep;
	}

	private static String duration(long nanos) {
		if (nanos >= 1_000_000 && nanos % 1_000_000 == 0) {
			return (nanos / 1_000_000) + " ms";
		}
		if (nanos >= 1_000 && nanos % 1_000 == 0) {
			return (nanos / 1_000) + " us";
		}
		return nanos + " ns";
	}

}
