package io.github.loggingperf.logging.log4j2;

import java.util.List;
import java.util.function.Supplier;

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
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.appender.AppenderFailureCounts;

/**
 * {@link LoggingPipeline} backed by a Log4j 2 logger context. The ring buffer is read
 * through a cached {@link RingBufferAdmin}, rebuilt only when the context's configuration
 * changes: a reconfiguration, or a restart, which also replaces the ring buffer.
 *
 * @author logging-perf
 */
public class Log4j2LoggingPipeline implements LoggingPipeline {

	private final Supplier<LoggerContext> contextSupplier;

	private final BootstrapSettings settings;

	private final boolean disruptorPresent;

	private final AppenderFailureCounts appenderFailureCounts;

	private volatile @Nullable CachedAdmin cachedAdmin;

	/**
	 * Create a pipeline for the logger context returned by the supplier.
	 * @param contextSupplier supplies the current logger context
	 * @param settings the settings the JVM started with
	 */
	public Log4j2LoggingPipeline(Supplier<LoggerContext> contextSupplier, BootstrapSettings settings) {
		this(contextSupplier, settings, new AppenderFailureCounts());
	}

	/**
	 * Create a pipeline for the logger context returned by the supplier that reports the
	 * given appender failures.
	 * @param contextSupplier supplies the current logger context
	 * @param settings the settings the JVM started with
	 * @param appenderFailureCounts the events each appender failed to write
	 */
	public Log4j2LoggingPipeline(Supplier<LoggerContext> contextSupplier, BootstrapSettings settings,
			AppenderFailureCounts appenderFailureCounts) {
		Assert.notNull(contextSupplier, "'contextSupplier' must not be null");
		Assert.notNull(settings, "'settings' must not be null");
		Assert.notNull(appenderFailureCounts, "'appenderFailureCounts' must not be null");
		this.contextSupplier = contextSupplier;
		this.settings = settings;
		this.appenderFailureCounts = appenderFailureCounts;
		this.disruptorPresent = LoggingPerfPropertySource.isDisruptorPresent();
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
		return ModeReport.of(this.contextSupplier.get(), this.settings, this.disruptorPresent);
	}

	@Override
	public RingBufferUsage ringBuffer() {
		RingBufferAdmin admin = admin();
		return (admin != null) ? RingBufferUsage.of(admin.getBufferSize(), admin.getRemainingCapacity())
				: RingBufferUsage.NONE;
	}

	private @Nullable RingBufferAdmin admin() {
		LoggerContext context = this.contextSupplier.get();
		Configuration owner = context.getConfiguration();
		CachedAdmin cached = this.cachedAdmin;
		if (cached != null && cached.owner() == owner) {
			return cached.admin();
		}
		RingBufferAdmin admin = createAdmin(context);
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
		if (threshold == LogLevel.OFF) {
			throw new IllegalArgumentException(
					"Discard threshold must be one of " + ALLOWED_THRESHOLDS + " but was '" + threshold + "'");
		}
		DiscardPolicyRegistry.setThreshold(Level.valueOf(threshold.name()));
	}

	@Override
	public DiscardedEvents discarded() {
		return new DiscardedEvents(DiscardPolicyRegistry.discarded(Level.TRACE),
				DiscardPolicyRegistry.discarded(Level.DEBUG), DiscardPolicyRegistry.discarded(Level.INFO),
				DiscardPolicyRegistry.discarded(Level.WARN), DiscardPolicyRegistry.discarded(Level.ERROR),
				DiscardPolicyRegistry.discarded(Level.FATAL));
	}

	@Override
	public List<String> loggersCapturingLocation() {
		return this.contextSupplier.get()
			.getConfiguration()
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
		return LocationSwitch.isEnabled(this.contextSupplier.get().getConfiguration());
	}

	@Override
	public void setLocationEnabled(boolean enabled) {
		LocationSwitch.switchTo(this.contextSupplier.get(), enabled);
	}

	@Override
	public List<AppenderFailure> appenderFailures() {
		return this.appenderFailureCounts.all();
	}

	@Override
	public boolean countingPolicyInstalled() {
		String policy = PropertiesUtil.getProperties().getStringProperty(LoggingPerfPropertySource.QUEUE_FULL_POLICY);
		return CountingDiscardPolicy.class.getName().equals(policy) && DiscardPolicyRegistry.hasLivePolicy();
	}

	private record CachedAdmin(Configuration owner, RingBufferAdmin admin) {
	}

}
