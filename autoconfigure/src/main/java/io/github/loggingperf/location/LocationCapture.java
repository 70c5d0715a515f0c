package io.github.loggingperf.location;

import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.util.Assert;

/**
 * Location capture of one Log4j logger context: the facts of its configuration in force
 * and the switch that turns capture on or off without a restart.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class LocationCapture {

	private final LoggerContext context;

	/**
	 * Create the location capture of a logger context.
	 * @param context the logger context
	 */
	public LocationCapture(LoggerContext context) {
		Assert.notNull(context, "'context' must not be null");
		this.context = context;
	}

	/**
	 * Return the facts of the configuration in force.
	 * @return the facts
	 */
	public LocationFacts facts() {
		return LocationFacts.of(this.context.getConfiguration());
	}

	/**
	 * Switch location capture on or off, reloading the configuration if it is in the
	 * other state. The level of every logger, including those set at runtime, is kept.
	 * @param enabled whether location capture should be on
	 * @throws IllegalStateException if the configuration cannot be switched
	 */
	public void switchTo(boolean enabled) {
		LocationSwitch.switchTo(this.context, enabled);
	}

}
