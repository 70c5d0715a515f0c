package io.github.loggingperf.changes;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when a change is refused before anything was changed: a value of the wrong type
 * or out of range, a logger name that is not valid, a fleet write without a fleet. The
 * message names the field, the value and what is allowed, so that a front end can show it
 * as it is.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class ChangeRefusedException extends RuntimeException {

	private final @Nullable String field;

	private final String message;

	/**
	 * Create an exception.
	 * @param field the field that is wrong, {@code null} when the request as a whole is
	 * @param message what is wrong and what is allowed
	 */
	public ChangeRefusedException(@Nullable String field, String message) {
		super(message);
		this.field = field;
		this.message = message;
	}

	/**
	 * Return the field that is wrong, as the write names it ({@code discardThreshold},
	 * {@code locationEnabled}, {@code levels}, {@code level}, {@code ttl}, {@code scope},
	 * {@code name}).
	 * @return the field, {@code null} when the request as a whole is wrong (nothing to
	 * change)
	 */
	public @Nullable String getField() {
		return this.field;
	}

	@Override
	public String getMessage() {
		return this.message;
	}

}
