package io.github.loggingperf.actuate.endpoint;

import java.util.List;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.logging.LogLevel;

/**
 * Levels of one logger or logger group.
 *
 * @param name the name
 * @param configuredLevel the level in force for this name, {@code null} if inherited
 * @param effectiveLevel the level that decides what is logged, {@code null} for a group
 * @param members the members of a group, {@code null} for a logger
 * @param override the runtime override, or {@code null}
 * @param eventRate the logger's events per second, {@code null} for a group or when top
 * talkers are off
 * @author logging-perf
 * @since 0.1.0
 */
public record LoggerDescriptor(String name, @Nullable LogLevel configuredLevel, @Nullable LogLevel effectiveLevel,
		@Nullable List<String> members, @Nullable OverrideDescriptor override,
		@Nullable TalkerDescriptor eventRate) implements OperationResponseBody {

}
