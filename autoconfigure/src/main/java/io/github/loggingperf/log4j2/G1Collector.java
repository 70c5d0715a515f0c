package io.github.loggingperf.log4j2;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * Tells whether this JVM collects its heap with G1, from the names of its collectors
 * ({@link ManagementFactory#getGarbageCollectorMXBeans()}: {@code G1 Young Generation},
 * {@code G1 Old Generation}...). HotSpot picks G1 on a machine with at least 2 CPUs and
 * 1792 MB of memory, and the Serial collector on a smaller one, unless told otherwise.
 *
 * @author logging-perf
 */
final class G1Collector {

	private static final String NAME_PREFIX = "G1 ";

	private G1Collector() {
	}

	/**
	 * Return whether the running JVM collects with G1.
	 * @return {@code true} if one of its collectors is G1's
	 */
	static boolean isInUse() {
		try {
			for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
				if (collector.getName().startsWith(NAME_PREFIX)) {
					return true;
				}
			}
			return false;
		}
		catch (LinkageError ex) {
			// a runtime image without the java.management module
			return false;
		}
	}

}
