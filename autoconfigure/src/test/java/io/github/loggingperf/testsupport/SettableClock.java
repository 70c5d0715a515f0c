package io.github.loggingperf.testsupport;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A UTC {@link Clock} that a test moves forward, so that time-to-live and age behaviour
 * is tested without waiting.
 */
public final class SettableClock extends Clock {

	private volatile Instant now;

	/**
	 * Create a clock.
	 * @param now the time it shows until moved
	 */
	public SettableClock(Instant now) {
		this.now = now;
	}

	/**
	 * Move the clock forward.
	 * @param duration how far
	 */
	public void advance(Duration duration) {
		this.now = this.now.plus(duration);
	}

	@Override
	public ZoneId getZone() {
		return ZoneOffset.UTC;
	}

	@Override
	public Clock withZone(ZoneId zone) {
		return this;
	}

	@Override
	public Instant instant() {
		return this.now;
	}

}
