package io.github.loggingperf.doctor.rules;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoadedConfiguration;
import io.github.loggingperf.doctor.Severity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

/**
 * Tests for {@link QueueFullPolicyRule}.
 */
class QueueFullPolicyRuleTests {

	private static final String FILE = "<File name=\"File\" fileName=\"target/doctor-logs/policy.log\">"
			+ "<PatternLayout pattern=\"%m%n\"/></File>";

	private static final String ROOT = "<Root level=\"INFO\"><AppenderRef ref=\"File\"/></Root>";

	private final QueueFullPolicyRule rule = new QueueFullPolicyRule(DisruptorVersion.V3);

	private final QueueFullPolicyRule ruleOnClassPathDisruptor = new QueueFullPolicyRule();

	@Test
	void detectsTheDisruptorOfThisSurefireExecution() {
		String expectedMajor = System.getProperty("disruptor.expected-major");
		assertThat(expectedMajor).as("set by the Surefire execution").isNotNull();
		assertThat(DisruptorVersion.of(getClass().getClassLoader()))
			.isEqualTo(DisruptorVersion.valueOf("V" + expectedMajor));
	}

	@Test
	void defaultPolicyOnDisruptor4IsCriticalAndSaysHowToFixIt() {
		assumeThat(DisruptorVersion.of(getClass().getClassLoader())).isEqualTo(DisruptorVersion.V4);
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT).queueFullPolicy("Default", false)) {
			assertThat(this.ruleOnClassPathDisruptor.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("queue-full-blocking");
				assertThat(finding.severity()).isEqualTo(Severity.CRITICAL);
				assertThat(finding.title()).contains("Disruptor 4.x").contains("drops other threads' events silently");
				assertThat(finding.evidence()).contains("log4j2.asyncQueueFullPolicy is 'Default'")
					.anySatisfy((line) -> assertThat(line).startsWith("Disruptor 4.x on the class path"));
				assertThat(finding.fix()).contains("Remove the log4j2.asyncQueueFullPolicy setting")
					.contains("pin com.lmax:disruptor to 3.4.4");
			});
		}
	}

	@Test
	void discardPolicyOnDisruptor4IsCritical() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT).queueFullPolicy("Discard", false)) {
			assertThat(new QueueFullPolicyRule(DisruptorVersion.V4).check(loaded.snapshot()))
				.extracting(Finding::severity)
				.containsExactly(Severity.CRITICAL);
		}
	}

	@Test
	void customPolicyOnDisruptor4IsAWarning() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)
			.queueFullPolicy("com.example.MyPolicy", false)) {
			assertThat(new QueueFullPolicyRule(DisruptorVersion.V4).check(loaded.snapshot()))
				.extracting(Finding::severity)
				.containsExactly(Severity.WARNING);
		}
	}

	@Test
	void countingPolicyOnDisruptor4IsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)) {
			assertThat(new QueueFullPolicyRule(DisruptorVersion.V4).check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void countingPolicyInForceIsFine() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void defaultPolicyBlocksCallers() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT).queueFullPolicy("Default", false)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("queue-full-blocking");
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.evidence()).containsExactly("log4j2.asyncQueueFullPolicy is 'Default'");
				assertThat(finding.cost()).contains("tens of milliseconds at p99").contains("docs/benchmarks.md");
			});
		}
	}

	@Test
	void discardPolicyStillBlocksWarnAndAbove() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT).queueFullPolicy("Discard", false)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.title()).contains("WARN and ERROR storms still block"));
		}
	}

	@Test
	void countingPolicyThatLog4jCouldNotCreateIsCritical() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)
			.queueFullPolicy("io.github.loggingperf.log4j2.CountingDiscardPolicy", false)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement()
				.satisfies((finding) -> assertThat(finding.severity()).isEqualTo(Severity.CRITICAL));
		}
	}

	@Test
	void customPolicyIsOnlyInformation() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)
			.queueFullPolicy("com.example.MyPolicy", false)) {
			assertThat(this.rule.check(loaded.snapshot())).extracting(Finding::severity).containsExactly(Severity.INFO);
		}
	}

	@Test
	void synchronousLoggersHaveNoQueue() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(FILE, ROOT)
			.mode(LoggingMode.SYNC, "switched off")
			.queueFullPolicy("Default", false)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void blockingAsyncAppenderIsFoundAndANonBlockingOneIsNot() {
		try (LoadedConfiguration loaded = LoadedConfiguration.xml(
				FILE + "<Async name=\"Blocking\" bufferSize=\"128\"><AppenderRef ref=\"File\"/></Async>"
						+ "<Async name=\"NonBlocking\" blocking=\"false\"><AppenderRef ref=\"File\"/></Async>",
				"<Root level=\"INFO\"><AppenderRef ref=\"Blocking\"/><AppenderRef ref=\"NonBlocking\"/></Root>")) {
			List<Finding> findings = this.rule.check(loaded.snapshot());
			assertThat(findings).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("async-appender-blocking");
				assertThat(finding.evidence())
					.containsExactly("Async appender 'Blocking' has blocking=true (queue of 128)");
			});
		}
	}

}
