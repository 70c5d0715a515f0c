package io.github.loggingperf;

import java.util.function.ToLongFunction;

import org.springframework.boot.logging.LogLevel;

/**
 * Number of events discarded, by level, because the ring buffer was full. Counts only
 * ever grow for the life of the JVM.
 *
 * @param trace discarded TRACE events
 * @param debug discarded DEBUG events
 * @param info discarded INFO events
 * @param warn discarded WARN events
 * @param error discarded ERROR events
 * @param fatal discarded FATAL events
 * @author logging-perf
 * @since 0.1.0
 */
public record DiscardedEvents(long trace, long debug, long info, long warn, long error, long fatal) {

	/**
	 * Return the counts of every {@link EventLevels event level}.
	 * @param count the number of discarded events of a level
	 * @return the counts
	 */
	public static DiscardedEvents of(ToLongFunction<LogLevel> count) {
		return new DiscardedEvents(count.applyAsLong(LogLevel.TRACE), count.applyAsLong(LogLevel.DEBUG),
				count.applyAsLong(LogLevel.INFO), count.applyAsLong(LogLevel.WARN), count.applyAsLong(LogLevel.ERROR),
				count.applyAsLong(LogLevel.FATAL));
	}

	/**
	 * Return the number of discarded events of the given level.
	 * @param level the level, {@link LogLevel#OFF} has none
	 * @return the number of discarded events
	 */
	public long get(LogLevel level) {
		return switch (level) {
			case TRACE -> this.trace;
			case DEBUG -> this.debug;
			case INFO -> this.info;
			case WARN -> this.warn;
			case ERROR -> this.error;
			case FATAL -> this.fatal;
			case OFF -> 0;
		};
	}

	/**
	 * Return the number of discarded events of all levels.
	 * @return the total
	 */
	public long total() {
		return EventLevels.ORDERED.stream().mapToLong(this::get).sum();
	}

}
