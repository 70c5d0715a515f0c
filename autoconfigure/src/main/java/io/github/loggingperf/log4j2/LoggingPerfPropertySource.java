package io.github.loggingperf.log4j2;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.logging.log4j.core.async.AsyncLoggerContextSelector;
import org.apache.logging.log4j.message.ParameterizedMessageFactory;
import org.apache.logging.log4j.util.PropertySource;
import org.jspecify.annotations.Nullable;

import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.location.LocationConfigurationFactory;
import io.github.loggingperf.logback.StarterLoggingConflict;

/**
 * Log4j {@link PropertySource}, found through {@code ServiceLoader} when Log4j starts,
 * that supplies the starter's defaults: the asynchronous context selector, the counting
 * queue-full policy, the ring buffer size, a background thread that sleeps instead of
 * being woken by every event, garbage-free logging in embedded web servers (with a
 * message made per call when the JVM collects with G1), and the configuration factory
 * that applies the location switch ({@link LocationConfigurationFactory}). Its priority
 * makes it the lowest-precedence source, so a system property, an environment variable or
 * the application's own {@code log4j2.component.properties} overrides every value.
 * <p>
 * Log4j reads this source while it initialises, so it must never log.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class LoggingPerfPropertySource implements PropertySource {

	/**
	 * Priority of this source: higher than {@code log4j2.component.properties} (200), so
	 * every other source wins.
	 */
	public static final int PRIORITY = 250;

	static final String CONTEXT_SELECTOR = "log4j2.contextSelector";

	static final String RING_BUFFER_SIZE = "log4j2.asyncLoggerRingBufferSize";

	static final String WAIT_STRATEGY = "log4j2.asyncLoggerWaitStrategy";

	static final String SLEEP_TIME_NANOS = "log4j2.asyncLoggerSleepTimeNs";

	static final String SLEEP_RETRIES = "log4j2.asyncLoggerRetries";

	static final String IS_WEB_APP = "log4j2.isWebapp";

	static final String MESSAGE_FACTORY = "log4j2.messageFactory";

	/**
	 * How long the background thread sleeps when the ring buffer is empty: 50 ms. Log4j's
	 * default strategy makes every log call take a lock and wake that thread; sleeping
	 * instead lets events pile up into batches that are written with one system call, and
	 * wakes an idle application 20 times a second. A full ring wakes the thread early
	 * ({@link CountingDiscardPolicy}), and so do log calls, at most once a millisecond,
	 * once the application's beans exist ({@link BackgroundThreadPacing}).
	 */
	static final long SLEEP_TIME = 50_000_000;

	private static final String DISRUPTOR_CLASS = "com.lmax.disruptor.RingBuffer";

	private final Map<String, String> properties;

	/**
	 * Create a source from the bootstrap settings of the running JVM. Called by Log4j,
	 * before any logger context exists: when the jars of
	 * {@code spring-boot-starter-logging} are on the classpath, this is the only code of
	 * the starter that runs before Log4j or SLF4J fails, so it prints the report of
	 * {@link StarterLoggingConflict} to standard error.
	 */
	public LoggingPerfPropertySource() {
		this(BootstrapSettings.fromSystem(), isDisruptorPresent(),
				WebAppClassLoaders.isWebApp(LoggingPerfPropertySource.class.getClassLoader()), G1Collector.isInUse());
		StarterLoggingConflict.printOnce(LoggingPerfPropertySource.class.getClassLoader(), System.err);
	}

	LoggingPerfPropertySource(BootstrapSettings settings, boolean disruptorPresent, boolean deployedAsWebApp,
			boolean g1) {
		Map<String, String> properties = new LinkedHashMap<>();
		if (settings.enabled() && disruptorPresent) {
			properties.put(CONTEXT_SELECTOR, AsyncLoggerContextSelector.class.getName());
			properties.put(RING_BUFFER_SIZE, Integer.toString(settings.ringBufferSize()));
			properties.put(WAIT_STRATEGY, "Sleep");
			properties.put(SLEEP_TIME_NANOS, Long.toString(SLEEP_TIME));
			properties.put(SLEEP_RETRIES, "0");
			if (!deployedAsWebApp) {
				// Log4j turns garbage-free logging off whenever the Servlet
				// API is present, to avoid leaks when a web application is
				// redeployed; an embedded server is never redeployed.
				properties.put(IS_WEB_APP, "false");
				if (g1) {
					// A reusable message is an old object: every log call stores its
					// new arguments into it, and G1 refines each card such a store
					// dirties, on the same CPUs. A message made per call is young.
					properties.put(MESSAGE_FACTORY, ParameterizedMessageFactory.class.getName());
				}
			}
		}
		properties.put(QueueFullPolicy.PROPERTY, CountingDiscardPolicy.class.getName());
		properties.put(LocationConfigurationFactory.PROPERTY, LocationConfigurationFactory.class.getName());
		this.properties = Map.copyOf(properties);
	}

	static boolean isDisruptorPresent() {
		try {
			Class.forName(DISRUPTOR_CLASS, false, LoggingPerfPropertySource.class.getClassLoader());
			return true;
		}
		catch (ClassNotFoundException | LinkageError ex) {
			return false;
		}
	}

	@Override
	public int getPriority() {
		return PRIORITY;
	}

	@Override
	public CharSequence getNormalForm(Iterable<? extends CharSequence> tokens) {
		return "log4j2." + Util.joinAsCamelCase(tokens);
	}

	@Override
	public @Nullable String getProperty(String key) {
		return this.properties.get(key);
	}

	@Override
	public boolean containsProperty(String key) {
		return this.properties.containsKey(key);
	}

	@Override
	public Collection<String> getPropertyNames() {
		return this.properties.keySet();
	}

}
