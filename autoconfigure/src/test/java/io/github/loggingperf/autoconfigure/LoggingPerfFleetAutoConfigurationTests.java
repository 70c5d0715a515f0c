package io.github.loggingperf.autoconfigure;

import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.doctor.rules.UnsignedFleetRule;
import io.github.loggingperf.fleet.FleetSecretMissingException;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.testsupport.CapturedLog;
import org.apache.logging.log4j.Level;

import io.github.loggingperf.fleet.FleetMember;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetTransport;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.InMemoryFleet;
import io.github.loggingperf.fleet.InMemoryFleetTransport;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.fleet.FleetStateApplier;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.fleet.kafka.KafkaFleetTransport;
import io.github.loggingperf.metrics.FleetMetrics;
import org.junit.jupiter.api.Test;

import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.core.io.support.SpringFactoriesLoader.FailureHandler;
import org.springframework.kafka.core.KafkaTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link LoggingPerfFleetAutoConfiguration}. The broker address is a closed
 * loopback port: the contexts start disconnected.
 */
class LoggingPerfFleetAutoConfigurationTests {

	private static final String SECRET = Base64.getEncoder().encodeToString(new byte[32]);

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withBean("springBootLoggingSystem", LoggingSystem.class,
				() -> LoggingSystem.get(LoggingPerfFleetAutoConfigurationTests.class.getClassLoader()))
		.withBean("springBootLoggerGroups", LoggerGroups.class, LoggerGroups::new)
		.withPropertyValues("spring.kafka.bootstrap-servers=127.0.0.1:9", "spring.application.name=orders",
				"logging-perf.doctor.enabled=false", "logging-perf.fleet.secret=" + SECRET)
		.withConfiguration(AutoConfigurations.of(KafkaAutoConfiguration.class, LoggingPerfAutoConfiguration.class,
				LoggingPerfFleetKafkaAutoConfiguration.class, LoggingPerfFleetAutoConfiguration.class,
				LoggingPerfMetricsAutoConfiguration.class, MetricsAutoConfiguration.class,
				SimpleMetricsExportAutoConfiguration.class, CompositeMeterRegistryAutoConfiguration.class));

	@Test
	void runByDefaultShouldNotHaveFleetBeans() {
		this.contextRunner.run((context) -> {
			assertThat(context).doesNotHaveBean(FleetMember.class).doesNotHaveBean(FleetWrites.class);
			assertThat(context).doesNotHaveBean(FleetMetrics.class);
		});
	}

	@Test
	void runWhenEnabledWithoutASecretShouldFailWithAnAnalysisThatSaysHowToSetOne() {
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet.secret=")
			.run((context) -> {
				assertThat(context).hasFailed();
				Throwable failure = context.getStartupFailure();
				FailureAnalysis analysis = SpringFactoriesLoader.forDefaultResourceLocation()
					.load(FailureAnalyzer.class, null, FailureHandler.handleMessage((message, ex) -> {
						// Boot's own analyzers that need a bean factory: not the one
						// looked for
					}))
					.stream()
					.map((analyzer) -> analyzer.analyze(failure))
					.filter(Objects::nonNull)
					.findFirst()
					.orElseThrow();
				assertThat(analysis.getDescription()).contains("logging-perf.fleet.secret");
				assertThat(analysis.getAction()).contains("logging-perf.fleet.secret", "openssl rand -base64 32",
						"logging-perf.fleet.unsigned=true");
				assertThat(analysis.getCause()).isInstanceOf(FleetSecretMissingException.class);
			});
	}

	@Test
	void runWhenEnabledAndUnsignedShouldStartWithOneWarningAndADoctorRule() {
		try (CapturedLog log = CapturedLog.of("io.github.loggingperf.fleet", Level.WARN)) {
			this.contextRunner
				.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet.secret=",
						"logging-perf.fleet.unsigned=true", "logging-perf.doctor.enabled=true",
						"logging-perf.doctor.startup-report=false")
				.withConfiguration(AutoConfigurations.of(LoggingPerfDoctorAutoConfiguration.class))
				.run((context) -> {
					assertThat(context).hasNotFailed();
					assertThat(context.getBean(FleetSignature.class).isEnabled()).isFalse();
					assertThat(context.getBean(LoggingDoctor.class).findings())
						.filteredOn((finding) -> finding.id().equals("fleet-unsigned"))
						.singleElement()
						.satisfies((finding) -> assertThat(finding.evidence())
							.anySatisfy((evidence) -> assertThat(evidence).contains("logging-perf.orders")));
				});
			assertThat(log.messages(FleetMember.class, Level.WARN)).singleElement()
				.satisfies((message) -> assertThat(message).contains("runs unsigned", "logging-perf.fleet.secret",
						"topic 'logging-perf.orders'"));
		}
	}

	@Test
	void runWhenEnabledWithASecretShouldHaveNoUnsignedRule() {
		this.contextRunner
			.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.doctor.enabled=true",
					"logging-perf.doctor.startup-report=false")
			.withConfiguration(AutoConfigurations.of(LoggingPerfDoctorAutoConfiguration.class))
			.run((context) -> {
				assertThat(context).doesNotHaveBean(UnsignedFleetRule.class);
				assertThat(context.getBean(FleetSignature.class).isEnabled()).isTrue();
				assertThat(context.getBean(LoggingDoctor.class).findings()).extracting(Finding::id)
					.doesNotContain("fleet-unsigned");
			});
	}

	@Test
	void runWithBadFleetValuesShouldFailNamingTheProperty() {
		Map<String, String> bad = new LinkedHashMap<>();
		bad.put("max-record-size=0", "logging-perf.fleet.max-record-size must be at least 1KB");
		bad.put("max-ttl=0s", "logging-perf.fleet.max-ttl must be positive");
		bad.put("status-interval=-1s", "logging-perf.fleet.status-interval must be positive");
		bad.put("instance-timeout=0s", "logging-perf.fleet.instance-timeout must be positive");
		bad.put("check-interval=0s", "logging-perf.fleet.check-interval must be positive");
		bad.put("send-timeout=0s", "logging-perf.fleet.send-timeout must be positive");
		bad.put("topic= ", "logging-perf.fleet.topic must not be empty");
		bad.put("status-topic=", "logging-perf.fleet.status-topic must not be empty");
		bad.put("instance-timeout=20s", "logging-perf.fleet.instance-timeout must be longer than "
				+ "logging-perf.fleet.status-interval (PT30S) but was PT20S");
		bad.put("secret=s3cr3t", "logging-perf.fleet.secret must hold at least 32 bytes (an HMAC-SHA256 key; a Base64 "
				+ "secret counts the bytes it decodes to) but holds 6: generate one with 'openssl rand -base64 32'");
		bad.put("secret=a-passphrase-of-30-characters", "logging-perf.fleet.secret must hold at least 32 bytes");
		bad.put("unsigned=true", "logging-perf.fleet.unsigned must not be true while logging-perf.fleet.secret is set");
		bad.forEach((setting, message) -> this.contextRunner
			.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet." + setting)
			.run((context) -> {
				assertThat(context).as(setting).hasFailed();
				assertThat(messages(context.getStartupFailure())).as(setting).contains(message);
			}));
	}

	@Test
	void runWithABase64SecretShouldCountTheBytesItDecodesTo() {
		String encoded31 = Base64.getEncoder().encodeToString(new byte[31]);
		this.contextRunner
			.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet.secret=" + encoded31)
			.run((context) -> {
				assertThat(context).hasFailed();
				assertThat(messages(context.getStartupFailure())).contains("but holds 31").doesNotContain(encoded31);
			});
		this.contextRunner
			.withPropertyValues("logging-perf.fleet.enabled=true",
					"logging-perf.fleet.secret=" + Base64.getEncoder().encodeToString(new byte[32]))
			.run((context) -> assertThat(context.getBean(FleetSignature.class).isEnabled()).isTrue());
	}

	private static String messages(Throwable failure) {
		StringBuilder text = new StringBuilder();
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			text.append(cause.getMessage()).append('\n');
		}
		return text.toString();
	}

	@Test
	void runWhenEnabledShouldHaveFleetBeansAndStartDisconnected() {
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet.instance-id=i-1")
			.run((context) -> {
				assertThat(context).hasSingleBean(KafkaFleetTransport.class)
					.hasSingleBean(FleetStateApplier.class)
					.hasSingleBean(FleetMember.class)
					.hasSingleBean(FleetWrites.class)
					.hasSingleBean(FleetMetrics.class);
				FleetView view = context.getBean(FleetView.class);
				assertThat(view.instance()).isEqualTo("i-1");
				assertThat(view.describe().connected()).isFalse();
				assertThat(view.describe().instances()).extracting("id").containsExactly("i-1");
			});
	}

	@Test
	void runWhenEnabledShouldNameTopicsAfterTheApplication() {
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true")
			.run((context) -> assertThat(context.getBean(KafkaFleetTransport.class).topics().desiredState())
				.isEqualTo("logging-perf.orders"));
	}

	@Test
	void runWhenSpringKafkaIsMissingShouldNotHaveFleetBeans() {
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true")
			.withClassLoader(new FilteredClassLoader(KafkaTemplate.class))
			.run((context) -> assertThat(context).doesNotHaveBean(FleetTransport.class)
				.doesNotHaveBean(FleetMember.class)
				.doesNotHaveBean(FleetView.class));
	}

	@Test
	void runWhenTheApplicationDefinesATransportShouldUseItInsteadOfKafka() {
		InMemoryFleet fleet = new InMemoryFleet();
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true")
			.withBean(FleetTransport.class, fleet::transport)
			.run((context) -> {
				assertThat(context).hasSingleBean(FleetTransport.class)
					.doesNotHaveBean(KafkaFleetTransport.class)
					.hasSingleBean(FleetMember.class)
					.hasSingleBean(FleetWrites.class);
				assertThat(context.getBean(FleetTransport.class)).isInstanceOf(InMemoryFleetTransport.class);
			});
	}

	@Test
	void runWhenSpringKafkaIsMissingAndTheApplicationDefinesATransportShouldApplyFleetWritesThroughIt() {
		InMemoryFleet fleet = new InMemoryFleet();
		this.contextRunner.withPropertyValues("logging-perf.fleet.enabled=true", "logging-perf.fleet.instance-id=i-1")
			.withClassLoader(new FilteredClassLoader(KafkaTemplate.class))
			.withBean(FleetTransport.class, fleet::transport)
			.run((context) -> {
				assertThat(context).doesNotHaveBean(KafkaFleetTransport.class).hasSingleBean(FleetMember.class);
				FleetView view = context.getBean(FleetView.class);
				await().atMost(Duration.ofSeconds(10)).until(view::isConnected);
				FleetWrites.Written written = context.getBean(FleetWrites.class)
					.write(Map.of(FleetSetting.level("fleet.test.in-memory"), "DEBUG"), Duration.ofMinutes(1), "alice");
				FleetStateApplier applier = context.getBean(FleetStateApplier.class);
				await().atMost(Duration.ofSeconds(10))
					.untilAsserted(() -> assertThat(applier.appliedChangeIds()).containsExactly(written.changeId()));
				assertThat(context.getBean(LoggerLevelOverrides.class).get("fleet.test.in-memory")).isNotNull();
				fleet.setReachable(false);
				await().atMost(Duration.ofSeconds(10)).until(() -> !view.isConnected());
				assertThatExceptionOfType(FleetUnavailableException.class)
					.isThrownBy(() -> context.getBean(FleetWrites.class)
						.write(Map.of(FleetSetting.level("fleet.test.other"), "DEBUG"), Duration.ofMinutes(1), "alice"))
					.withMessage("fleet change not written: the in-memory fleet of the tests is not reachable");
				context.getBean(LoggerLevelOverrides.class).clear("test");
			});
	}

}
