package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.util.Assert;

import io.github.loggingperf.LoggingPipeline;

/**
 * Waits, when the Spring application context closes, until every event already in the
 * ring buffer has been written, so that the lines logged while the application shut down
 * are on disk when {@code close()} returns. Log4j itself keeps running: other contexts in
 * the same JVM may still log.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class RingBufferDrain implements DisposableBean {

	private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

	private final LoggingPipeline pipeline;

	private final Duration timeout;

	/**
	 * Create a drain for the given pipeline.
	 * @param pipeline the pipeline whose ring buffer is drained
	 * @param timeout the longest time to wait
	 */
	public RingBufferDrain(LoggingPipeline pipeline, Duration timeout) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(timeout, "'timeout' must not be null");
		this.pipeline = pipeline;
		this.timeout = timeout;
	}

	/**
	 * Wait until the ring buffer is empty or the timeout has passed.
	 * @return whether the ring buffer is empty
	 */
	public boolean awaitEmpty() {
		long deadline = System.nanoTime() + this.timeout.toNanos();
		while (this.pipeline.ringBuffer().used() > 0) {
			if (System.nanoTime() - deadline >= 0) {
				return false;
			}
			LockSupport.parkNanos(POLL_NANOS);
		}
		return true;
	}

	@Override
	public void destroy() {
		awaitEmpty();
	}

}
