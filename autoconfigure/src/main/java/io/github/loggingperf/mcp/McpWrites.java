package io.github.loggingperf.mcp;

import java.time.Duration;

import org.springframework.boot.logging.LogLevel;

/**
 * The changes the write tools make, on the path of the endpoint's writes: the same
 * checks, expiry, fleet scope and audit. Each method returns what the change answers, to
 * be written as JSON, and throws {@link McpToolException} when the change is refused.
 *
 * @author logging-perf
 * @see LoggingChangesMcpWrites
 * @since 0.1.0
 */
public interface McpWrites {

	/**
	 * Set the level of a logger or logger group for a limited time.
	 * @param caller who asks
	 * @param logger the logger name, {@code ROOT}, or a logger group
	 * @param level the level
	 * @param ttl how long the level lasts
	 * @param fleet whether every instance changes
	 * @return the logger's levels, or the fleet write
	 */
	Object setLevel(McpCaller caller, String logger, LogLevel level, Duration ttl, boolean fleet);

	/**
	 * Remove the level override of a logger or logger group.
	 * @param caller who asks
	 * @param logger the logger name, {@code ROOT}, or a logger group
	 * @param fleet whether every instance changes
	 * @return the removed override, or the fleet write
	 */
	Object resetLevel(McpCaller caller, String logger, boolean fleet);

	/**
	 * Change the discard threshold for a limited time.
	 * @param caller who asks
	 * @param threshold the threshold
	 * @param ttl how long it lasts
	 * @param fleet whether every instance changes
	 * @return the new state, or the fleet write
	 */
	Object setDiscardThreshold(McpCaller caller, LogLevel threshold, Duration ttl, boolean fleet);

	/**
	 * Switch location capture on or off for a limited time.
	 * @param caller who asks
	 * @param enabled whether location capture is on
	 * @param ttl how long it lasts
	 * @param fleet whether every instance changes
	 * @return the new state, or the fleet write
	 */
	Object setLocationCapture(McpCaller caller, boolean enabled, Duration ttl, boolean fleet);

}
