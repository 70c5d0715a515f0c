package io.github.loggingperf.switches;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.expiry.Expiries;

/**
 * The pipeline's switches changed at runtime: the discard threshold and location capture,
 * each until changed again or for a time to live, after which it goes back to its
 * configured value ({@code logging-perf.async.discard-threshold},
 * {@code logging-perf.location.enabled}). Expiry goes through the shared
 * {@link Expiries}, like level overrides.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class RuntimeSwitches {

	private final RuntimeSwitch<LogLevel> discardThreshold;

	private final RuntimeSwitch<Boolean> locationEnabled;

	private final Clock clock;

	/**
	 * Create the switches of a pipeline.
	 * @param pipeline the pipeline they change
	 * @param configuredThreshold the configured discard threshold
	 * @param configuredLocationEnabled whether location capture is configured on
	 * @param expiries ends the switches' changes at their expiry
	 */
	public RuntimeSwitches(LoggingPipeline pipeline, LogLevel configuredThreshold, boolean configuredLocationEnabled,
			Expiries expiries) {
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(configuredThreshold, "'configuredThreshold' must not be null");
		Assert.notNull(expiries, "'expiries' must not be null");
		this.discardThreshold = new RuntimeSwitch<>("discardThreshold", configuredThreshold, pipeline::discardThreshold,
				pipeline::setDiscardThreshold, expiries);
		this.locationEnabled = new RuntimeSwitch<>("locationEnabled", configuredLocationEnabled,
				pipeline::locationEnabled, pipeline::setLocationEnabled, expiries);
		this.clock = expiries.clock();
	}

	/**
	 * Return the clock that timestamps the changes and ends them.
	 * @return the clock of the expiries
	 */
	public Clock clock() {
		return this.clock;
	}

	/**
	 * Set the discard threshold.
	 * @param threshold the new threshold, see {@link LoggingPipeline#setDiscardThreshold}
	 * @param ttl how long it lasts before going back to the configured threshold,
	 * {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the change as {@code old -> new}, or {@code null} if nothing changed
	 */
	public @Nullable String setDiscardThreshold(LogLevel threshold, @Nullable Duration ttl, String changedBy) {
		return this.discardThreshold.set(threshold, null, ttl, changedBy);
	}

	/**
	 * Set the discard threshold, as
	 * {@link #setDiscardThreshold(LogLevel, Duration, String)} does, for a change that
	 * counts as made at the given instant: it ends at exactly {@code changedAt} plus
	 * {@code ttl}. A fleet change read after it was written uses it to end at the instant
	 * it names on every instance.
	 * @param threshold the new threshold, see {@link LoggingPipeline#setDiscardThreshold}
	 * @param changedAt when the change counts as made, read from the same clock as the
	 * expiries
	 * @param ttl how long it lasts from {@code changedAt}, {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the change as {@code old -> new}, or {@code null} if nothing changed
	 */
	public @Nullable String setDiscardThreshold(LogLevel threshold, Instant changedAt, @Nullable Duration ttl,
			String changedBy) {
		Assert.notNull(changedAt, "'changedAt' must not be null");
		return this.discardThreshold.set(threshold, changedAt, ttl, changedBy);
	}

	/**
	 * Switch location capture on or off.
	 * @param enabled whether location capture should be on
	 * @param ttl how long it lasts before going back to the configured value,
	 * {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the change as {@code old -> new}, or {@code null} if nothing changed
	 * @throws IllegalStateException if the logging configuration cannot be switched
	 */
	public @Nullable String setLocationEnabled(boolean enabled, @Nullable Duration ttl, String changedBy) {
		return this.locationEnabled.set(enabled, null, ttl, changedBy);
	}

	/**
	 * Switch location capture on or off, as
	 * {@link #setLocationEnabled(boolean, Duration, String)} does, for a change that
	 * counts as made at the given instant: it ends at exactly {@code changedAt} plus
	 * {@code ttl}.
	 * @param enabled whether location capture should be on
	 * @param changedAt when the change counts as made, read from the same clock as the
	 * expiries
	 * @param ttl how long it lasts from {@code changedAt}, {@code null} for no limit
	 * @param changedBy who makes the change
	 * @return the change as {@code old -> new}, or {@code null} if nothing changed
	 * @throws IllegalStateException if the logging configuration cannot be switched
	 */
	public @Nullable String setLocationEnabled(boolean enabled, Instant changedAt, @Nullable Duration ttl,
			String changedBy) {
		Assert.notNull(changedAt, "'changedAt' must not be null");
		return this.locationEnabled.set(enabled, changedAt, ttl, changedBy);
	}

	/**
	 * Return the state of the discard threshold.
	 * @return the state
	 */
	public SwitchState<LogLevel> discardThreshold() {
		return this.discardThreshold.state();
	}

	/**
	 * Return the state of location capture.
	 * @return the state
	 */
	public SwitchState<Boolean> locationEnabled() {
		return this.locationEnabled.state();
	}

}
