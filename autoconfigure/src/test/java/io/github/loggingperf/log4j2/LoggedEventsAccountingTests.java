package io.github.loggingperf.log4j2;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.ConfigurationSource;
import org.apache.logging.log4j.core.config.xml.XmlConfiguration;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.DiscardedEvents;
import io.github.loggingperf.appender.AppenderErrorHandlers;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.testsupport.CountingAppender;
import io.github.loggingperf.testsupport.SmallFileSystem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The starter's accounting of every event, with its {@link CountingDiscardPolicy} in
 * force (installed through {@link LoggingPerfPropertySource}, as in an application) and a
 * ring buffer that fills while a Log4j file appender writes to a small file system that
 * fills up too: per level, the events logged are the events in the file, plus those
 * counted as discarded, plus those counted as failed; WARN and above are never discarded.
 * The ring fills because a second appender holds the background thread until the
 * producers are done. Mounting the file system needs root (CI runs as root).
 */
class LoggedEventsAccountingTests {

	private static final Level[] LEVELS = { Level.INFO, Level.WARN, Level.ERROR };

	private static final Pattern EVENT = Pattern.compile("EVT (\\w+) (\\d+) END");

	private static final int RING_BUFFER_SIZE = 128;

	private static final int EVENTS = 6000;

	@TempDir
	Path mountPoint;

	@Test
	void logWhenRingFullAndDiskFullShouldAccountForEveryEventByLevelAndNeverDiscardWarn() throws Exception {
		assumeTrue(SmallFileSystem.canMount(), "mounting a size-limited tmpfs needs root (CI runs as root)");
		try (SmallFileSystem disk = SmallFileSystem.mount(this.mountPoint, "256k")) {
			disk.leaveFree(32 * 1024);
			Path log = disk.resolve("app.log");
			AsyncLoggerContext context = start(log);
			AppenderFailureCounts failures = new AppenderFailureCounts();
			AppenderErrorHandlers handlers = new AppenderErrorHandlers(context, failures);
			handlers.afterPropertiesSet();
			CountingAppender stall = holdBackgroundThread(context);
			Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(context, BootstrapSettings.fromSystem(),
					failures);
			assertThat(pipeline.queueFullPolicy().installed()).as("the starter's counting policy is in force").isTrue();
			assertThat(pipeline.discardThreshold()).isEqualTo(LogLevel.INFO);
			DiscardedEvents before = pipeline.discarded();
			Map<Level, LongAdder> logged = produce(context.getLogger("test.accounting"));
			stall.openGate();
			Awaitility.await()
				.atMost(Duration.ofMinutes(1))
				.untilAsserted(() -> assertThat(
						total(writtenByLevel(log)) + pipeline.discarded().total() - before.total() + failed(pipeline))
					.as("written %s, discarded %s, failed %s", writtenByLevel(log), pipeline.discarded(),
							pipeline.appenderFailures())
					.isEqualTo(EVENTS));
			handlers.destroy();
			context.stop(1, TimeUnit.MINUTES);
			Map<String, Long> written = writtenByLevel(log);
			DiscardedEvents after = pipeline.discarded();
			AppenderFailure target = pipeline.appenderFailures()
				.stream()
				.filter((failure) -> failure.appender().equals("Target"))
				.findFirst()
				.orElseThrow();
			for (Level level : LEVELS) {
				LogLevel logLevel = LogLevel.valueOf(level.name());
				long discarded = after.get(logLevel) - before.get(logLevel);
				assertThat(written.getOrDefault(level.name(), 0L) + discarded + target.failed(logLevel))
					.as("%s: written %s + discarded %s + failed %s", level, written.get(level.name()), discarded,
							target.failed(logLevel))
					.isEqualTo(logged.get(level).sum());
			}
			assertThat(after.info() - before.info()).as("INFO met a full ring and was discarded").isPositive();
			assertThat(after.warn() - before.warn()).as("WARN discarded").isZero();
			assertThat(after.error() - before.error()).as("ERROR discarded").isZero();
			assertThat(target.total()).as("events the full disk refused").isPositive();
			assertThat(target.lastError()).contains("No space left on device");
			assertThat(total(written)).as("events written before the disk filled").isPositive();
		}
	}

	private static AsyncLoggerContext start(Path log) throws IOException {
		String xml = """
				<Configuration status="OFF">
				  <Appenders>
				    <File name="Target" fileName="%s" immediateFlush="true"><PatternLayout pattern="%%m%%n"/></File>
				  </Appenders>
				  <Loggers><Root level="INFO"><AppenderRef ref="Target"/></Root></Loggers>
				</Configuration>""".formatted(log);
		AsyncLoggerContext context = new AsyncLoggerContext("accounting");
		System.setProperty("log4j2.asyncLoggerRingBufferSize", Integer.toString(RING_BUFFER_SIZE));
		try {
			context.start(new XmlConfiguration(context,
					new ConfigurationSource(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))));
		}
		finally {
			System.clearProperty("log4j2.asyncLoggerRingBufferSize");
		}
		assertThat(context.createRingBufferAdmin().getBufferSize()).isEqualTo(RING_BUFFER_SIZE);
		return context;
	}

	private static CountingAppender holdBackgroundThread(AsyncLoggerContext context) {
		CountingAppender stall = new CountingAppender("Stall", 0, true);
		stall.start();
		Configuration configuration = context.getConfiguration();
		configuration.addAppender(stall);
		configuration.getRootLogger().addAppender(stall, null, null);
		context.updateLoggers();
		return stall;
	}

	private static Map<Level, LongAdder> produce(Logger logger) {
		Map<Level, LongAdder> logged = new HashMap<>();
		for (Level level : LEVELS) {
			logged.put(level, new LongAdder());
		}
		for (int i = 0; i < EVENTS; i++) {
			Level level = LEVELS[i % LEVELS.length];
			logger.log(level, "EVT {} {} END", level, i);
			logged.get(level).increment();
		}
		return logged;
	}

	private static long failed(Log4j2LoggingPipeline pipeline) {
		return pipeline.appenderFailures().stream().mapToLong(AppenderFailure::total).sum();
	}

	private static long total(Map<String, Long> counts) {
		return counts.values().stream().mapToLong(Long::longValue).sum();
	}

	private static Map<String, Long> writtenByLevel(Path log) throws IOException {
		Map<String, Long> written = new TreeMap<>();
		if (!Files.exists(log)) {
			return written;
		}
		Matcher matcher = EVENT.matcher(Files.readString(log, StandardCharsets.ISO_8859_1));
		while (matcher.find()) {
			written.merge(matcher.group(1), 1L, Long::sum);
		}
		return written;
	}

}
