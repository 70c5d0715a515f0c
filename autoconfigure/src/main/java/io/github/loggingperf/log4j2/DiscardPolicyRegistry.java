package io.github.loggingperf.log4j2;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.LongAdder;

import org.apache.logging.log4j.Level;

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

	private static final Level[] LEVELS = { Level.FATAL, Level.ERROR, Level.WARN, Level.INFO, Level.DEBUG,
			Level.TRACE };

	private static final LongAdder[] discarded = { new LongAdder(), new LongAdder(), new LongAdder(), new LongAdder(),
			new LongAdder(), new LongAdder() };

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
	 * Return the number of discarded events of the given standard level.
	 * @param level the level
	 * @return the count
	 */
	static long discarded(Level level) {
		return discarded[index(level)].sum();
	}

	private static int index(Level level) {
		return switch (level.getStandardLevel()) {
			case OFF, FATAL -> 0;
			case ERROR -> 1;
			case WARN -> 2;
			case INFO -> 3;
			case DEBUG -> 4;
			case TRACE, ALL -> 5;
		};
	}

	private static Level standardLevel(int intLevel) {
		for (Level level : LEVELS) {
			if (level.intLevel() == intLevel) {
				return level;
			}
		}
		return Level.INFO;
	}

}
