package io.github.loggingperf;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

/**
 * A logger level set at runtime, with what to go back to when it ends.
 *
 * @param level the level in force
 * @param previousLevel the configured level before the override, {@code null} when the
 * logger had none (it inherited its level)
 * @param expiresAt when the override ends by itself, {@code null} for never
 * @param changedAt when the override was set
 * @param changedBy who set it
 * @author logging-perf
 * @since 0.1.0
 */
public record LevelOverride(LogLevel level, @Nullable LogLevel previousLevel, @Nullable Instant expiresAt,
		Instant changedAt, String changedBy) {

}
