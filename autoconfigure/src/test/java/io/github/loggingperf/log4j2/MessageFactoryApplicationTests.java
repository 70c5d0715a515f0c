package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.List;

import org.apache.logging.log4j.message.ParameterizedMessageFactory;
import org.apache.logging.log4j.message.ReusableMessageFactory;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.testapp.ChildJvm;
import io.github.loggingperf.testapp.MessageFactoryApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for the message factory that {@link LoggingPerfPropertySource} chooses, in an
 * application started in its own JVM with each collector: messages made per call with G1,
 * Log4j's reusable messages otherwise, and in both the event as it was at the call.
 */
class MessageFactoryApplicationTests {

	@Test
	void startWhenJvmCollectsWithG1ShouldMakeAMessagePerCall() throws Exception {
		String output = run("-XX:+UseG1GC");
		assertThat(output).contains("message factory: " + ParameterizedMessageFactory.class.getName());
		assertThat(output).contains("argument as logged and 42").doesNotContain("changed after the call");
	}

	@Test
	void startWhenJvmCollectsWithSerialShouldKeepLog4jsReusableMessages() throws Exception {
		String output = run("-XX:+UseSerialGC");
		assertThat(output).contains("message factory: " + ReusableMessageFactory.class.getName());
		assertThat(output).contains("argument as logged and 42").doesNotContain("changed after the call");
	}

	@Test
	void startWhenMessageFactorySetShouldKeepTheApplicationsChoice() throws Exception {
		String output = run("-XX:+UseG1GC", "-Dlog4j2.messageFactory=" + ReusableMessageFactory.class.getName());
		assertThat(output).contains("message factory: " + ReusableMessageFactory.class.getName());
	}

	private String run(String... jvmArgs) throws Exception {
		try (ChildJvm app = ChildJvm.start(MessageFactoryApplication.class, List.of(), List.of(jvmArgs), List.of())) {
			assertThat(app.awaitExit(Duration.ofMinutes(2))).as(app.output()).isZero();
			return app.output();
		}
	}

}
