package io.github.loggingperf.autoconfigure;

import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webflux.actuate.endpoint.web.AbstractWebFluxEndpointHandlerMapping;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.converter.HttpMessageConverter;

import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointWebExtension;
import io.github.loggingperf.actuate.endpoint.LoggingPerfOperationInvokerAdvisor;
import io.github.loggingperf.actuate.endpoint.web.reactive.LoggingPerfRequestBodyReader;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.changes.LoggingPerfChangeLog;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfEndpointAutoConfiguration}.
 */
class LoggingPerfEndpointAutoConfigurationTests {

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
				LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class))
		.withBean(LoggingSystem.class,
				() -> LoggingSystem.get(LoggingPerfEndpointAutoConfigurationTests.class.getClassLoader()))
		.withBean(LoggerGroups.class, LoggerGroups::new);

	@Test
	void runWhenNotExposedShouldNotHaveEndpointBean() {
		this.contextRunner.run((context) -> assertThat(context).hasSingleBean(LoggerLevelOverrides.class)
			.doesNotHaveBean(LoggingPerfEndpoint.class)
			.doesNotHaveBean(LoggingPerfEndpointWebExtension.class));
	}

	@Test
	void runWhenExposedShouldHaveEndpointWebExtensionAndChangeLog() {
		this.contextRunner.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.run((context) -> assertThat(context).hasSingleBean(LoggingPerfEndpoint.class)
				.hasSingleBean(LoggingPerfEndpointWebExtension.class)
				.hasSingleBean(LoggingPerfChangeLog.class)
				.hasSingleBean(LoggingPerfOperationInvokerAdvisor.class)
				.doesNotHaveBean(ServerHttpMessageConvertersCustomizer.class)
				.doesNotHaveBean(LoggingPerfRequestBodyReader.class));
	}

	@Test
	void runInServletWebApplicationShouldReadRequestBodiesWithAConverter() {
		new WebApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
					LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class))
			.withBean(LoggingSystem.class, () -> LoggingSystem.get(getClass().getClassLoader()))
			.withBean(LoggerGroups.class, LoggerGroups::new)
			.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.run((context) -> assertThat(context).hasSingleBean(ServerHttpMessageConvertersCustomizer.class)
				.doesNotHaveBean(HttpMessageConverter.class)
				.doesNotHaveBean(LoggingPerfRequestBodyReader.class)
				.doesNotHaveBean(CodecCustomizer.class));
	}

	@Test
	void runInReactiveWebApplicationShouldReadRequestBodiesWithACodec() {
		reactiveContextRunner().run((context) -> assertThat(context).hasSingleBean(LoggingPerfRequestBodyReader.class)
			.hasSingleBean(CodecCustomizer.class)
			.doesNotHaveBean(ServerHttpMessageConvertersCustomizer.class));
	}

	@Test
	void runInReactiveWebApplicationWithoutWebFluxActuatorShouldNotHaveTheReader() {
		reactiveContextRunner().withClassLoader(new FilteredClassLoader(AbstractWebFluxEndpointHandlerMapping.class))
			.run((context) -> assertThat(context).hasSingleBean(LoggingPerfEndpoint.class)
				.doesNotHaveBean(LoggingPerfRequestBodyReader.class));
	}

	private ReactiveWebApplicationContextRunner reactiveContextRunner() {
		return new ReactiveWebApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
					LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class))
			.withBean(LoggingSystem.class, () -> LoggingSystem.get(getClass().getClassLoader()))
			.withBean(LoggerGroups.class, LoggerGroups::new)
			.withPropertyValues("management.endpoints.web.exposure.include=loggingperf");
	}

	@Test
	void runWhenExposedOverJmxShouldHaveEndpointBean() {
		this.contextRunner
			.withPropertyValues("spring.jmx.enabled=true", "management.endpoints.jmx.exposure.include=loggingperf")
			.run((context) -> assertThat(context).hasSingleBean(LoggingPerfEndpoint.class));
	}

	@Test
	void runWhenAccessIsNoneShouldNotHaveEndpointBean() {
		this.contextRunner
			.withPropertyValues("management.endpoints.web.exposure.include=loggingperf",
					"management.endpoint.loggingperf.access=NONE")
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingPerfEndpoint.class));
	}

	@Test
	void runWithUserChangeLogShouldBackOff() {
		this.contextRunner.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.withBean("userChangeLog", LoggingPerfChangeLog.class,
					() -> new LoggingPerfChangeLog((ApplicationEventPublisher) (event) -> {
					}))
			.run((context) -> assertThat(context).hasSingleBean(LoggingPerfChangeLog.class).hasBean("userChangeLog"));
	}

	@Test
	void runWithoutActuatorShouldNotHaveEndpointBean() {
		this.contextRunner.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.withClassLoader(new FilteredClassLoader(Endpoint.class))
			.run((context) -> assertThat(context).doesNotHaveBean(LoggingPerfEndpoint.class)
				.hasSingleBean(LoggerLevelOverrides.class));
	}

	@Test
	void runWithoutLoggingSystemShouldNotHaveOverridesOrEndpoint() {
		new ApplicationContextRunner()
			.withConfiguration(AutoConfigurations.of(LoggingPerfAutoConfiguration.class,
					LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class))
			.withPropertyValues("management.endpoints.web.exposure.include=loggingperf")
			.run((context) -> assertThat(context).doesNotHaveBean(LoggerLevelOverrides.class)
				.doesNotHaveBean(LoggingPerfEndpoint.class));
	}

}
