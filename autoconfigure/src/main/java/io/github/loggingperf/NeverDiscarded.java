package io.github.loggingperf;

import org.springframework.util.Assert;

/**
 * Events that the starter's discard policy never drops, whatever their level and the
 * discard threshold: those a thread logs while it runs an action given to
 * {@link #run(Runnable)}. When the ring buffer is full, such an event is written by the
 * calling thread, as an event above the threshold is. The starter logs its audit lines
 * this way: a threshold raised to WARN would otherwise let a full ring drop the line that
 * records who raised it.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class NeverDiscarded {

	private static final ThreadLocal<Boolean> ACTIVE = ThreadLocal.withInitial(() -> Boolean.FALSE);

	private NeverDiscarded() {
	}

	/**
	 * Run an action whose log events must not be discarded.
	 * @param action the action, which logs on the calling thread
	 */
	public static void run(Runnable action) {
		Assert.notNull(action, "'action' must not be null");
		Boolean outer = ACTIVE.get();
		ACTIVE.set(Boolean.TRUE);
		try {
			action.run();
		}
		finally {
			ACTIVE.set(outer);
		}
	}

	/**
	 * Return whether the calling thread is running an action given to
	 * {@link #run(Runnable)}.
	 * @return whether the events it logs now are never discarded
	 */
	public static boolean isActive() {
		return ACTIVE.get();
	}

}
