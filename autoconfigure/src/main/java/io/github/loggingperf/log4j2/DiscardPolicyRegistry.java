package io.github.loggingperf.log4j2;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.Level;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.EventLevels;

/**
 * The bridge between the {@link CountingDiscardPolicy} instances that Log4j creates
 * reflectively and the Spring-managed {@link Log4j2LoggingPipeline}: the discard
 * threshold they share, the discard counters by level, the wait for room in the
 * application's ring buffer, and the live instances (held weakly, since Log4j creates a
 * new policy each time a context or an async appender starts).
 * <p>
 * This is the only static state of the starter; nothing but the pipeline reads it. The
 * waits are kept by the name of the context whose ring they watch, which a policy reads
 * from the name Log4j gives that ring's background thread ({@link AllAsyncRingThreads}).
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

	private static final Map<String, FullRingWait> fullRingWaits = new ConcurrentHashMap<>();

	private DiscardPolicyRegistry() {
	}

	static void register(CountingDiscardPolicy policy) {
		policies.add(policy);
	}

	static boolean hasLivePolicy() {
		return !policies.isEmpty();
	}

	/**
	 * Return whether an event of the given level may be discarded when the ring buffer is
	 * full.
	 * @param level the event's level
	 * @return {@code true} if the event is at or below the threshold
	 */
	static boolean isDiscardable(Level level) {
		return level.intLevel() >= thresholdIntLevel;
	}

	/**
	 * Count a discarded event.
	 * @param level the event's level
	 */
	static void countDiscarded(Level level) {
		discarded[index(level)].increment();
	}

	/**
	 * Wait for room in the ring buffer of an all-async logger context, as the wait set
	 * for that context says.
	 * @param contextName the name of the context
	 * @param backgroundThreadId the id of the thread that writes the ring's events
	 * @return whether the event is kept: {@code false} without a wait for that context
	 * @see FullRingWait#awaitRoom(long)
	 */
	static boolean awaitRoom(String contextName, long backgroundThreadId) {
		FullRingWait wait = fullRingWaits.get(contextName);
		return wait != null && wait.awaitRoom(backgroundThreadId);
	}

	/**
	 * Set the wait for room in the ring buffer of an all-async logger context.
	 * @param contextName the name of the context
	 * @param wait the wait
	 */
	static void setFullRingWait(String contextName, FullRingWait wait) {
		fullRingWaits.put(contextName, wait);
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
