package io.github.loggingperf.fleet;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when a fleet change could not be written, or its writing was not confirmed in
 * time: the change must not be reported as done.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetUnavailableException extends RuntimeException {

	/**
	 * Create an exception.
	 * @param message what failed, never containing the secret
	 * @param cause the cause, or {@code null}
	 */
	public FleetUnavailableException(String message, @Nullable Throwable cause) {
		super(message, cause);
	}

}
