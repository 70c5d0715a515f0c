package io.github.loggingperf.expiry;

import java.time.Instant;

import org.springframework.context.ApplicationEvent;

/**
 * Published when a runtime change reaches the end of its time to live and the setting
 * goes back to what it was.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ChangeExpiredEvent extends ApplicationEvent {

	private final String change;

	private final Instant expiresAt;

	/**
	 * Create an event.
	 * @param source the {@link Expiries} that ended the change
	 * @param change what changed back, as {@code old -> new}
	 * @param expiresAt when the change was due to end
	 */
	public ChangeExpiredEvent(Object source, String change, Instant expiresAt) {
		super(source);
		this.change = change;
		this.expiresAt = expiresAt;
	}

	/**
	 * Return what changed back, as {@code old -> new}.
	 * @return the change
	 */
	public String getChange() {
		return this.change;
	}

	/**
	 * Return when the change was due to end.
	 * @return the expiry time
	 */
	public Instant getExpiresAt() {
		return this.expiresAt;
	}

}
