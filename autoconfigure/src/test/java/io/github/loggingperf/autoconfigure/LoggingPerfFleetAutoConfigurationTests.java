package io.github.loggingperf.autoconfigure;

import io.github.loggingperf.fleet.FleetMember;
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
				LoggingPerfFleetAutoConfiguration.class, LoggingPerfMetricsAutoConfiguration.class,
				MetricsAutoConfiguration.class, SimpleMetricsExportAutoConfiguration.class,
				CompositeMeterRegistryAutoConfiguration.class));

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
			.run((context) -> assertThat(context).doesNotHaveBean(FleetMember.class).doesNotHaveBean(FleetView.class));
	}

}
