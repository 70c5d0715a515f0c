package io.github.loggingperf.autoconfigure;

import java.time.Duration;
import java.util.Map;

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
import org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration;
import org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.kafka.core.KafkaTemplate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link LoggingPerfFleetAutoConfiguration}. The broker address is a closed
 * loopback port: the contexts start disconnected.
 */
class LoggingPerfFleetAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withBean("springBootLoggingSystem", LoggingSystem.class,
				() -> LoggingSystem.get(LoggingPerfFleetAutoConfigurationTests.class.getClassLoader()))
		.withBean("springBootLoggerGroups", LoggerGroups.class, LoggerGroups::new)
		.withPropertyValues("spring.kafka.bootstrap-servers=127.0.0.1:9", "spring.application.name=orders",
				"logging-perf.doctor.enabled=false")
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
						.write(Map.of(FleetSetting.level("fleet.test.other"), "DEBUG"), null, "alice"))
					.withMessage("fleet change not written: the in-memory fleet of the tests is not reachable");
				context.getBean(LoggerLevelOverrides.class).clear("test");
			});
	}

}
