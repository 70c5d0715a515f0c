package io.github.loggingperf.testsupport;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.awaitility.Awaitility;

/**
 * A real, separate {@link AsyncLoggerContext} with a small ring buffer whose only
 * appender is a {@link CountingAppender}. Its queue-full policy comes from
 * {@link LoggingPerfPropertySource}, as in an application.
 */
public final class AsyncTestContext implements AutoCloseable {

	private static final String RING_BUFFER_SIZE = "log4j2.asyncLoggerRingBufferSize";

	private final AsyncLoggerContext context;

	private final CountingAppender appender;

	private long filled;

	private AsyncTestContext(AsyncLoggerContext context, CountingAppender appender) {
		this.context = context;
		this.appender = appender;
	}

	public static AsyncTestContext start(String name, int ringBufferSize, CountingAppender appender) {
		return start(new AsyncLoggerContext(name), ringBufferSize, appender);
	}

	/**
	 * Stop this context, which writes what is queued, and start it again with a new ring
	 * buffer and a new configuration.
	 * @param ringBufferSize the size of the new ring buffer
	 * @param appender the only appender of the new configuration
	 * @return the restarted context
	 */
	public AsyncTestContext restart(int ringBufferSize, CountingAppender appender) {
		this.appender.openGate();
		this.context.stop(2, TimeUnit.MINUTES);
		return start(this.context, ringBufferSize, appender);
	}

	private static AsyncTestContext start(AsyncLoggerContext context, int ringBufferSize, CountingAppender appender) {
		System.setProperty(RING_BUFFER_SIZE, Integer.toString(ringBufferSize));
		try {
			context.start(new NullConfiguration());
		}
		finally {
			System.clearProperty(RING_BUFFER_SIZE);
		}
		Configuration configuration = context.getConfiguration();
		appender.start();
		configuration.addAppender(appender);
		LoggerConfig root = configuration.getRootLogger();
		root.getAppenders().keySet().forEach(root::removeAppender);
		root.addAppender(appender, null, null);
		root.setLevel(Level.TRACE);
		context.updateLoggers();
		return new AsyncTestContext(context, appender);
	}

	/**
	 * Log DEBUG events until the ring buffer is full while the appender holds the
	 * background thread.
	 */
	public void fill() {
		int capacity = (int) ringBufferCapacity();
		for (int i = 0; i <= capacity; i++) {
			logger().debug("filling slot {}", i);
			this.filled++;
		}
		Awaitility.await()
			.atMost(Duration.ofMinutes(1))
			.until(() -> this.context.createRingBufferAdmin().getRemainingCapacity() <= 0);
	}

	/**
	 * Return how many DEBUG events {@link #fill()} logged.
	 * @return the count
	 */
	public long filled() {
		return this.filled;
	}

	public Logger logger() {
		return this.context.getLogger("test.storm");
	}

	public AsyncLoggerContext context() {
		return this.context;
	}

	public CountingAppender appender() {
		return this.appender;
	}

	public long ringBufferCapacity() {
		return this.context.createRingBufferAdmin().getBufferSize();
	}

	@Override
	public void close() {
		this.appender.openGate();
		this.context.stop(2, TimeUnit.MINUTES);
	}

}
