package io.github.loggingperf.doctor.rules;

import org.jspecify.annotations.Nullable;

import org.springframework.util.ClassUtils;

/**
 * The major version of the LMAX Disruptor that Log4j's asynchronous loggers run on. It
 * decides whether a queue-full policy that waits for a slot can lose events: on 4.x a
 * producer claims its slot before it waits, the ring's remaining capacity goes negative
 * meanwhile, and Log4j then discards other threads' events without asking any policy
 * (docs/async.md).
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum DisruptorVersion {

	/**
	 * No Disruptor on the class path.
	 */
	NONE,

	/**
	 * Disruptor 3.x: a producer waits for a free slot before it claims it.
	 */
	V3,

	/**
	 * Disruptor 4.x: a producer claims its slot first, then waits for it.
	 */
	V4;

	private static final String RING_BUFFER = "com.lmax.disruptor.RingBuffer";

	/**
	 * Public class added in Disruptor 4.0.
	 */
	private static final String ADDED_IN_4 = "com.lmax.disruptor.BatchEventProcessorBuilder";

	/**
	 * Return the version that the given class loader sees.
	 * @param classLoader the class loader that loads Log4j, or {@code null} for the
	 * default one
	 * @return the version
	 */
	public static DisruptorVersion of(@Nullable ClassLoader classLoader) {
		if (ClassUtils.isPresent(ADDED_IN_4, classLoader)) {
			return V4;
		}
		return ClassUtils.isPresent(RING_BUFFER, classLoader) ? V3 : NONE;
	}

}
