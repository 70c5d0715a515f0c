package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.List;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerConfig;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.EventLevels;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.location.LocationCapture;

/**
 * {@link LoggingPipeline} backed by a Log4j 2 logger context. The ring buffer is read
 * through a cached {@link RingBufferAdmin}, rebuilt only when the context's configuration
 * changes: a reconfiguration, or a restart, which also replaces the ring buffer.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2LoggingPipeline implements LoggingPipeline {

	private final LoggerContext context;

	private final LocationCapture location;

	private final BootstrapSettings settings;

	private final boolean disruptorPresent;

	private final AppenderFailureCounts appenderFailureCounts;

	private volatile @Nullable CachedAdmin cachedAdmin;

	private volatile Duration fullRingWait = Duration.ZERO;

	/**
	 * Create a pipeline for a logger context.
	 * @param context the logger context
	 * @param settings the settings the JVM started with
	 */
	public Log4j2LoggingPipeline(LoggerContext context, BootstrapSettings settings) {
		this(context, settings, new AppenderFailureCounts());
	}

	/**
	 * Create a pipeline for the given logger context that reports the given appender
	 * failures.
	 * @param context the logger context
	 * @param settings the settings the JVM started with
	 * @param appenderFailureCounts the events each appender failed to write
	 */
	public Log4j2LoggingPipeline(LoggerContext context, BootstrapSettings settings,
			AppenderFailureCounts appenderFailureCounts) {
		Assert.notNull(context, "'context' must not be null");
		Assert.notNull(settings, "'settings' must not be null");
		Assert.notNull(appenderFailureCounts, "'appenderFailureCounts' must not be null");
		this.context = context;
		this.location = new LocationCapture(context);
		this.settings = settings;
		this.appenderFailureCounts = appenderFailureCounts;
		this.disruptorPresent = LoggingPerfPropertySource.isDisruptorPresent();
	}

	/**
	 * Create the pipeline of an application's logger context with the application's
	 * settings. The asynchronous mode and the ring buffer size take effect when Log4j
	 * starts, so they are checked against the ones the JVM started with; the discard
	 * threshold and location capture are set. Location capture is left as it is when the
	 * configuration in force was not loaded through the starter's switch
	 * ({@link Log4j2StartupReport} warns of it).
	 * @param context the application's logger context
	 * @param appenderFailureCounts the events each appender failed to write
	 * @param asyncEnabled whether the application asked for all-async logging
	 * @param ringBufferSize the ring buffer size the application asked for
	 * @param discardThreshold the level at or below which a full ring buffer discards
	 * @param fullRingWait how long a thread whose event would be discarded waits for room
	 * in the ring buffer
	 * @param locationEnabled whether the application asked for location capture
	 * @return the pipeline
	 * @throws org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException
	 * if the JVM started with another mode or ring buffer size
	 */
	public static Log4j2LoggingPipeline configured(LoggerContext context, AppenderFailureCounts appenderFailureCounts,
			boolean asyncEnabled, int ringBufferSize, LogLevel discardThreshold, Duration fullRingWait,
			boolean locationEnabled) {
		BootstrapSettings settings = BootstrapSettings.fromSystem();
		settings.verifySameAs(asyncEnabled, ringBufferSize);
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(context, settings, appenderFailureCounts);
		pipeline.setDiscardThreshold(discardThreshold);
		pipeline.setFullRingWait(fullRingWait);
		try {
			pipeline.setLocationEnabled(locationEnabled);
		}
		catch (IllegalStateException ex) {
			// Not a configuration loaded through the switch: Log4j2StartupReport warns
		}
		return pipeline;
	}

	@Override
	public LoggingMode mode() {
		return report().mode();
	}

	@Override
	public @Nullable String modeReason() {
		return report().reason();
	}

	private ModeReport report() {
		return ModeReport.of(this.context, this.settings, this.disruptorPresent);
	}

	@Override
	public RingBufferUsage ringBuffer() {
		RingBufferAdmin admin = admin();
		return (admin != null) ? RingBufferUsage.of(admin.getBufferSize(), admin.getRemainingCapacity())
				: RingBufferUsage.NONE;
	}

	private @Nullable RingBufferAdmin admin() {
		Configuration owner = this.context.getConfiguration();
		CachedAdmin cached = this.cachedAdmin;
		if (cached != null && cached.owner() == owner) {
			return cached.admin();
		}
		RingBufferAdmin admin = createAdmin(this.context);
		if (admin != null && admin.getBufferSize() > 0) {
			this.cachedAdmin = new CachedAdmin(owner, admin);
		}
		return admin;
	}

	private static @Nullable RingBufferAdmin createAdmin(LoggerContext context) {
		if (context instanceof AsyncLoggerContext asyncContext) {
			return asyncContext.createRingBufferAdmin();
		}
		Configuration configuration = context.getConfiguration();
		AsyncLoggerConfig asyncLoggerConfig = ModeReport.findAsyncLoggerConfig(configuration);
		if (asyncLoggerConfig == null || !configuration.isStarted()) {
			return null;
		}
		return asyncLoggerConfig.createRingBufferAdmin(context.getName());
	}

	@Override
	public LogLevel discardThreshold() {
		return LogLevel.valueOf(DiscardPolicyRegistry.threshold().name());
	}

	@Override
	public void setDiscardThreshold(LogLevel threshold) {
		Assert.notNull(threshold, "'threshold' must not be null");
		if (!EventLevels.isDiscardThreshold(threshold)) {
			throw new IllegalArgumentException(
					"Discard threshold must be one of " + EventLevels.NAMES + " but was '" + threshold + "'");
		}
		DiscardPolicyRegistry.setThreshold(Level.valueOf(threshold.name()));
	}

	@Override
	public Duration fullRingWait() {
		return this.fullRingWait;
	}

	/**
	 * Set how long a thread whose event would be discarded because this pipeline's ring
	 * buffer is full first waits for the background thread to free a sixty-fourth of the
	 * ring; the event is kept, written by that thread, if it does. Applies to the ring
	 * buffer of all-async loggers only: the queues of asynchronous appenders and logger
	 * configurations discard at once.
	 * @param wait the longest wait, {@link Duration#ZERO} to discard at once
	 */
	public void setFullRingWait(Duration wait) {
		Assert.notNull(wait, "'wait' must not be null");
		DiscardPolicyRegistry.setFullRingWait(this.context.getName(), new FullRingWait(wait, this::ringBuffer));
		this.fullRingWait = wait;
	}

	@Override
	public DiscardedEvents discarded() {
		return DiscardedEvents.of(DiscardPolicyRegistry::discarded);
	}

	@Override
	public List<String> loggersCapturingLocation() {
		return this.context.getConfiguration()
			.getLoggers()
			.values()
			.stream()
			.filter(LoggerConfig::requiresLocation)
			.map((loggerConfig) -> loggerConfig.getName().isEmpty() ? "ROOT" : loggerConfig.getName())
			.sorted()
			.toList();
	}

	@Override
	public boolean locationEnabled() {
		return this.location.facts().enabled();
	}

	@Override
	public void setLocationEnabled(boolean enabled) {
		this.location.switchTo(enabled);
	}

	@Override
	public QueueFullPolicy queueFullPolicy() {
		String configured = PropertiesUtil.getProperties().getStringProperty(QueueFullPolicy.PROPERTY);
		String name = (configured != null && !configured.isBlank()) ? configured.trim() : QueueFullPolicy.LOG4J_DEFAULT;
		String counting = CountingDiscardPolicy.class.getName();
		return new QueueFullPolicy(name, counting, name.equals(counting) && DiscardPolicyRegistry.hasLivePolicy());
	}

	@Override
	public List<AppenderFailure> appenderFailures() {
		return this.appenderFailureCounts.all();
	}

	private record CachedAdmin(Configuration owner, RingBufferAdmin admin) {
	}

}
