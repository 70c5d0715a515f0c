package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.jmx.RingBufferAdminMBean;
import org.jspecify.annotations.Nullable;

/**
 * The workload of the log-call benchmarks: batches of INFO events with a parameterised
 * message of about 150 characters, written to a file in a new directory by a Log4j
 * configuration from the classpath.
 *
 * @author logging-perf
 */
final class EventBatches {

	/**
	 * Events logged by one thread per batch: far fewer than the ring buffer holds.
	 */
	static final int BATCH = 256;

	/**
	 * How long a producer sleeps between two looks at the ring buffer while it drains:
	 * long enough that the looks cost next to no CPU, whatever the background thread's
	 * wait strategy (the figures are CPU per event, not time).
	 */
	private static final long DRAIN_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

	private final Logger logger;

	private final @Nullable RingBufferAdminMBean ringBuffer;

	private EventBatches(LoggerContext context) {
		this.logger = context.getLogger("com.example.orders.order.OrderService");
		this.ringBuffer = (context instanceof AsyncLoggerContext async) ? async.createRingBufferAdmin() : null;
	}

	/**
	 * Configure the current Log4j context from a classpath resource that writes to
	 * {@code ${sys:bench.logDir}}, a new directory.
	 * @param configuration the classpath resource of the Log4j configuration
	 * @return the configured context
	 * @throws IOException if the directory cannot be created
	 * @throws URISyntaxException never
	 */
	static LoggerContext configure(String configuration) throws IOException, URISyntaxException {
		System.setProperty("bench.logDir", Files.createTempDirectory("log-benchmark").toString());
		LoggerContext context = LoggerContext.getContext(false);
		context.setConfigLocation(
				Objects.requireNonNull(EventBatches.class.getClassLoader().getResource(configuration)).toURI());
		return context;
	}

	/**
	 * Return the batches of a configured context.
	 * @param context the context
	 * @return its batches
	 */
	static EventBatches of(LoggerContext context) {
		return new EventBatches(context);
	}

	/**
	 * Log one batch, adding the time spent in log calls to
	 * {@link ProcessCpuProfiler#CALLER_NANOS}, then, under async loggers, wait until the
	 * background thread has written everything.
	 */
	void logAndDrain() {
		long start = System.nanoTime();
		for (int i = 0; i < BATCH; i++) {
			this.logger.info(
					"Reserved {} units of article {} for order {} in warehouse {}; the stock left after "
							+ "this reservation is {} and the payment hold stays open",
					i, "SKU-88412-BLUE", 4711 + i, "FRA-2", 1200 - i);
		}
		ProcessCpuProfiler.CALLER_NANOS.add(System.nanoTime() - start);
		RingBufferAdminMBean ringBuffer = this.ringBuffer;
		if (ringBuffer != null) {
			while (ringBuffer.getRemainingCapacity() < ringBuffer.getBufferSize()) {
				LockSupport.parkNanos(DRAIN_POLL_NANOS);
			}
		}
	}

}
