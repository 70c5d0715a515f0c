package io.github.loggingperf.benchmarks.hybrid;

import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.async.AsyncLoggerConfigDelegate;
import org.apache.logging.log4j.core.async.EventRoute;
import org.apache.logging.log4j.core.impl.LogEventFactory;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;
import org.jspecify.annotations.Nullable;

/**
 * A candidate of issue 22, measured and not shipped: Log4j's mixed-mode delegate
 * ({@code AsyncRoot}, {@code AsyncLogger}) wrapped so that the caller writes an event
 * itself while the ring buffer is empty and no other caller is writing, and hands it to
 * the background thread only when that thread is busy. Each thread's events stay in
 * order: an event goes to the ring whenever one is waiting there, and it is written in
 * the caller only when every event queued before it has been written.
 * <p>
 * Public extension points only:
 * {@code AbstractConfiguration.getAsyncLoggerConfigDelegate()} is overridden by
 * {@link CallerWritesWhenIdleConfiguration}, and the event is written in the caller
 * through {@link EventRoute#SYNCHRONOUS}, as Log4j does for a full queue.
 *
 * @author logging-perf
 */
final class CallerWritesWhenIdle implements AsyncLoggerConfigDelegate {

	private final AsyncLoggerConfigDelegate delegate;

	private final AtomicBoolean callerWriting = new AtomicBoolean();

	private @Nullable RingBufferAdmin ringBuffer;

	CallerWritesWhenIdle(AsyncLoggerConfigDelegate delegate) {
		this.delegate = delegate;
	}

	@Override
	public boolean tryEnqueue(LogEvent event, AsyncLoggerConfig asyncLoggerConfig) {
		if (isRingBufferEmpty() && this.callerWriting.compareAndSet(false, true)) {
			try {
				EventRoute.SYNCHRONOUS.logMessage(asyncLoggerConfig, event);
			}
			finally {
				this.callerWriting.set(false);
			}
			return true;
		}
		return this.delegate.tryEnqueue(event, asyncLoggerConfig);
	}

	private boolean isRingBufferEmpty() {
		RingBufferAdmin ringBuffer = this.ringBuffer;
		if (ringBuffer == null) {
			// Log4j's delegate creates its ring when the configuration starts, before the
			// first event
			ringBuffer = this.delegate.createRingBufferAdmin("", "");
			this.ringBuffer = ringBuffer;
		}
		return ringBuffer.getRemainingCapacity() == ringBuffer.getBufferSize();
	}

	@Override
	public RingBufferAdmin createRingBufferAdmin(String contextName, String loggerConfigName) {
		return this.delegate.createRingBufferAdmin(contextName, loggerConfigName);
	}

	@Override
	public EventRoute getEventRoute(Level level) {
		return this.delegate.getEventRoute(level);
	}

	@Override
	public void enqueueEvent(LogEvent event, AsyncLoggerConfig asyncLoggerConfig) {
		this.delegate.enqueueEvent(event, asyncLoggerConfig);
	}

	@Override
	public void setLogEventFactory(LogEventFactory logEventFactory) {
		this.delegate.setLogEventFactory(logEventFactory);
	}

}
