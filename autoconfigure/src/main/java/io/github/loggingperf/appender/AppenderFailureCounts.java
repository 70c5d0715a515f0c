package io.github.loggingperf.appender;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

import org.apache.logging.log4j.Level;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.EventLevels;

/**
 * The number of events each appender failed to write, by level, and the last error of
 * each. Counts survive reconfigurations: an appender is known by its name.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class AppenderFailureCounts {

	private final Map<String, Counts> byAppender = new ConcurrentHashMap<>();

	private final List<Consumer<String>> appenderListeners = new CopyOnWriteArrayList<>();

	private final Clock clock;

	/**
	 * Create counts that time errors with the system clock.
	 */
	public AppenderFailureCounts() {
		this(Clock.systemUTC());
	}

	/**
	 * Create counts that time errors with the given clock.
	 * @param clock the clock
	 */
	public AppenderFailureCounts(Clock clock) {
		Assert.notNull(clock, "'clock' must not be null");
		this.clock = clock;
	}

	/**
	 * Make an appender known, with no failures, so that it is reported before it fails.
	 * @param appender the appender's name
	 */
	public void register(String appender) {
		counts(appender);
	}

	/**
	 * Count an event the appender failed to write.
	 * @param appender the appender's name
	 * @param level the event's level
	 * @param error what the appender reported
	 */
	public void failed(String appender, Level level, String error) {
		Counts counts = counts(appender);
		counts.adder(logLevel(level)).increment();
		counts.lastError = new LastError(error, this.clock.instant());
	}

	/**
	 * Return the number of events of a level an appender failed to write.
	 * @param appender the appender's name
	 * @param level the level
	 * @return the number of events, 0 for an unknown appender
	 */
	public long failed(String appender, LogLevel level) {
		Counts counts = this.byAppender.get(appender);
		LongAdder adder = (counts != null) ? counts.byLevel.get(level) : null;
		return (adder != null) ? adder.sum() : 0;
	}

	/**
	 * Return the failures of every known appender, sorted by name.
	 * @return the failures
	 */
	public List<AppenderFailure> all() {
		List<AppenderFailure> failures = new ArrayList<>();
		this.byAppender.forEach((name, counts) -> failures.add(counts.snapshot(name)));
		failures.sort((left, right) -> left.appender().compareTo(right.appender()));
		return failures;
	}

	/**
	 * Call an action with the name of every appender known now and of every appender that
	 * becomes known later.
	 * @param listener the action
	 */
	public void forEachAppender(Consumer<String> listener) {
		Assert.notNull(listener, "'listener' must not be null");
		this.appenderListeners.add(listener);
		this.byAppender.keySet().forEach(listener);
	}

	/**
	 * Return the event level of a Log4j level: its standard level, {@code OFF} counting
	 * as {@code FATAL} and {@code ALL} as {@code TRACE}.
	 * @param level the Log4j level
	 * @return the event level
	 */
	static LogLevel logLevel(Level level) {
		return switch (level.getStandardLevel()) {
			case TRACE, ALL -> LogLevel.TRACE;
			case DEBUG -> LogLevel.DEBUG;
			case INFO -> LogLevel.INFO;
			case WARN -> LogLevel.WARN;
			case ERROR -> LogLevel.ERROR;
			case FATAL, OFF -> LogLevel.FATAL;
		};
	}

	private Counts counts(String appender) {
		Counts counts = this.byAppender.get(appender);
		if (counts != null) {
			return counts;
		}
		Counts created = new Counts();
		Counts existing = this.byAppender.putIfAbsent(appender, created);
		if (existing != null) {
			return existing;
		}
		this.appenderListeners.forEach((listener) -> listener.accept(appender));
		return created;
	}

	private static final class Counts {

		private final Map<LogLevel, LongAdder> byLevel = new EnumMap<>(LogLevel.class);

		private volatile @Nullable LastError lastError;

		Counts() {
			for (LogLevel level : EventLevels.ORDERED) {
				this.byLevel.put(level, new LongAdder());
			}
		}

		LongAdder adder(LogLevel level) {
			LongAdder adder = this.byLevel.get(level);
			Assert.state(adder != null, () -> "No counter for " + level);
			return adder;
		}

		AppenderFailure snapshot(String name) {
			Map<LogLevel, Long> failed = new EnumMap<>(LogLevel.class);
			long total = 0;
			for (LogLevel level : EventLevels.ORDERED) {
				long count = adder(level).sum();
				failed.put(level, count);
				total += count;
			}
			LastError last = this.lastError;
			return new AppenderFailure(name, total, failed, (last != null) ? last.message() : null,
					(last != null) ? last.at() : null);
		}

	}

	private record LastError(String message, Instant at) {
	}

}
