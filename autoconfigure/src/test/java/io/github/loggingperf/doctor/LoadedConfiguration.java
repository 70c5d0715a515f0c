package io.github.loggingperf.doctor;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationFactory;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.location.LocationConfigurationFactory;
import io.github.loggingperf.location.LocationFacts;

/**
 * A real Log4j configuration, parsed by Log4j's own factories from a test resource or an
 * XML string and started in a logger context of its own, and the {@link DoctorContext}
 * snapshots the rules see. Defaults: all-async, the counting policy in force, 16,384
 * slots, 1 GiB of heap, not production-like.
 */
public final class LoadedConfiguration implements AutoCloseable {

	private static final AtomicInteger counter = new AtomicInteger();

	private final LoggerContext loggerContext;

	private LoggingMode mode = LoggingMode.ALL_ASYNC;

	private @Nullable String modeReason;

	private static final String COUNTING_POLICY = "io.github.loggingperf.log4j2.CountingDiscardPolicy";

	private String queueFullPolicy = COUNTING_POLICY;

	private boolean countingPolicyInstalled = true;

	private long ringBufferCapacity = 16384;

	private long maxHeapBytes = 1024L * 1024 * 1024;

	private @Nullable String productionLike;

	private LoadedConfiguration(LoggerContext loggerContext) {
		this.loggerContext = loggerContext;
	}

	/**
	 * Load a test resource; the factory is chosen by its extension, as Log4j does.
	 * @param resource the resource, such as {@code doctor/rolling.xml}
	 * @return the started configuration
	 */
	public static LoadedConfiguration resource(String resource) {
		return resource(resource, false);
	}

	/**
	 * Load a test resource with location capture on or off (the starter's switch).
	 * @param resource the resource, such as {@code doctor/rolling.xml}
	 * @param locationEnabled whether location capture is on
	 * @return the started configuration
	 */
	public static LoadedConfiguration resource(String resource, boolean locationEnabled) {
		LoggerContext loggerContext = newContext();
		LocationConfigurationFactory.setLocationEnabled(loggerContext, locationEnabled);
		ConfigurationSource source = ConfigurationSource.fromResource(resource,
				LoadedConfiguration.class.getClassLoader());
		if (source == null) {
			throw new IllegalArgumentException("No resource '" + resource + "'");
		}
		return start(loggerContext, ConfigurationFactory.getInstance().getConfiguration(loggerContext, source));
	}

	/**
	 * Load a test resource as XML whatever its extension, as Log4j does with a file named
	 * by {@code log4j2.configurationFile} whose format it has no factory for.
	 * @param resource the resource
	 * @return the started configuration
	 */
	public static LoadedConfiguration resourceAsXml(String resource) {
		LoggerContext loggerContext = newContext();
		ConfigurationSource source = ConfigurationSource.fromResource(resource,
				LoadedConfiguration.class.getClassLoader());
		if (source == null) {
			throw new IllegalArgumentException("No resource '" + resource + "'");
		}
		return start(loggerContext, new XmlConfiguration(loggerContext, source));
	}

	/**
	 * Load an XML configuration.
	 * @param xml the configuration
	 * @return the started configuration
	 */
	public static LoadedConfiguration xml(String xml) {
		LoggerContext loggerContext = newContext();
		try {
			ConfigurationSource source = new ConfigurationSource(
					new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
			return start(loggerContext, new XmlConfiguration(loggerContext, source));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Load an XML configuration whose appenders and loggers are given.
	 * @param appenders the content of {@code <Appenders>}
	 * @param loggers the content of {@code <Loggers>}
	 * @return the started configuration
	 */
	public static LoadedConfiguration xml(String appenders, String loggers) {
		return xml("<Configuration status=\"OFF\"><Appenders>" + appenders + "</Appenders><Loggers>" + loggers
				+ "</Loggers></Configuration>");
	}

	private static LoggerContext newContext() {
		return new LoggerContext("doctor-test-" + counter.incrementAndGet());
	}

	private static LoadedConfiguration start(LoggerContext loggerContext, Configuration configuration) {
		loggerContext.start(configuration);
		return new LoadedConfiguration(loggerContext);
	}

	public LoadedConfiguration mode(LoggingMode mode, @Nullable String reason) {
		this.mode = mode;
		this.modeReason = reason;
		return this;
	}

	public LoadedConfiguration queueFullPolicy(String policy, boolean countingPolicyInstalled) {
		this.queueFullPolicy = policy;
		this.countingPolicyInstalled = countingPolicyInstalled;
		return this;
	}

	public LoadedConfiguration ringBuffer(long capacity, long maxHeapBytes) {
		this.ringBufferCapacity = capacity;
		this.maxHeapBytes = maxHeapBytes;
		return this;
	}

	public LoadedConfiguration productionLike(@Nullable String reason) {
		this.productionLike = reason;
		return this;
	}

	public LoggerContext loggerContext() {
		return this.loggerContext;
	}

	public Configuration configuration() {
		return this.loggerContext.getConfiguration();
	}

	public DoctorContext snapshot() {
		QueueFullPolicy policy = new QueueFullPolicy(this.queueFullPolicy, COUNTING_POLICY,
				this.countingPolicyInstalled);
		return new DoctorContext(configuration(), WrittenConfiguration.read(configuration()), this.mode,
				this.modeReason, policy, LocationFacts.of(configuration()), this.ringBufferCapacity, this.maxHeapBytes,
				this.productionLike);
	}

	@Override
	public void close() {
		this.loggerContext.stop();
	}

}
