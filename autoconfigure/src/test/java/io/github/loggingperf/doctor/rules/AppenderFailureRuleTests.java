package io.github.loggingperf.doctor.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.apache.logging.log4j.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.loggingperf.appender.AppenderErrorHandlers;
import io.github.loggingperf.appender.AppenderFailureCounts;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;
import io.github.loggingperf.testsupport.SettableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Tests for {@link AppenderFailureRule}, with the starter's counting error handlers on a
 * real Log4j file appender. The failing one writes to {@code /dev/full}, the kernel's
 * device on which every write fails with "No space left on device", the error a full disk
 * gives, without needing root to mount a small file system.
 */
class AppenderFailureRuleTests {

	private static final Path DEV_FULL = Path.of("/dev/full");

	@TempDir
	Path directory;

	private final SettableClock clock = new SettableClock(Instant.parse("2026-11-28T08:00:00Z"));

	@Test
	void checkWhenFileAppenderCannotWriteShouldNameAppenderEventsAndLastError() {
		assumeTrue(Files.isWritable(DEV_FULL), "/dev/full is a Linux device");
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(fileAppender("Audit", DEV_FULL),
				"<Root level=\"INFO\"><AppenderRef ref=\"Audit\"/></Root>")) {
			List<Finding> findings = checkAfterLogging(loaded);
			assertThat(findings).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("appender-failing");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.title()).isEqualTo("Appender 'Audit' failed to write 3 events");
				assertThat(finding.evidence()).contains("appender=Audit");
				assertThat(finding.evidence())
					.anySatisfy((evidence) -> assertThat(evidence).contains("INFO=2", "WARN=1"));
				assertThat(finding.evidence())
					.anySatisfy((evidence) -> assertThat(evidence).startsWith("last error at ")
						.contains("No space left on device"));
			});
		}
	}

	@Test
	void checkWhenFileAppenderWritesShouldFindNothing() throws Exception {
		Path log = this.directory.resolve("app.log");
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(fileAppender("Audit", log),
				"<Root level=\"INFO\"><AppenderRef ref=\"Audit\"/></Root>")) {
			assertThat(checkAfterLogging(loaded)).isEmpty();
			assertThat(Files.readAllLines(log)).containsExactly("event 0", "event 1", "event 2");
		}
	}

	@Test
	void checkFiveMinutesAfterTheLastFailureShouldTellTheFailuresAsInfo() {
		assumeTrue(Files.isWritable(DEV_FULL), "/dev/full is a Linux device");
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(fileAppender("Audit", DEV_FULL),
				"<Root level=\"INFO\"><AppenderRef ref=\"Audit\"/></Root>")) {
			AppenderFailureCounts counts = new AppenderFailureCounts(this.clock);
			log(loaded, counts);
			AppenderFailureRule rule = new AppenderFailureRule(counts::all, this.clock);
			this.clock.advance(AppenderFailureRule.RECENT);
			assertThat(rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.severity()).isEqualTo(Severity.CRITICAL));
			this.clock.advance(Duration.ofMillis(1));
			assertThat(rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("appender-failed");
				assertThat(finding.severity()).isEqualTo(Severity.INFO);
				assertThat(finding.title())
					.isEqualTo("Appender 'Audit' failed to write 3 events, none in the last 5 minutes");
				assertThat(finding.evidence()).contains("appender=Audit");
			});
			log(loaded, counts);
			assertThat(rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.title())
					.isEqualTo("Appender 'Audit' failed to write 6 events"));
		}
	}

	private List<Finding> checkAfterLogging(LoadedConfiguration loaded) {
		AppenderFailureCounts counts = new AppenderFailureCounts(this.clock);
		log(loaded, counts);
		return new AppenderFailureRule(counts::all, this.clock).check(loaded.snapshot());
	}

	private static void log(LoadedConfiguration loaded, AppenderFailureCounts counts) {
		AppenderErrorHandlers handlers = new AppenderErrorHandlers(loaded.loggerContext(), counts);
		handlers.afterPropertiesSet();
		try {
			Logger logger = loaded.loggerContext().getLogger("com.example.Orders");
			logger.info("event 0");
			logger.warn("event 1");
			logger.info("event 2");
		}
		finally {
			handlers.destroy();
		}
	}

	private static String fileAppender(String name, Path file) {
		return "<File name=\"" + name + "\" fileName=\"" + file + "\" immediateFlush=\"true\">"
				+ "<PatternLayout pattern=\"%m%n\"/></File>";
	}

}
