package io.github.loggingperf.log4j2;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.EarlyFailureApplication;
import io.github.loggingperf.testapp.ShutdownApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link Log4j2ShutdownHandler} and {@link RingBufferDrain}: a Spring Boot
 * application in its own JVM queues more events than its slow appender can write in the
 * ten seconds Spring Boot's own shutdown handler would allow, then stops.
 */
class Log4j2ShutdownHandlerTests {

	private static final int EVENTS = 2500;

	private static final String DELAY_MICROS = "5000";

	@TempDir
	Path temp;

	@Test
	void sigtermWritesEveryQueuedEvent() throws Exception {
		Path file = this.temp.resolve("sigterm.log");
		try (ChildJvm app = ChildJvm.start(ShutdownApplication.class, List.of(), List.of(),
				List.of(file.toString(), Integer.toString(EVENTS), DELAY_MICROS, "sigterm"))) {
			app.awaitOutput("LOGGED " + EVENTS, Duration.ofMinutes(2));
			assertThat(lines(file)).as("still queued when SIGTERM is sent").isLessThan(EVENTS);
			app.terminate();
			app.awaitExit(Duration.ofMinutes(2));
			assertThat(lines(file)).isEqualTo(EVENTS);
		}
	}

	@Test
	void contextCloseWaitsUntilEveryQueuedEventIsWritten() throws Exception {
		Path file = this.temp.resolve("close.log");
		try (ChildJvm app = ChildJvm.start(ShutdownApplication.class, List.of(), List.of(),
				List.of(file.toString(), Integer.toString(EVENTS), DELAY_MICROS, "close"))) {
			app.awaitOutput("CLOSED", Duration.ofMinutes(2));
			assertThat(lines(file)).as("written when close() returned").isEqualTo(EVENTS);
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isZero();
		}
	}

	@Test
	void startupFailingBeforeLoggingIsInitialisedStillWritesItsFailureReport() throws Exception {
		Path file = this.temp.resolve("early.log");
		try (ChildJvm app = ChildJvm.start(EarlyFailureApplication.class, List.of(), List.of(),
				List.of(file.toString(), "2000000"))) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).isNotZero();
			assertThat(Files.readString(file)).contains("Application run failed");
		}
	}

	private static long lines(Path file) throws Exception {
		return Files.exists(file) ? Files.readAllLines(file).size() : 0;
	}

}
