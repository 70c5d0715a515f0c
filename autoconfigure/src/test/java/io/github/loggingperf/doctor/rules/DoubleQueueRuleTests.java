package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link DoubleQueueRule}.
 */
class DoubleQueueRuleTests {

	private static final String FILE = "<File name=\"File\" fileName=\"target/doctor-logs/double.log\">"
			+ "<PatternLayout pattern=\"%m%n\"/></File>";

	private final DoubleQueueRule rule = new DoubleQueueRule();

	@Test
	void asyncRootUnderAllAsyncLoggersIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE,
				"<AsyncRoot level=\"INFO\"><AppenderRef ref=\"File\"/></AsyncRoot>")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("double-async");
				assertThat(finding.evidence())
					.containsExactly("AsyncRoot 'ROOT' under all-async loggers: a second ring buffer");
			});
		}
	}

	@Test
	void asyncAppenderBehindAsyncLoggersIsFound() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(
				FILE + "<Async name=\"Async\"><AppenderRef ref=\"File\"/></Async>",
				"<Root level=\"INFO\"><AppenderRef ref=\"Async\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.evidence())
					.containsExactly("Async appender 'Async' behind asynchronous loggers: a second queue"));
		}
	}

	@Test
	void asyncAppenderBehindSynchronousLoggersIsOneQueue() {
		try (LoadedConfiguration loaded = LoadedConfiguration
			.xml(FILE + "<Async name=\"Async\"><AppenderRef ref=\"File\"/></Async>",
					"<Root level=\"INFO\"><AppenderRef ref=\"Async\"/></Root>")
			.mode(LoggingMode.SYNC, "switched off")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void plainLoggersUnderAllAsyncAreOneQueue() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE,
				"<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>")) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

}
