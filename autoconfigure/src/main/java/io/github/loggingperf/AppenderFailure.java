package io.github.loggingperf;

import java.time.Instant;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

/**
 * Events one appender failed to write (a full disk, a socket whose peer went away), by
 * level, and the last error it reported. These events reached the appender and are lost;
 * they are not counted as discarded.
 *
 * @param appender the appender's name in the logging configuration
 * @param total the number of events the appender failed to write
 * @param byLevel the number of events the appender failed to write, by level
 * @param lastError the last error the appender reported, {@code null} before the first
 * @param lastErrorAt when the last error was reported, {@code null} before the first
 * @author logging-perf
 * @since 0.1.0
 */
public record AppenderFailure(String appender, long total, Map<LogLevel, Long> byLevel, @Nullable String lastError,
		@Nullable Instant lastErrorAt) {

	/**
	 * Create a record of an appender's failures.
	 * @param appender the appender's name
	 * @param total the number of events the appender failed to write
	 * @param byLevel the number of events the appender failed to write, by level
	 * @param lastError the last error, or {@code null}
	 * @param lastErrorAt when the last error was reported, or {@code null}
	 */
	public AppenderFailure {
		Assert.hasText(appender, "'appender' must not be empty");
		Assert.notNull(byLevel, "'byLevel' must not be null");
		byLevel = Map.copyOf(byLevel);
	}

	/**
	 * Return the number of events of a level the appender failed to write.
	 * @param level the level
	 * @return the number of events
	 */
	public long failed(LogLevel level) {
		return this.byLevel.getOrDefault(level, 0L);
	}

}
