package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * Messages for arguments that do not fit an operation parameter: each names the field,
 * the value with its JSON type, and what is allowed.
 *
 * @author logging-perf
 */
final class InvalidArgument {

	static final String LEVELS = LoggerLevelOverrides.LEVELS;

	private InvalidArgument() {
	}

	/**
	 * Return the message for a value that does not fit a parameter.
	 * @param name the parameter name
	 * @param type the parameter type
	 * @param value the value given
	 * @return the message
	 */
	static String message(String name, Class<?> type, @Nullable Object value) {
		return name + " must be " + allowed(type) + " but was " + describe(value);
	}

	private static String allowed(Class<?> type) {
		if (type == LogLevel.class) {
			return "one of " + LEVELS + " or null";
		}
		if (type.isEnum()) {
			return "one of " + Arrays.stream(type.getEnumConstants())
				.map((constant) -> ((Enum<?>) constant).name())
				.collect(Collectors.joining(", "));
		}
		if (type == Boolean.class || type == boolean.class) {
			return "true or false (a JSON boolean)";
		}
		if (type == Duration.class) {
			return "a duration such as PT30M, 30m or 1h";
		}
		if (Map.class.isAssignableFrom(type)) {
			return "a JSON object of logger name to level name (or null)";
		}
		return "a " + type.getSimpleName();
	}

	/**
	 * Describe a value as the client wrote it.
	 * @param value the value
	 * @return the value quoted when it is a string, followed by its JSON type otherwise;
	 * long values cut and control characters escaped
	 */
	static String describe(@Nullable Object value) {
		return LoggerLevelOverrides.describeValue(value);
	}

	/**
	 * Return the exception that refuses a request.
	 * @param message what is wrong
	 * @return the exception
	 */
	static InvalidEndpointRequestException exception(String message) {
		return new InvalidEndpointRequestException(message, message);
	}

}
