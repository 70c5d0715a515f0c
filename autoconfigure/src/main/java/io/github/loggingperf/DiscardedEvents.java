package io.github.loggingperf;

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
 */
public record DiscardedEvents(long trace, long debug, long info, long warn, long error, long fatal) {

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
		return this.trace + this.debug + this.info + this.warn + this.error + this.fatal;
	}

}
