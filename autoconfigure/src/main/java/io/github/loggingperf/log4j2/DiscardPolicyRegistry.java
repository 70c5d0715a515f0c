package io.github.loggingperf.log4j2;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.Level;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.EventLevels;

/**
 * The bridge between the {@link CountingDiscardPolicy} instances that Log4j creates
 * reflectively and the Spring-managed {@link Log4j2LoggingPipeline}: the discard
 * threshold they share, the discard counters by level, and the live instances (held
 * weakly, since Log4j creates a new policy each time a context or an async appender
 * starts).
 * <p>
 * This is the only static state of the starter; nothing but the pipeline reads it.
 *
 * @author logging-perf
 */
final class DiscardPolicyRegistry {

	private static final LongAdder[] discarded = EventLevels.ORDERED.stream()
		.map((level) -> new LongAdder())
		.toArray(LongAdder[]::new);

	private static final Set<CountingDiscardPolicy> policies = Collections
		.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

	private static volatile int thresholdIntLevel = Level.INFO.intLevel();

	private DiscardPolicyRegistry() {
	}

	static void register(CountingDiscardPolicy policy) {
		policies.add(policy);
	}

	static boolean hasLivePolicy() {
		return !policies.isEmpty();
	}

	/**
	 * Return whether an event of the given level is discarded, counting it if so.
	 * @param level the event's level
	 * @return {@code true} if the event is at or below the threshold
	 */
	static boolean discard(Level level) {
		if (level.intLevel() < thresholdIntLevel) {
			return false;
		}
		discarded[index(level)].increment();
		return true;
	}

	static Level threshold() {
		return standardLevel(thresholdIntLevel);
	}

	static void setThreshold(Level threshold) {
		thresholdIntLevel = threshold.intLevel();
	}

	/**
	 * Return the number of discarded events of an event level.
	 * @param level the level, one of {@link EventLevels#ORDERED}
	 * @return the count
	 */
	static long discarded(LogLevel level) {
		return discarded[EventLevels.index(level)].sum();
	}

	/**
	 * Return the position in {@link EventLevels#ORDERED} of the standard level of a Log4j
	 * level.
	 * @param level the level
	 * @return the position, {@code OFF} counting as {@code FATAL}, {@code ALL} as
	 * {@code TRACE}
	 */
	private static int index(Level level) {
		return switch (level.getStandardLevel()) {
			case TRACE, ALL -> 0;
			case DEBUG -> 1;
			case INFO -> 2;
			case WARN -> 3;
			case ERROR -> 4;
			case FATAL, OFF -> 5;
		};
	}

	private static Level standardLevel(int intLevel) {
		for (LogLevel level : EventLevels.ORDERED) {
			if (Level.valueOf(level.name()).intLevel() == intLevel) {
				return Level.valueOf(level.name());
			}
		}
		return Level.INFO;
	}

}
