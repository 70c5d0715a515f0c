package io.github.loggingperf.actuate.endpoint;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.LevelOverride;

/**
 * A runtime level override, with every key present ({@code null} meaning "none").
 *
 * @param level the level in force
 * @param previousLevel the configured level before the override, {@code null} if the
 * logger inherited its level
 * @param expiresAt when the override ends, {@code null} for never
 * @param changedAt when it was set
 * @param changedBy who set it
 * @author logging-perf
 * @since 0.1.0
 */
@JsonInclude(Include.ALWAYS)
public record OverrideDescriptor(LogLevel level, @Nullable LogLevel previousLevel, @Nullable Instant expiresAt,
		Instant changedAt, String changedBy) {

	/**
	 * Describe a level override.
	 * @param override the override, or {@code null}
	 * @return its description, {@code null} for no override
	 */
	public static @Nullable OverrideDescriptor of(@Nullable LevelOverride override) {
		return (override != null) ? new OverrideDescriptor(override.level(), override.previousLevel(),
				override.expiresAt(), override.changedAt(), override.changedBy()) : null;
	}

	static Map<String, OverrideDescriptor> of(Map<String, LevelOverride> overrides) {
		Map<String, OverrideDescriptor> descriptors = new LinkedHashMap<>();
		overrides.forEach((name, override) -> descriptors.put(name, of(override)));
		return descriptors;
	}

}
