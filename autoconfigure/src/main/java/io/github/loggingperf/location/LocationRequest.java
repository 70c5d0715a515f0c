package io.github.loggingperf.location;

import java.lang.ref.WeakReference;

import org.apache.logging.log4j.core.LoggerContext;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.log4j2.Log4J2LoggingSystem;
import org.springframework.core.env.Environment;

/**
 * A state of location capture requested for a logger context, which holds for the
 * application that requested it. Spring Boot attaches the {@link Environment} of the
 * application it initialises logging for to the logger context, and removes it when that
 * application closes ({@link Log4J2LoggingSystem#getEnvironment}). A request made while
 * an environment is attached holds only while that same environment is; a request made
 * while none is holds until Spring Boot initialises logging for an application. An
 * application started later in the same JVM, after a DevTools restart or in a test suite,
 * thus starts in the state it configures, whatever an earlier one switched to at runtime.
 *
 * @author logging-perf
 */
final class LocationRequest {

	private final boolean enabled;

	private final @Nullable WeakReference<Environment> application;

	private LocationRequest(boolean enabled, @Nullable Environment application) {
		this.enabled = enabled;
		this.application = (application != null) ? new WeakReference<>(application) : null;
	}

	/**
	 * Return a request made now for a logger context.
	 * @param context the logger context
	 * @param enabled whether location capture should be on
	 * @return the request
	 */
	static LocationRequest of(LoggerContext context, boolean enabled) {
		return new LocationRequest(enabled, Log4J2LoggingSystem.getEnvironment(context));
	}

	/**
	 * Return whether location capture should be on.
	 * @return whether location capture should be on
	 */
	boolean enabled() {
		return this.enabled;
	}

	/**
	 * Return whether the request holds for the application whose environment is attached
	 * to a logger context now.
	 * @param context the logger context
	 * @return whether the request holds
	 */
	boolean holdsFor(LoggerContext context) {
		Environment current = Log4J2LoggingSystem.getEnvironment(context);
		if (this.application == null) {
			return current == null;
		}
		return current != null && this.application.get() == current;
	}

}
