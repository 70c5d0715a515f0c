package io.github.loggingperf.autoconfigure;

import java.util.List;

import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.autoconfigure.endpoint.expose.EndpointExposure;
import org.springframework.boot.actuate.endpoint.Access;
import org.springframework.boot.actuate.endpoint.EndpointAccessResolver;
import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.jackson.EndpointJsonMapper;
import org.springframework.boot.actuate.endpoint.web.PathMappedEndpoints;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.access.WebInvocationPrivilegeEvaluator;

import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.mcp.LoggingChangesMcpWrites;
import io.github.loggingperf.mcp.LoggingPerfReadTools;
import io.github.loggingperf.mcp.LoggingPerfWriteTools;
import io.github.loggingperf.mcp.McpCaller;
import io.github.loggingperf.mcp.McpCallers;
import io.github.loggingperf.mcp.McpToolAccess;
import io.github.loggingperf.mcp.SpringSecurityMcpCallers;

/**
 * Auto-configuration of the logging-perf tools on the application's MCP server (Spring
 * AI's MCP server starters): only when the application has one and has not switched it
 * off ({@code spring.ai.mcp.server.enabled}), the endpoint is exposed over HTTP, and
 * {@code logging-perf.mcp.enabled} is not {@code false}. Reads follow the endpoint's
 * rules; write tools are offered only when the endpoint's writes are opened.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfEndpointAutoConfiguration.class)
@ConditionalOnClass(name = { "io.modelcontextprotocol.server.McpServerFeatures",
		"org.springframework.ai.mcp.server.common.autoconfigure.McpServerAutoConfiguration" })
@ConditionalOnBooleanProperty(name = "logging-perf.mcp.enabled", matchIfMissing = true)
@ConditionalOnBooleanProperty(name = "spring.ai.mcp.server.enabled", matchIfMissing = true)
@ConditionalOnAvailableEndpoint(endpoint = LoggingPerfEndpoint.class, exposure = EndpointExposure.WEB)
@ConditionalOnBean(LoggingPerfEndpoint.class)
@EnableConfigurationProperties(LoggingPerfProperties.class)
public final class LoggingPerfMcpAutoConfiguration {

	private static final EndpointId ENDPOINT_ID = EndpointId.of("loggingperf");

	@Bean
	@ConditionalOnMissingBean
	McpToolAccess loggingPerfMcpToolAccess(LoggingPerfProperties properties, ObjectProvider<McpCallers> callers,
			EndpointAccessResolver accessResolver) {
		boolean writesOpened = accessResolver.accessFor(ENDPOINT_ID, Access.READ_ONLY) == Access.UNRESTRICTED;
		return new McpToolAccess(callers.getIfAvailable(() -> McpCaller::unsecured), writesOpened,
				properties.getMcp().getWriteAuthority(), properties.getMcp().getMaxTtl());
	}

	@Bean
	List<SyncToolSpecification> loggingPerfMcpReadTools(LoggingPerfEndpoint endpoint,
			ObjectProvider<EndpointJsonMapper> endpointJsonMapper, McpToolAccess access,
			ObjectProvider<TopTalkers> topTalkers, ObjectProvider<LoggingDoctor> doctor,
			ObjectProvider<FleetView> fleetView) {
		return new LoggingPerfReadTools(endpoint::pipeline, jsonMapper(endpointJsonMapper), access).specifications(
				topTalkers.getIfAvailable() != null, doctor.getIfAvailable() != null,
				fleetView.getIfAvailable() != null);
	}

	@Bean
	List<SyncToolSpecification> loggingPerfMcpWriteTools(LoggingChanges changes, LoggingPerfEndpoint endpoint,
			ObjectProvider<EndpointJsonMapper> endpointJsonMapper, McpToolAccess access) {
		return new LoggingPerfWriteTools(new LoggingChangesMcpWrites(changes, endpoint), jsonMapper(endpointJsonMapper),
				access)
			.specifications();
	}

	private static JsonMapper jsonMapper(ObjectProvider<EndpointJsonMapper> endpointJsonMapper) {
		return endpointJsonMapper.getIfAvailable(() -> () -> JsonMapper.builder().build()).get();
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnClass({ SecurityContextHolder.class, WebInvocationPrivilegeEvaluator.class })
	static class SpringSecurityConfiguration {

		@Bean
		@ConditionalOnMissingBean
		SpringSecurityMcpCallers loggingPerfMcpCallers(ObjectProvider<WebInvocationPrivilegeEvaluator> evaluator,
				ObjectProvider<PathMappedEndpoints> pathMappedEndpoints) {
			return new SpringSecurityMcpCallers(evaluator::getIfUnique, () -> {
				PathMappedEndpoints endpoints = pathMappedEndpoints.getIfAvailable();
				return (endpoints != null) ? endpoints.getPath(ENDPOINT_ID) : null;
			});
		}

	}

}
