package io.github.loggingperf.log4j2;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

/**
 * The settings that must be known when the JVM creates Log4j's logger context, before
 * Spring has read {@code application.yml}. They are read from a system property, failing
 * that an environment variable in Spring Boot's form
 * ({@code LOGGINGPERF_ASYNC_RINGBUFFERSIZE}, or
 * {@code LOGGING_PERF_ASYNC_RING_BUFFER_SIZE}), failing that the application's own
 * {@code application.properties} or {@code application.yml} (see
 * {@link ApplicationConfigFiles}), in Spring Boot's order.
 *
 * @param enabled whether the starter makes every logger asynchronous
 * @param ringBufferSize number of ring buffer slots requested
 * @author logging-perf
 * @since 0.1.0
 */
public record BootstrapSettings(boolean enabled, int ringBufferSize) {

	/**
	 * Property that switches the starter's all-async bootstrap on or off.
	 */
	public static final String ENABLED_PROPERTY = "logging-perf.async.enabled";

	/**
	 * Property that sets the number of ring buffer slots.
	 */
	public static final String RING_BUFFER_SIZE_PROPERTY = "logging-perf.async.ring-buffer-size";

	/**
	 * Ring buffer size used when none is configured.
	 */
	public static final int DEFAULT_RING_BUFFER_SIZE = 16_384;

	/**
	 * Read the settings from system properties and environment variables.
	 * @return the settings
	 */
	public static BootstrapSettings fromSystem() {
		ApplicationConfigFiles files = new ApplicationConfigFiles(BootstrapSettings.class.getClassLoader(),
				Path.of("").toAbsolutePath());
		boolean readFiles = !ApplicationConfigFiles.isConfigLocationCustomized();
		return from((name) -> {
			String value = systemValue(name);
			return (value != null || !readFiles) ? value : files.get(name);
		});
	}

	/**
	 * Read the settings from the given source of raw values.
	 * @param source returns the raw value of a property name, or {@code null}
	 * @return the settings; an unparseable ring buffer size falls back to the default and
	 * is left for Spring to reject with a clear message
	 */
	static BootstrapSettings from(Function<String, @Nullable String> source) {
		String enabled = source.apply(ENABLED_PROPERTY);
		String ringBufferSize = source.apply(RING_BUFFER_SIZE_PROPERTY);
		return new BootstrapSettings(enabled == null || !"false".equalsIgnoreCase(enabled.trim()),
				parseRingBufferSize(ringBufferSize));
	}

	/**
	 * Check that the values Spring bound are the ones the JVM started with: these
	 * settings take effect only when Log4j starts, which is before Spring reads
	 * application properties.
	 * @param enabled the bound value of {@value #ENABLED_PROPERTY}
	 * @param ringBufferSize the bound value of {@value #RING_BUFFER_SIZE_PROPERTY}
	 * @throws InvalidConfigurationPropertyValueException if a value differs
	 */
	public void verifySameAs(boolean enabled, int ringBufferSize) {
		if (enabled != this.enabled) {
			throw tooLate(ENABLED_PROPERTY, enabled);
		}
		if (ringBufferSize != this.ringBufferSize) {
			throw tooLate(RING_BUFFER_SIZE_PROPERTY, ringBufferSize);
		}
	}

	private static InvalidConfigurationPropertyValueException tooLate(String name, Object value) {
		String envName = canonicalEnvName(name);
		return new InvalidConfigurationPropertyValueException(name, value,
				"Log4j reads this setting when the JVM starts, before Spring Boot knows the active profiles and "
						+ "imported configuration. Set it in application.properties or application.yml without a "
						+ "profile, as a system property (-D" + name + "=" + value + ") or as an environment variable ("
						+ envName + "=" + value + ") instead.");
	}

	private static int parseRingBufferSize(@Nullable String value) {
		if (value == null) {
			return DEFAULT_RING_BUFFER_SIZE;
		}
		try {
			int size = Integer.parseInt(value.trim());
			return (size > 0) ? size : DEFAULT_RING_BUFFER_SIZE;
		}
		catch (NumberFormatException ex) {
			return DEFAULT_RING_BUFFER_SIZE;
		}
	}

	private static @Nullable String systemValue(String name) {
		String value = System.getProperty(name);
		if (value != null) {
			return value;
		}
		value = System.getenv(canonicalEnvName(name));
		return (value != null) ? value
				: System.getenv(name.replace('-', '_').replace('.', '_').toUpperCase(Locale.ROOT));
	}

	private static String canonicalEnvName(String name) {
		return name.replace("-", "").replace('.', '_').toUpperCase(Locale.ROOT);
	}

}
