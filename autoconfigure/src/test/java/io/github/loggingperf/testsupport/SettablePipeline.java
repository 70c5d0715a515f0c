package io.github.loggingperf.testsupport;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.RingBufferUsage;

/**
 * A {@link LoggingPipeline} whose state a test sets, to observe how every value is
 * reported.
 */
public final class SettablePipeline implements LoggingPipeline {

	private static final String COUNTING_POLICY = "io.github.loggingperf.log4j2.CountingDiscardPolicy";

	public volatile LoggingMode mode = LoggingMode.ALL_ASYNC;

	public volatile @Nullable String modeReason;

	public volatile RingBufferUsage ringBuffer = RingBufferUsage.of(1024, 1024);

	public volatile DiscardedEvents discarded = new DiscardedEvents(0, 0, 0, 0, 0, 0);

	public volatile LogLevel threshold = LogLevel.INFO;

	public volatile List<String> locationLoggers = List.of();

	public volatile boolean locationEnabled;

	public volatile @Nullable String locationRefusal;

	@Override
	public LoggingMode mode() {
		return this.mode;
	}

	@Override
	public @Nullable String modeReason() {
		return this.modeReason;
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
		if (this.locationRefusal != null) {
			throw new IllegalStateException(this.locationRefusal);
		}
		this.locationEnabled = enabled;
	}

	@Override
	public QueueFullPolicy queueFullPolicy() {
		return new QueueFullPolicy(COUNTING_POLICY, COUNTING_POLICY, true);
	}

}
