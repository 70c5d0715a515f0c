package io.github.loggingperf.log4j2;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import com.lmax.disruptor.WaitStrategy;
import com.lmax.disruptor.YieldingWaitStrategy;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.async.AsyncWaitStrategyFactory;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link WaitStrategyDescription}, with Log4j's own property resolution (the
 * names users set) and real configurations.
 */
class WaitStrategyDescriptionTests {

	private final Configuration configuration = new NullConfiguration();

	@Test
	void starterDefaultsSleepFiftyMillisecondsWithoutSpinning() {
		// LoggingPerfPropertySource is found by Log4j, as in an application
		assertThat(describe(LoggingMode.ALL_ASYNC)).isEqualTo("background thread sleeps 50 ms between batches");
	}

	@Test
	void sleepWithLog4jDefaultsSpinsAndYieldsFirst() {
		// the starter supplies no asyncLoggerConfig properties, so Log4j's defaults apply
		assertThat(describe(LoggingMode.MIXED, "log4j2.asyncLoggerConfigWaitStrategy", "sleep"))
			.isEqualTo("background thread spins and yields 200 times, then sleeps 100 ns between batches");
	}

	@Test
	void sleepTimeInMicroseconds() {
		assertThat(describe(LoggingMode.ALL_ASYNC, "log4j2.asyncLoggerWaitStrategy", "Sleep",
				"log4j2.asyncLoggerSleepTimeNs", "100000", "log4j2.asyncLoggerRetries", "0"))
			.isEqualTo("background thread sleeps 100 us between batches");
	}

	@Test
	void legacyNamesAreResolvedAsLog4jResolvesThem() {
		assertThat(describe(LoggingMode.ALL_ASYNC, "AsyncLogger.WaitStrategy", "Block"))
			.isEqualTo("background thread woken by every event (a lock and a signal per log call)");
	}

	@Test
	void log4jDefaultIsTimeout() {
		assertThat(describe(LoggingMode.MIXED)).isEqualTo(
				"background thread woken by every event (a lock and a signal per log call, Log4j's Timeout 10 ms)");
	}

	@Test
	void unknownStrategyIsTimeoutAsInLog4j() {
		assertThat(describe(LoggingMode.ALL_ASYNC, "log4j2.asyncLoggerWaitStrategy", "Sleeping",
				"log4j2.asyncLoggerTimeout", "25"))
			.isEqualTo(
					"background thread woken by every event (a lock and a signal per log call, Log4j's Timeout 25 ms)");
	}

	@Test
	void strategiesThatKeepACpuBusySaySo() {
		assertThat(describe(LoggingMode.ALL_ASYNC, "log4j2.asyncLoggerWaitStrategy", "Yield"))
			.isEqualTo("background thread yields in a loop while idle (keeps a CPU busy)");
		assertThat(describe(LoggingMode.ALL_ASYNC, "log4j2.asyncLoggerWaitStrategy", "BusySpin"))
			.isEqualTo("background thread spins while idle (keeps a CPU busy)");
	}

	@Test
	void mixedModeReadsTheAsyncLoggerConfigProperties() {
		assertThat(describe(LoggingMode.MIXED, "log4j2.asyncLoggerWaitStrategy", "Sleep",
				"log4j2.asyncLoggerConfigWaitStrategy", "Yield"))
			.isEqualTo("background thread yields in a loop while idle (keeps a CPU busy)");
	}

	@Test
	void synchronousContextHasNoBackgroundThread() {
		assertThat(describe(LoggingMode.SYNC, "log4j2.asyncLoggerWaitStrategy", "Sleep")).isNull();
	}

	@Test
	void factoryOfTheConfigurationWinsInMixedMode() throws Exception {
		LoggerContext context = new LoggerContext("wait-strategy-factory", null, factoryConfiguration());
		context.start();
		try {
			assertThat(WaitStrategyDescription.of(LoggingMode.MIXED, context.getConfiguration(),
					properties("log4j2.asyncLoggerConfigWaitStrategy", "Sleep")))
				.isEqualTo("background thread waits as " + YieldingFactory.class.getName() + " decides");
		}
		finally {
			context.stop(1, TimeUnit.MINUTES);
		}
	}

	@Test
	void allAsyncContextNeverAsksTheFactoryOfItsConfiguration() throws Exception {
		AsyncLoggerContext context = new AsyncLoggerContext("wait-strategy-factory-all-async", null,
				factoryConfiguration());
		context.start();
		try {
			assertThat(context.getConfiguration().getAsyncWaitStrategyFactory()).isInstanceOf(YieldingFactory.class);
			await().atMost(Duration.ofMinutes(1))
				.untilAsserted(() -> assertThat(backgroundThreadFrames(context.getName()))
					.anyMatch((frame) -> frame.contains("SleepingWaitStrategy.waitFor"))
					.noneMatch((frame) -> frame.contains("YieldingWaitStrategy")));
			assertThat(WaitStrategyDescription.of(LoggingMode.ALL_ASYNC, context.getConfiguration(),
					PropertiesUtil.getProperties()))
				.isEqualTo("background thread sleeps 50 ms between batches");
		}
		finally {
			context.stop(1, TimeUnit.MINUTES);
		}
	}

	private URI factoryConfiguration() throws URISyntaxException {
		return Objects.requireNonNull(getClass().getResource("/wait-strategy/log4j2-wait-strategy-factory.xml"))
			.toURI();
	}

	private static List<String> backgroundThreadFrames(String contextName) {
		return Thread.getAllStackTraces()
			.entrySet()
			.stream()
			.filter((entry) -> entry.getKey().getName().contains("AsyncLogger[" + contextName + "]"))
			.flatMap((entry) -> Arrays.stream(entry.getValue()))
			.map(StackTraceElement::toString)
			.toList();
	}

	private @Nullable String describe(LoggingMode mode, String... keysAndValues) {
		return WaitStrategyDescription.of(mode, this.configuration, properties(keysAndValues));
	}

	private static PropertiesUtil properties(String... keysAndValues) {
		Properties properties = new Properties();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			properties.setProperty(keysAndValues[i], keysAndValues[i + 1]);
		}
		return new PropertiesUtil(properties);
	}

	/**
	 * A wait strategy factory named in a configuration file.
	 */
	public static class YieldingFactory implements AsyncWaitStrategyFactory {

		@Override
		public WaitStrategy createWaitStrategy() {
			return new YieldingWaitStrategy();
		}

	}

}
