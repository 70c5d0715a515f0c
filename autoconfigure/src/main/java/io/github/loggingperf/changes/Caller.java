package io.github.loggingperf.changes;

import org.springframework.util.Assert;

/**
 * Who asks for a change, and through what.
 *
 * @param principal the name of the authenticated user, {@code anonymous} when there is
 * none
 * @param channel the front end the change came through
 * @author logging-perf
 * @since 0.1.0
 */
public record Caller(String principal, Channel channel) {

	/**
	 * Create a caller.
	 * @param principal the name of the authenticated user, {@code anonymous} when there
	 * is none
	 * @param channel the front end the change came through
	 */
	public Caller {
		Assert.hasText(principal, "'principal' must not be empty");
		Assert.notNull(channel, "'channel' must not be null");
	}

}
