package io.github.loggingperf.fleet.kafka;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.autoconfigure.LoggingPerfAutoConfiguration;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.autoconfigure.LoggingPerfChangesAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfDoctorAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfEndpointAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfFleetAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfFleetKafkaAutoConfiguration;
import io.github.loggingperf.autoconfigure.LoggingPerfMetricsAutoConfiguration;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.fleet.FleetRecordCounts;
import io.github.loggingperf.fleet.FleetStateApplier;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.metrics.FleetMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.jspecify.annotations.Nullable;

import org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;

/**
 * One application instance of a fleet test: a Spring context with Boot's Kafka
 * auto-configuration and logging-perf's (endpoint included, doctor off unless a property
 * turns it on, the secret {@link #SECRET} unless the properties say otherwise), in this
 * JVM, with its fleet meters bound to a registry of its own. Every instance of a JVM
 * shares its Log4j context. An instance given a clock measures every expiry against it,
 * fleet changes and level overrides alike, as an instance on a machine with that clock
 * would.
 */
final class FleetInstance implements AutoCloseable {

	/**
	 * The secret of an instance started without {@code logging-perf.fleet.secret} or
	 * {@code logging-perf.fleet.unsigned}.
	 */
	static final String SECRET = "fleet-instance-secret-of-32-bytes-or-more";

	private final AnnotationConfigApplicationContext context;

	private FleetInstance(AnnotationConfigApplicationContext context) {
		this.context = context;
	}

	static FleetInstance start(String brokers, String application, String id, @Nullable Clock clock,
			String... properties) {
		return start(brokers, application, id, clock, List.of(), properties);
	}

	/**
	 * Start an instance whose application has configuration classes of its own (its own
	 * Kafka listeners, for example), registered before the auto-configurations.
	 */
	static FleetInstance startWith(List<Class<?>> components, String brokers, String application, String id,
			String... properties) {
		return start(brokers, application, id, null, components, properties);
	}

	private static FleetInstance start(String brokers, String application, String id, @Nullable Clock clock,
			List<Class<?>> components, String... properties) {
		AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
		List<String> values = new ArrayList<>(List.of("spring.kafka.bootstrap-servers=" + brokers,
				"spring.application.name=" + application, "logging-perf.fleet.enabled=true",
				"logging-perf.fleet.instance-id=" + id, "logging-perf.fleet.check-interval=1s",
				"logging-perf.fleet.status-interval=2s", "logging-perf.fleet.send-timeout=5s",
				"logging-perf.doctor.enabled=false", "logging-perf.doctor.startup-report=false",
				"management.endpoints.web.exposure.include=loggingperf"));
		values.addAll(List.of(properties));
		if (values.stream()
			.noneMatch((value) -> value.startsWith("logging-perf.fleet.secret=")
					|| value.startsWith("logging-perf.fleet.unsigned="))) {
			values.add("logging-perf.fleet.secret=" + SECRET);
		}
		TestPropertyValues.of(values).applyTo(context);
		ClassLoader classLoader = FleetInstance.class.getClassLoader();
		context.registerBean("springBootLoggingSystem", LoggingSystem.class, () -> LoggingSystem.get(classLoader));
		context.registerBean("springBootLoggerGroups", LoggerGroups.class, () -> new LoggerGroups());
		if (clock != null) {
			context.registerBean(Clock.class, () -> clock);
			context.registerBean(Expiries.class,
					() -> new Expiries(clock, new ScheduledThreadPoolExecutor(1), context));
		}
		context.registerBean(SimpleMeterRegistry.class, SimpleMeterRegistry::new);
		components.forEach(context::register);
		context.register(KafkaAutoConfiguration.class, LoggingPerfAutoConfiguration.class,
				LoggingPerfDoctorAutoConfiguration.class, LoggingPerfFleetKafkaAutoConfiguration.class,
				LoggingPerfFleetAutoConfiguration.class, LoggingPerfMetricsAutoConfiguration.class,
				LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class);
		context.refresh();
		context.getBean(FleetMetrics.class).bindTo(context.getBean(MeterRegistry.class));
		return new FleetInstance(context);
	}

	<T> T bean(Class<T> type) {
		return this.context.getBean(type);
	}

	AnnotationConfigApplicationContext context() {
		return this.context;
	}

	String id() {
		return view().instance();
	}

	FleetView view() {
		return this.context.getBean(FleetView.class);
	}

	FleetWrites writes() {
		return this.context.getBean(FleetWrites.class);
	}

	FleetStateApplier applier() {
		return this.context.getBean(FleetStateApplier.class);
	}

	FleetRecordCounts counts() {
		return this.context.getBean(FleetRecordCounts.class);
	}

	LoggerLevelOverrides overrides() {
		return this.context.getBean(LoggerLevelOverrides.class);
	}

	LoggingPipeline pipeline() {
		return this.context.getBean(LoggingPipeline.class);
	}

	boolean hasDoctor() {
		return this.context.getBeanProvider(LoggingDoctor.class).getIfAvailable() != null;
	}

	LoggingDoctor doctor() {
		return this.context.getBean(LoggingDoctor.class);
	}

	LoggingPerfEndpoint endpoint() {
		return this.context.getBean(LoggingPerfEndpoint.class);
	}

	MeterRegistry meters() {
		return this.context.getBean(MeterRegistry.class);
	}

	KafkaFleetTransport transport() {
		return this.context.getBean(KafkaFleetTransport.class);
	}

	@Override
	public void close() {
		this.context.close();
	}

}
