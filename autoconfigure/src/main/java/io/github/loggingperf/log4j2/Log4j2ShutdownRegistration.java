package io.github.loggingperf.log4j2;

import java.time.Duration;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.SpringApplication;
import org.springframework.util.Assert;

/**
 * Registers {@link Log4j2ShutdownHandler} with
 * {@link SpringApplication#getShutdownHandlers() Spring Boot's shutdown hook}, with the
 * configured timeout, once the application's beans exist: after Spring Boot's own logging
 * handler, so that it runs first.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class Log4j2ShutdownRegistration implements SmartInitializingSingleton {

	private final Duration timeout;

	/**
	 * Create a registration.
	 * @param timeout how long each logger context may take to write its queued events
	 */
	public Log4j2ShutdownRegistration(Duration timeout) {
		Assert.notNull(timeout, "'timeout' must not be null");
		this.timeout = timeout;
	}

	@Override
	public void afterSingletonsInstantiated() {
		Log4j2ShutdownHandler.register(this.timeout);
	}

}
