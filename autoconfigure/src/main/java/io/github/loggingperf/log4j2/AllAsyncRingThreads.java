package io.github.loggingperf.log4j2;

/**
 * Tells the background thread of the ring buffer of an all-async logger context from the
 * threads of other Log4j queues (asynchronous appenders, asynchronous logger
 * configurations) by its name, and reads the context's name from it. Log4j names that
 * thread {@code Log4j2-TF-<n>-AsyncLogger[<context name>]-<n>} (its
 * {@code Log4jThreadFactory} for {@code AsyncLoggerDisruptor}); no public API gives the
 * thread of a context's ring buffer. A name in another form is read as another queue's:
 * the starter then treats the ring buffer like those queues, which discard at once.
 *
 * @author logging-perf
 */
final class AllAsyncRingThreads {

	private static final String PREFIX = "AsyncLogger[";

	private AllAsyncRingThreads() {
	}

	/**
	 * Return the name of the all-async context whose ring buffer a thread writes.
	 * @param threadName the name of a Log4j background thread
	 * @return the name of the context, or an empty string if the thread writes another
	 * queue
	 */
	static String contextName(String threadName) {
		int start = threadName.indexOf(PREFIX);
		int end = threadName.lastIndexOf(']');
		if (!threadName.startsWith("Log4j2-TF-") || start < 0 || end < start + PREFIX.length()) {
			return "";
		}
		return threadName.substring(start + PREFIX.length(), end);
	}

}
