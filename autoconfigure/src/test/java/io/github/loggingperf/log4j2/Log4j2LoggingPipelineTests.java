package io.github.loggingperf.log4j2;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.appender.WriterAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.apache.logging.log4j.core.layout.PatternLayout;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.metrics.LoggingPerfMetrics;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link Log4j2LoggingPipeline} reading a real {@code AsyncLoggerContext}
 * through meters, across a reconfiguration and a restart of the context.
 */
class Log4j2LoggingPipelineTests {

	private final List<AsyncTestContext> contexts = new ArrayList<>();

	private @Nullable Log4j2LoggingPipeline pipeline;

	private final MeterRegistry registry = new SimpleMeterRegistry();

	@AfterEach
	void closeContexts() {
		Collections.reverse(this.contexts);
		this.contexts.forEach(AsyncTestContext::close);
	}

	@Test
	void ringBufferShouldReportAFullRing() {
		AsyncTestContext context = start(128);
		context.fill();
		assertThat(this.pipeline.ringBuffer()).isEqualTo(new RingBufferUsage(128, 0, 128));
	}

	@Test
	void scrapeAfterReconfigureShouldStillReadTheRing() {
		AsyncTestContext context = start(128);
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(128);
		assertThat(gauge("logging.perf.ringbuffer.used")).isZero();
		context.fill();
		context.context().reconfigure(new NullConfiguration());
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(128);
		assertThat(gauge("logging.perf.ringbuffer.remaining")).isZero();
		assertThat(gauge("logging.perf.ringbuffer.used")).isEqualTo(128);
	}

	@Test
	void scrapeAfterRestartShouldReadTheNewRing() {
		AsyncTestContext first = start(128);
		new LoggingPerfMetrics(this.pipeline).bindTo(this.registry);
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(128);
		AsyncTestContext restarted = first.restart(256, new CountingAppender("restarted", 0, true));
		this.contexts.add(restarted);
		restarted.fill();
		assertThat(gauge("logging.perf.ringbuffer.capacity")).isEqualTo(256);
		assertThat(gauge("logging.perf.ringbuffer.used")).isEqualTo(256);
	}

	@Test
	void loggersCapturingLocationShouldNameLoggersWithALocationAwareLayout() {
		AsyncTestContext context = start(128);
		assertThat(this.pipeline.loggersCapturingLocation()).isEmpty();
		Configuration configuration = context.context().getConfiguration();
		Appender appender = WriterAppender.newBuilder()
			.setName("located")
			.setTarget(new StringWriter())
			.setLayout(PatternLayout.newBuilder().withPattern("%C.%M:%L %m%n").build())
			.build();
		appender.start();
		configuration.addAppender(appender);
		LoggerConfig loggerConfig = new LoggerConfig("com.example.located", Level.INFO, true);
		loggerConfig.addAppender(appender, null, null);
		configuration.addLogger(loggerConfig.getName(), loggerConfig);
		context.context().updateLoggers();
		assertThat(this.pipeline.loggersCapturingLocation()).containsExactly("com.example.located");
	}

	private AsyncTestContext start(int ringBufferSize) {
		AsyncTestContext context = AsyncTestContext.start("pipeline-" + this.contexts.size(), ringBufferSize,
				new CountingAppender("counting", 0, true));
		this.contexts.add(context);
		if (this.pipeline == null) {
			this.pipeline = new Log4j2LoggingPipeline(context.context(), BootstrapSettings.fromSystem());
		}
		return context;
	}

	private double gauge(String name) {
		return this.registry.get(name).gauge().value();
	}

}
