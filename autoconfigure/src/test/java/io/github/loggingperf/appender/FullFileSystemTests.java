package io.github.loggingperf.appender;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.testsupport.SmallFileSystem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A file appender writing to a real, size-limited tmpfs that fills up, then gets space
 * back. Mounting needs root, which CI has; elsewhere the tests are skipped.
 */
class FullFileSystemTests {

	private static final Pattern EVENT = Pattern.compile("EVT (\\w+) (\\d+) END");

	@TempDir
	Path mountPoint;

	private SmallFileSystem disk;

	@BeforeEach
	void mountSmallFileSystem() throws Exception {
		assumeTrue(SmallFileSystem.canMount(), "mounting a size-limited tmpfs needs root (CI runs as root)");
		this.disk = SmallFileSystem.mount(this.mountPoint, "256k");
	}

	@AfterEach
	void unmount() throws Exception {
		if (this.disk != null) {
			this.disk.close();
		}
	}

	@Test
	void logWhenDiskFullShouldCountEveryEventNotWrittenByLevel() throws Exception {
		Path log = this.disk.resolve("app.log");
		try (FailingAppenderContext context = FailingAppenderContext.start("full-disk", fileAppender(log, true))) {
			this.disk.leaveFree(32 * 1024);
			context.log(3000);
			awaitAccounted(context, log);
			Map<LogLevel, Long> written = writtenByLevel(log);
			for (LogLevel level : FailingAppenderContext.LOGGED_LEVELS) {
				assertThat(written.getOrDefault(level, 0L) + context.failed(level)).as(level.name())
					.isEqualTo(context.logged(level));
			}
			assertThat(context.failedTotal()).isPositive();
			assertThat(written.values().stream().mapToLong(Long::longValue).sum()).isPositive();
			AppenderFailure failure = context.counts().all().get(0);
			assertThat(failure.appender()).isEqualTo("Target");
			assertThat(failure.lastError()).contains("No space left on device");
		}
	}

	@Test
	void logWhenSpaceReturnsShouldResumeWritingWithoutRestart() throws Exception {
		Path log = this.disk.resolve("app.log");
		try (FailingAppenderContext context = FailingAppenderContext.start("disk-back", fileAppender(log, true))) {
			this.disk.leaveFree(0);
			context.log(300);
			awaitAccounted(context, log);
			long failedWhileFull = context.failedTotal();
			assertThat(failedWhileFull).isPositive();
			Files.delete(this.disk.resolve(SmallFileSystem.FILLER));
			context.log(300);
			awaitAccounted(context, log);
			assertThat(context.failedTotal()).isEqualTo(failedWhileFull);
			assertThat(countWritten(log)).isEqualTo(context.loggedTotal() - failedWhileFull);
		}
	}

	@Test
	void logWhenBufferedAndDiskFullShouldReportTheFailureAsALowerBound() throws Exception {
		Path log = this.disk.resolve("app.log");
		try (FailingAppenderContext context = FailingAppenderContext.start("buffered", fileAppender(log, false))) {
			this.disk.leaveFree(32 * 1024);
			context.log(3000);
			context.context().stop(1, TimeUnit.MINUTES);
			long written = countWritten(log);
			long failed = context.failedTotal();
			assertThat(failed).isPositive();
			assertThat(written + failed).isLessThanOrEqualTo(context.loggedTotal());
		}
	}

	private static String fileAppender(Path log, boolean immediateFlush) {
		return """
				<File name="Target" fileName="%s" immediateFlush="%s">
				  <PatternLayout pattern="%%m%%n"/>
				</File>""".formatted(log, immediateFlush);
	}

	private static void awaitAccounted(FailingAppenderContext context, Path log) {
		Awaitility.await()
			.atMost(Duration.ofMinutes(1))
			.until(() -> countWritten(log) + context.failedTotal() == context.loggedTotal());
	}

	private static long countWritten(Path log) throws IOException {
		return writtenByLevel(log).values().stream().mapToLong(Long::longValue).sum();
	}

	private static Map<LogLevel, Long> writtenByLevel(Path log) throws IOException {
		Map<LogLevel, Long> written = new EnumMap<>(LogLevel.class);
		if (!Files.exists(log)) {
			return written;
		}
		for (String line : Files.readAllLines(log, java.nio.charset.StandardCharsets.ISO_8859_1)) {
			Matcher matcher = EVENT.matcher(line);
			while (matcher.find()) {
				written.merge(LogLevel.valueOf(matcher.group(1)), 1L, Long::sum);
			}
		}
		return written;
	}

}
