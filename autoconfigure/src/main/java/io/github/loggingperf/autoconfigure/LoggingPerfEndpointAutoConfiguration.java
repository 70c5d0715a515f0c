package io.github.loggingperf.autoconfigure;

import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.web.PathMappedEndpoints;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;
import tools.jackson.databind.json.JsonMapper;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.actuate.endpoint.FleetScope;
import io.github.loggingperf.actuate.endpoint.LoggingPerfChangeLog;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointWebExtension;
import io.github.loggingperf.actuate.endpoint.NestedLevelsRequestBodyAdvice;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.logging.LoggerLevelOverrides;

/**
 * Auto-configuration of the {@code loggingperf} actuator endpoint, served at
 * {@code /actuator/logging-perf} when exposed.
 *
 * @author logging-perf
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnClass(Endpoint.class)
@ConditionalOnAvailableEndpoint(LoggingPerfEndpoint.class)
@ConditionalOnBean({ LoggingPipeline.class, LoggerLevelOverrides.class, LoggingSystem.class, LoggerGroups.class })
public final class LoggingPerfEndpointAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfChangeLog loggingPerfChangeLog(ApplicationEventPublisher publisher) {
		return new LoggingPerfChangeLog(publisher);
	}

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfEndpoint loggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups, LoggingPerfChangeLog changeLog,
			ObjectProvider<TopTalkers> topTalkers, ObjectProvider<LoggingDoctor> doctor,
			ObjectProvider<FleetWrites> fleetWrites, ObjectProvider<FleetView> fleetView) {
		LoggingPerfEndpoint endpoint = new LoggingPerfEndpoint(pipeline, overrides, loggingSystem, loggerGroups,
				changeLog, topTalkers.getIfAvailable(), doctor.getIfAvailable());
		endpoint.setFleetScope(new FleetScope(fleetWrites::getIfAvailable, fleetView::getIfAvailable, changeLog));
		return endpoint;
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean(LoggingPerfEndpoint.class)
	LoggingPerfEndpointWebExtension loggingPerfEndpointWebExtension(LoggingPerfEndpoint endpoint) {
		return new LoggingPerfEndpointWebExtension(endpoint);
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
	@ConditionalOnClass({ RequestBodyAdviceAdapter.class, JsonMapper.class })
	static class NestedLevelsConfiguration {

		@Bean
		@ConditionalOnMissingBean
		NestedLevelsRequestBodyAdvice nestedLevelsRequestBodyAdvice(
				ObjectProvider<PathMappedEndpoints> pathMappedEndpoints) {
			EndpointId id = EndpointId.of("loggingperf");
			return new NestedLevelsRequestBodyAdvice(() -> {
				PathMappedEndpoints endpoints = pathMappedEndpoints.getIfAvailable();
				return (endpoints != null) ? endpoints.getPath(id) : null;
			});
		}

	}

}
