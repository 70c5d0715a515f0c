package io.github.loggingperf.actuate.endpoint;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.changes.LoggingPerfChangeLog;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

/**
 * A {@link LoggingPerfEndpoint} built without Spring from real collaborators: a real
 * asynchronous Log4j context behind a real pipeline, Spring Boot's real Log4j 2 logging
 * system behind the overrides, and the audit events collected as published. Closing it
 * removes the overrides and puts the discard threshold back.
 */
final class EndpointFixture implements AutoCloseable {

	final LoggingSystem loggingSystem = LoggingSystem.get(getClass().getClassLoader());

	final LoggerLevelOverrides overrides;

	final Log4j2LoggingPipeline pipeline;

	final LogLevel thresholdBefore;

	final List<Object> events = new ArrayList<>();

	final LoggingPerfEndpoint endpoint;

	private final AsyncTestContext log4j;

	private final Expiries expiries = new Expiries(Clock.systemUTC(), Executors.newSingleThreadScheduledExecutor(),
			this.events::add);

	EndpointFixture(String name, LoggerGroups groups) {
		this.overrides = new LoggerLevelOverrides(this.loggingSystem, groups, this.expiries, Duration.ofHours(2), 100);
		this.log4j = AsyncTestContext.start(name, 256, new CountingAppender("counting", 0, false));
		this.pipeline = new Log4j2LoggingPipeline(this.log4j.context(), BootstrapSettings.fromSystem());
		this.thresholdBefore = this.pipeline.discardThreshold();
		RuntimeSwitches switches = new RuntimeSwitches(this.pipeline, this.thresholdBefore,
				this.pipeline.locationEnabled(), this.expiries);
		LoggingChanges changes = new LoggingChanges(this.overrides, switches,
				new LoggingPerfChangeLog(this.events::add), () -> null, () -> null);
		this.endpoint = new LoggingPerfEndpoint(this.pipeline, changes, this.loggingSystem, groups, null, null);
	}

	@Override
	public void close() {
		this.overrides.clear("test");
		this.expiries.destroy();
		this.pipeline.setDiscardThreshold(this.thresholdBefore);
		this.log4j.close();
	}

}
