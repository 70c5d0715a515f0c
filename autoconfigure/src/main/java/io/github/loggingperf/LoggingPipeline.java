package io.github.loggingperf;

import java.time.Duration;
import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

/**
 * The live logging pipeline: how events travel, how full the queue is, and what happens
 * to events when it is full. The discard threshold can be changed at runtime.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public interface LoggingPipeline {

	/**
	 * Levels accepted by {@link #setDiscardThreshold(LogLevel)}: the
	 * {@link EventLevels#NAMES event levels}.
	 */
	String ALLOWED_THRESHOLDS = EventLevels.NAMES;

	/**
	 * Return how events travel from the calling thread to the appenders.
	 * @return the mode
	 */
	LoggingMode mode();

	/**
	 * Return why the pipeline is not {@link LoggingMode#ALL_ASYNC} and how to fix it.
	 * @return the reason, or {@code null} when every logger is asynchronous
	 */
	@Nullable String modeReason();

	/**
	 * Return how full the ring buffer is right now.
	 * @return the usage, {@link RingBufferUsage#NONE} when there is no ring buffer
	 */
	RingBufferUsage ringBuffer();

	/**
	 * Return the level at or below which events are discarded when the ring buffer is
	 * full.
	 * @return the threshold
	 */
	LogLevel discardThreshold();

	/**
	 * Set the level at or below which events are discarded when the ring buffer is full.
	 * Applies to the next event.
	 * @param threshold one of {@value #ALLOWED_THRESHOLDS}
	 * @throws IllegalArgumentException if the level is {@link LogLevel#OFF}
	 */
	void setDiscardThreshold(LogLevel threshold);

	/**
	 * Return how long a thread whose event would be discarded because the ring buffer is
	 * full first waits for the background thread to free part of the ring; the event is
	 * kept if it does.
	 * @return the longest wait, {@link Duration#ZERO} when such events are discarded at
	 * once
	 */
	default Duration fullRingWait() {
		return Duration.ZERO;
	}

	/**
	 * Return the number of events discarded so far because the ring buffer was full.
	 * @return the counts by level
	 */
	DiscardedEvents discarded();

	/**
	 * Return the loggers whose events carry their caller's location (class, method, file,
	 * line), which costs a stack walk in the calling thread for every event.
	 * @return the names of those loggers, sorted, {@code ROOT} for the root logger
	 */
	List<String> loggersCapturingLocation();

	/**
	 * Return whether location capture is on: events carry their caller's location (class,
	 * method, file, line) wherever a pattern prints it. When it is off, no event carries
	 * it and the patterns print none.
	 * @return whether location capture is on
	 */
	boolean locationEnabled();

	/**
	 * Switch location capture on or off without a restart. The logging configuration is
	 * reloaded, keeping the level of every logger, including those set at runtime.
	 * @param enabled whether location capture should be on
	 * @throws IllegalStateException if the logging configuration cannot be switched
	 */
	void setLocationEnabled(boolean enabled);

	/**
	 * Return the queue-full policy in force: what Log4j does with an event when the ring
	 * buffer is full.
	 * @return the policy
	 */
	QueueFullPolicy queueFullPolicy();

	/**
	 * Return whether the starter's counting queue-full policy is the one Log4j uses. When
	 * it is not, discarded events are neither counted nor controlled by the threshold.
	 * @return whether the counting policy is installed
	 */
	default boolean countingPolicyInstalled() {
		return queueFullPolicy().installed();
	}

	/**
	 * Return, for every appender of the configuration, the events it failed to write
	 * (they reached it and are lost) and its last error.
	 * @return the failures, sorted by appender name, empty when they are not counted
	 */
	default List<AppenderFailure> appenderFailures() {
		return List.of();
	}

}
