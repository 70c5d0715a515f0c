package io.github.loggingperf.testapp;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Child-JVM application for the shutdown tests: logs K events into a slow appender, then
 * either closes its context and exits ({@code close}) or waits to be sent SIGTERM
 * ({@code sigterm}).
 */
@org.springframework.context.annotation.Configuration(proxyBeanMethods = false)
@EnableAutoConfiguration
public class ShutdownApplication {

	/**
	 * Arguments: output file, number of events, appender delay in microseconds, mode.
	 * @param args the arguments
	 */
	public static void main(String[] args) {
		String file = args[0];
		int events = Integer.parseInt(args[1]);
		long delayNanos = TimeUnit.MICROSECONDS.toNanos(Long.parseLong(args[2]));
		boolean closeContext = "close".equals(args[3]);
		ConfigurableApplicationContext context = new SpringApplication(ShutdownApplication.class)
			.run("--spring.main.web-application-type=none", "--logging-perf.shutdown.timeout=2m");
		addSlowAppender(file, delayNanos);
		Logger logger = LogManager.getLogger("shutdown.test");
		for (int i = 0; i < events; i++) {
			logger.info("event {}", i);
		}
		System.out.println("LOGGED " + events);
		if (closeContext) {
			context.close();
			System.out.println("CLOSED");
			return;
		}
		while (true) {
			LockSupport.park();
		}
	}

	private static void addSlowAppender(String file, long delayNanos) {
		TestLoggers.addLogger((LoggerContext) LogManager.getContext(false), "shutdown.test",
				new SlowFileAppender(file, delayNanos));
	}

}
