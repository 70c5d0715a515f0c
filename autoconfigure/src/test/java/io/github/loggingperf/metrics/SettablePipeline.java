package io.github.loggingperf.metrics;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.RingBufferUsage;

/**
 * A {@link LoggingPipeline} whose state a test sets, to observe the binder's mapping of
 * every value.
 */
final class SettablePipeline implements LoggingPipeline {

	private static final String COUNTING_POLICY = "io.github.loggingperf.log4j2.CountingDiscardPolicy";

	volatile RingBufferUsage ringBuffer = RingBufferUsage.of(1024, 1024);

	volatile DiscardedEvents discarded = new DiscardedEvents(0, 0, 0, 0, 0, 0);

	volatile LogLevel threshold = LogLevel.INFO;

	volatile List<String> locationLoggers = List.of();

	volatile boolean locationEnabled;

	@Override
	public LoggingMode mode() {
		return LoggingMode.ALL_ASYNC;
	}

	@Override
	public @Nullable String modeReason() {
		return null;
	}

	@Override
	public RingBufferUsage ringBuffer() {
		return this.ringBuffer;
	}

	@Override
	public List<String> loggersCapturingLocation() {
		return this.locationLoggers;
	}

	@Override
	public LogLevel discardThreshold() {
		return this.threshold;
	}

	@Override
	public void setDiscardThreshold(LogLevel threshold) {
		this.threshold = threshold;
	}

	@Override
	public DiscardedEvents discarded() {
		return this.discarded;
	}

	@Override
	public boolean locationEnabled() {
		return this.locationEnabled;
	}

	@Override
	public void setLocationEnabled(boolean enabled) {
		this.locationEnabled = enabled;
	}

	@Override
	public QueueFullPolicy queueFullPolicy() {
		return new QueueFullPolicy(COUNTING_POLICY, COUNTING_POLICY, true);
	}

}
