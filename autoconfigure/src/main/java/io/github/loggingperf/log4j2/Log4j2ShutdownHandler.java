package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.impl.Log4jContextFactory;
import org.apache.logging.log4j.spi.LoggerContextFactory;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.SpringApplicationShutdownHandlers;
import org.springframework.util.Assert;

/**
 * Shutdown handler that stops every Log4j logger context, giving each one a timeout to
 * write the events still queued. Spring Boot's own handler stops only one context with a
 * timeout of zero, after which Log4j halts the queue after about ten seconds and drops
 * what is left in it.
 * <p>
 * Registered with {@link SpringApplication#getShutdownHandlers()} after Boot's handler,
 * so it runs first: Boot's handler then finds the context already stopped. One instance
 * exists per JVM; the timeout is the one most recently configured.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class Log4j2ShutdownHandler implements Runnable {

	/**
	 * Time each context may take to write its queued events when none is configured.
	 */
	public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

	private static final Log4j2ShutdownHandler INSTANCE = new Log4j2ShutdownHandler();

	private volatile Duration timeout = DEFAULT_TIMEOUT;

	private volatile boolean registered;

	private Log4j2ShutdownHandler() {
	}

	/**
	 * Register the JVM's handler with Spring Boot's shutdown hook as the most recent
	 * handler, so that it runs before Spring Boot's own, and set the time it waits for
	 * queued events.
	 * @param timeout how long each context may take to write its queued events
	 */
	public static void register(Duration timeout) {
		Assert.notNull(timeout, "'timeout' must not be null");
		INSTANCE.timeout = timeout;
		SpringApplicationShutdownHandlers handlers = SpringApplication.getShutdownHandlers();
		handlers.remove(INSTANCE);
		handlers.add(INSTANCE);
		INSTANCE.registered = true;
	}

	/**
	 * Register the JVM's handler with Spring Boot's shutdown hook if it is not registered
	 * yet, with the {@link #DEFAULT_TIMEOUT default timeout}, so that a startup that
	 * fails before the application context exists still writes what it logged.
	 * {@link #register(Duration)} later moves it after Spring Boot's handler.
	 */
	public static void registerIfAbsent() {
		if (!INSTANCE.registered) {
			register(DEFAULT_TIMEOUT);
		}
	}

	@Override
	public void run() {
		long timeoutMillis = this.timeout.toMillis();
		for (LoggerContext context : loggerContexts()) {
			context.stop(timeoutMillis, TimeUnit.MILLISECONDS);
		}
	}

	private static List<LoggerContext> loggerContexts() {
		LoggerContextFactory factory = LogManager.getFactory();
		if (factory instanceof Log4jContextFactory log4jFactory) {
			return List.copyOf(log4jFactory.getSelector().getLoggerContexts());
		}
		return List.of();
	}

}
