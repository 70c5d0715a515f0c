package io.github.loggingperf.autoconfigure;

import java.util.List;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.autoconfigure.endpoint.EndpointAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.security.core.context.SecurityContextHolder;

import io.github.loggingperf.mcp.McpCallers;
import io.github.loggingperf.mcp.McpToolAccess;
import io.github.loggingperf.mcp.SpringSecurityMcpCallers;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link LoggingPerfMcpAutoConfiguration}.
 */
class LoggingPerfMcpAutoConfigurationTests {

	private static final List<String> READ_TOOLS = List.of("get-logging-pipeline");

	private static final List<String> WRITE_TOOLS = List.of("set-logger-level", "reset-logger-level",
			"set-discard-threshold", "set-location-capture");

	private final ApplicationContextRunner contextRunner = new ApplicationContextRunner()
		.withConfiguration(AutoConfigurations.of(EndpointAutoConfiguration.class, LoggingPerfAutoConfiguration.class,
				LoggingPerfChangesAutoConfiguration.class, LoggingPerfEndpointAutoConfiguration.class,
				LoggingPerfMcpAutoConfiguration.class))
		.withBean(LoggingSystem.class,
				() -> LoggingSystem.get(LoggingPerfMcpAutoConfigurationTests.class.getClassLoader()))
		.withBean(LoggerGroups.class, LoggerGroups::new)
		.withPropertyValues("management.endpoints.web.exposure.include=loggingperf");

	@Test
	void runWhenExposedShouldOfferTheReadToolsAndNoWriteToolWhileTheEndpointsWritesAreNotOpened() {
		this.contextRunner.run((context) -> {
			assertThat(context).hasSingleBean(McpToolAccess.class).hasSingleBean(SpringSecurityMcpCallers.class);
			assertThat(context.getBean(McpToolAccess.class).writesOpened()).isFalse();
			assertThat(toolNames(context, "loggingPerfMcpReadTools")).isEqualTo(READ_TOOLS);
			assertThat(toolNames(context, "loggingPerfMcpWriteTools")).isEmpty();
		});
	}

	@Test
	void runWhenTheEndpointsWritesAreOpenedShouldOfferTheWriteTools() {
		this.contextRunner.withPropertyValues("management.endpoint.loggingperf.access=UNRESTRICTED")
			.run((context) -> assertThat(toolNames(context, "loggingPerfMcpWriteTools")).isEqualTo(WRITE_TOOLS));
	}

	@Test
	void runWhenTheEndpointsWritesAreOpenedButCappedByMaxPermittedAccessShouldOfferNoWriteTool() {
		this.contextRunner
			.withPropertyValues("management.endpoint.loggingperf.access=UNRESTRICTED",
					"management.endpoints.access.max-permitted=READ_ONLY")
			.run((context) -> assertThat(toolNames(context, "loggingPerfMcpWriteTools")).isEmpty());
	}

	@Test
	void runWhenSwitchedOffShouldOfferNoTool() {
		this.contextRunner.withPropertyValues("logging-perf.mcp.enabled=false")
			.run((context) -> assertThat(context).doesNotHaveBean(McpToolAccess.class)
				.doesNotHaveBean("loggingPerfMcpReadTools"));
	}

	@Test
	void runWhenTheApplicationSwitchedItsMcpServerOffShouldOfferNoTool() {
		this.contextRunner.withPropertyValues("spring.ai.mcp.server.enabled=false")
			.run((context) -> assertThat(context).doesNotHaveBean(McpToolAccess.class));
	}

	@Test
	void runWhenTheEndpointIsNotExposedOverHttpShouldOfferNoTool() {
		this.contextRunner
			.withPropertyValues("management.endpoints.web.exposure.include=health",
					"management.endpoints.jmx.exposure.include=loggingperf")
			.run((context) -> assertThat(context).doesNotHaveBean(McpToolAccess.class));
	}

	@Test
	void runWithoutTheMcpSdkShouldOfferNoTool() {
		this.contextRunner.withClassLoader(new FilteredClassLoader("io.modelcontextprotocol."))
			.run((context) -> assertThat(context).hasNotFailed().doesNotHaveBean(McpToolAccess.class));
	}

	@Test
	void runWithoutSpringAisMcpServerShouldOfferNoTool() {
		this.contextRunner.withClassLoader(new FilteredClassLoader("org.springframework.ai."))
			.run((context) -> assertThat(context).hasNotFailed().doesNotHaveBean(McpToolAccess.class));
	}

	@Test
	void runWithoutSpringSecurityShouldJudgeEveryCallerAnonymous() {
		this.contextRunner.withClassLoader(new FilteredClassLoader(SecurityContextHolder.class)).run((context) -> {
			assertThat(context).hasSingleBean(McpToolAccess.class).doesNotHaveBean(McpCallers.class);
			assertThat(context.getBean(McpToolAccess.class).read().authenticated()).isFalse();
		});
	}

	@Test
	void runWithZeroMaxTtlShouldFail() {
		this.contextRunner.withPropertyValues("logging-perf.mcp.max-ttl=0s")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.mcp.max-ttl must be positive but was PT0S"));
	}

	@Test
	void runWithBlankWriteAuthorityShouldFail() {
		this.contextRunner.withPropertyValues("logging-perf.mcp.write-authority= ")
			.run((context) -> assertThat(context).getFailure()
				.rootCause()
				.hasMessage("logging-perf.mcp.write-authority must not be blank"));
	}

	@Test
	void runWithAWriteAuthorityAndMaxTtlShouldUseThem() {
		this.contextRunner
			.withPropertyValues("logging-perf.mcp.write-authority=SCOPE_logging.write", "logging-perf.mcp.max-ttl=15m")
			.run((context) -> assertThat(context.getBean(McpToolAccess.class).maxTtl()).hasMinutes(15));
	}

	@SuppressWarnings("unchecked")
	private static List<String> toolNames(AssertableApplicationContext context, String bean) {
		return ((List<SyncToolSpecification>) context.getBean(bean, List.class)).stream()
			.map((specification) -> specification.tool().name())
			.toList();
	}

}
