package io.github.loggingperf.actuate.endpoint;

/**
 * Where a write of the endpoint applies: the {@code scope} of a {@code POST}, or
 * {@code ?scope=} of a {@code DELETE}. As an operation parameter, Spring Boot's
 * conversion reads it from any case ({@code fleet}); leaving it out means
 * {@link #INSTANCE}.
 *
 * @author logging-perf
 */
public enum WriteScope {

	/**
	 * This instance only.
	 */
	INSTANCE,

	/**
	 * Every instance of the fleet, through the broker (see {@link FleetScope}).
	 */
	FLEET

}
