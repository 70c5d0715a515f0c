package io.github.loggingperf;

import org.springframework.util.Assert;

/**
 * The queue-full policy in force: what Log4j does with an event when the ring buffer is
 * full.
 *
 * @param name the value of {@code log4j2.asyncQueueFullPolicy}, trimmed: a class name or
 * one of Log4j's short names ({@code Default}, {@code Discard}); {@code Default} when
 * unset
 * @param countingPolicy the class name of the starter's counting policy, which discards
 * and counts events at or below the discard threshold and writes the others in the caller
 * @param installed whether that counting policy is the one Log4j uses: it is named, and
 * Log4j could create it
 * @author logging-perf
 * @since 0.1.0
 */
public record QueueFullPolicy(String name, String countingPolicy, boolean installed) {

	/**
	 * Log4j property that names the queue-full policy.
	 */
	public static final String PROPERTY = "log4j2.asyncQueueFullPolicy";

	/**
	 * Name of Log4j's own policy, in force when {@value #PROPERTY} is unset: callers wait
	 * for a free slot.
	 */
	public static final String LOG4J_DEFAULT = "Default";

	/**
	 * Create a description of the policy in force.
	 * @param name the value of {@code log4j2.asyncQueueFullPolicy}
	 * @param countingPolicy the class name of the starter's counting policy
	 * @param installed whether the counting policy is the one Log4j uses
	 */
	public QueueFullPolicy {
		Assert.hasText(name, "'name' must not be empty");
		Assert.hasText(countingPolicy, "'countingPolicy' must not be empty");
	}

	/**
	 * Return whether {@link #name()} names the starter's counting policy, whether or not
	 * Log4j could create it.
	 * @return whether the counting policy is named
	 */
	public boolean countingPolicyNamed() {
		return this.name.equals(this.countingPolicy);
	}

}
