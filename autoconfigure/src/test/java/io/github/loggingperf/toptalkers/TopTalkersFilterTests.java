package io.github.loggingperf.toptalkers;

import java.util.ArrayList;
import java.util.List;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.MarkerManager;
import org.apache.logging.log4j.core.Filter.Result;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.filter.MarkerFilter;
import org.apache.logging.log4j.message.Message;
import org.apache.logging.log4j.message.SimpleMessage;
import org.apache.logging.log4j.util.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.testsupport.CountingAppender;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link TopTalkersFilter} through real Log4j loggers in a real
 * {@code AsyncLoggerContext} with the real LMAX Disruptor.
 */
class TopTalkersFilterTests {

	private final List<AsyncTestContext> contexts = new ArrayList<>();

	private final TopTalkersCounts counts = new TopTalkersCounts();

	@AfterEach
	void close() {
		this.contexts.forEach(AsyncTestContext::close);
	}

	@Test
	void everyCallThatLogsIsCountedByLevelAndDisabledCallsAreNot() {
		AsyncTestContext context = start(Level.INFO, false);
		Logger logger = context.logger();
		logger.info("plain");
		logger.info("one {}", 1);
		logger.info("three {} {} {}", 1, 2, 3);
		logger.info("ten {} {} {} {} {} {} {} {} {} {}", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
		logger.info("eleven {} {} {} {} {} {} {} {} {} {} {}", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
		logger.info((Message) new SimpleMessage("message"));
		logger.info((Object) "object");
		logger.info((CharSequence) "chars");
		logger.info((Supplier<String>) () -> "supplied");
		logger.warn("with a throwable", new IllegalStateException("test"));
		logger.error(new IllegalStateException("only a throwable"));
		for (int i = 0; i < 50; i++) {
			logger.debug("disabled {}", i);
			logger.trace("disabled");
		}
		assertThat(this.counts.counted("test.storm", LogLevel.INFO)).isEqualTo(9);
		assertThat(this.counts.counted("test.storm", LogLevel.WARN)).isOne();
		assertThat(this.counts.counted("test.storm", LogLevel.ERROR)).isOne();
		assertThat(this.counts.counted("test.storm")).isEqualTo(11);
	}

	@Test
	void guardsAreNotCountedAndAGuardedCallIsCountedOnce() {
		AsyncTestContext context = start(Level.DEBUG, false);
		Logger logger = context.logger();
		for (int i = 0; i < 100; i++) {
			if (logger.isDebugEnabled()) {
				logger.debug("guarded {}", i);
			}
			if (logger.isTraceEnabled()) {
				logger.trace("never");
			}
			assertThat(logger.isInfoEnabled()).isTrue();
			assertThat(logger.isEnabled(Level.WARN)).isTrue();
		}
		for (int i = 0; i < 10; i++) {
			logger.atDebug().log("built {}", i);
			logger.atTrace().log("never built");
		}
		assertThat(this.counts.counted("test.storm", LogLevel.DEBUG)).isEqualTo(110);
		assertThat(this.counts.counted("test.storm")).isEqualTo(110);
		context.context().stop();
		assertThat(context.appender().written(Level.DEBUG)).isEqualTo(110);
	}

	@Test
	void eventsDiscardedBecauseTheRingBufferIsFullAreCounted() {
		AsyncTestContext full = start(Level.TRACE, true);
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(full.context(), BootstrapSettings.fromSystem());
		full.fill();
		DiscardedEvents before = pipeline.discarded();
		for (int i = 0; i < 10_000; i++) {
			full.logger().info("burst {} while the appender is held", i);
		}
		assertThat(pipeline.discarded().info() - before.info()).isEqualTo(10_000);
		assertThat(full.appender().written(Level.INFO)).isZero();
		assertThat(this.counts.counted("test.storm", LogLevel.INFO)).isEqualTo(10_000);
		assertThat(this.counts.counted("test.storm", LogLevel.DEBUG)).isEqualTo(full.filled());
	}

	@Test
	void anotherContextWideFilterStillDecidesAndWhatItDeniesIsNotCounted() {
		AsyncTestContext context = start(Level.INFO, false);
		Configuration configuration = context.context().getConfiguration();
		configuration.removeFilter(configuration.getFilter());
		MarkerFilter denyNoisy = MarkerFilter.createFilter("NOISY", Result.DENY, Result.NEUTRAL);
		denyNoisy.start();
		configuration.addFilter(denyNoisy);
		configuration.addFilter(new TopTalkersFilter(this.counts.counts()));
		Logger logger = context.logger();
		for (int i = 0; i < 20; i++) {
			logger.info(MarkerManager.getMarker("NOISY"), "denied {}", i);
			logger.info("kept {}", i);
		}
		assertThat(logger.isInfoEnabled(MarkerManager.getMarker("NOISY"))).isFalse();
		assertThat(this.counts.counted("test.storm", LogLevel.INFO)).isEqualTo(20);
		context.appender().openGate();
		context.context().stop();
		assertThat(context.appender().written(Level.INFO)).isEqualTo(20);
	}

	@Test
	void levelIndexCountsCustomLevelsAsTheNextStandardLevelBelowThem() {
		assertThat(List.of(Level.TRACE, Level.DEBUG, Level.INFO, Level.WARN, Level.ERROR, Level.FATAL))
			.extracting((level) -> TopTalkersFilter.levelIndex(level.intLevel()))
			.containsExactly(0, 1, 2, 3, 4, 5);
		assertThat(TopTalkersFilter.levelIndex(Level.forName("NOTICE", 350).intLevel())).isEqualTo(2);
		assertThat(TopTalkersFilter.levelIndex(Level.ALL.intLevel())).isZero();
		assertThat(TopTalkersFilter.levelIndex(Level.OFF.intLevel())).isEqualTo(5);
	}

	private AsyncTestContext start(Level rootLevel, boolean gateClosed) {
		AsyncTestContext context = AsyncTestContext.start("talkers-" + this.contexts.size(), 256,
				new CountingAppender("counting", 0, gateClosed));
		this.contexts.add(context);
		context.context().getConfiguration().getRootLogger().setLevel(rootLevel);
		context.context().updateLoggers();
		context.context().getConfiguration().addFilter(new TopTalkersFilter(this.counts.counts()));
		return context;
	}

}
