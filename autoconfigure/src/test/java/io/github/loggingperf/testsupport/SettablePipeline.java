package io.github.loggingperf.testsupport;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;

/**
 * A {@link LoggingPipeline} whose state a test sets, to observe the binder's mapping of
 * every value, or to drive what reads and changes it.
 */
public final class SettablePipeline implements LoggingPipeline {

	public volatile RingBufferUsage ringBuffer = RingBufferUsage.of(1024, 1024);

	public volatile DiscardedEvents discarded = new DiscardedEvents(0, 0, 0, 0, 0, 0);

	public volatile LogLevel threshold = LogLevel.INFO;

	public volatile List<String> locationLoggers = List.of();

	public volatile boolean locationEnabled;

	public volatile @Nullable String locationRefusal;

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
		if (this.locationRefusal != null) {
			throw new IllegalStateException(this.locationRefusal);
		}
		this.locationEnabled = enabled;
	}

	@Override
	public boolean countingPolicyInstalled() {
		return true;
	}

}
