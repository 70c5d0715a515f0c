package io.github.loggingperf.autoconfigure;

import java.util.List;

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
import org.springframework.context.ApplicationListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;
import tools.jackson.databind.json.JsonMapper;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.actuate.endpoint.LoggingPerfChangeLog;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointWebExtension;
import io.github.loggingperf.actuate.endpoint.NestedLevelsRequestBodyAdvice;
import io.github.loggingperf.doctor.LoggingDoctor;
import io.github.loggingperf.expiry.ChangeExpiredEvent;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * Auto-configuration of the {@code loggingperf} actuator endpoint, served at
 * {@code /actuator/logging-perf} when exposed.
 *
 * @author logging-perf
 */
@AutoConfiguration(after = LoggingPerfAutoConfiguration.class)
@ConditionalOnClass(Endpoint.class)
@ConditionalOnAvailableEndpoint(LoggingPerfEndpoint.class)
@ConditionalOnBean({ LoggingPipeline.class, LoggerLevelOverrides.class, RuntimeSwitches.class, LoggingSystem.class,
		LoggerGroups.class })
public final class LoggingPerfEndpointAutoConfiguration {

	/**
	 * Principal of the audit events recorded when a change reaches its time to live.
	 */
	static final String EXPIRY_PRINCIPAL = "expiry";

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfChangeLog loggingPerfChangeLog(ApplicationEventPublisher publisher) {
		return new LoggingPerfChangeLog(publisher);
	}

	@Bean
	ApplicationListener<ChangeExpiredEvent> loggingPerfExpiryAudit(LoggingPerfChangeLog changeLog) {
		return (event) -> changeLog.record(EXPIRY_PRINCIPAL, List.of(event.getChange()));
	}

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfEndpoint loggingPerfEndpoint(LoggingPipeline pipeline, LoggerLevelOverrides overrides,
			RuntimeSwitches switches, LoggingSystem loggingSystem, LoggerGroups loggerGroups,
			LoggingPerfChangeLog changeLog, ObjectProvider<TopTalkers> topTalkers, ObjectProvider<LoggingDoctor> doctor) {
		return new LoggingPerfEndpoint(pipeline, overrides, switches, loggingSystem, loggerGroups, changeLog,
				topTalkers.getIfAvailable(), doctor.getIfAvailable());
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
