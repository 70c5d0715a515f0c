package io.github.loggingperf.autoconfigure;

import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.autoconfigure.endpoint.condition.ConditionalOnAvailableEndpoint;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.web.PathMappedEndpoints;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.webflux.actuate.endpoint.web.AbstractWebFluxEndpointHandlerMapping;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.web.context.request.RequestContextHolder;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.TopTalkers;
import io.github.loggingperf.actuate.endpoint.JsonRequestBody;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpointWebExtension;
import io.github.loggingperf.actuate.endpoint.LoggingPerfOperationInvokerAdvisor;
import io.github.loggingperf.actuate.endpoint.web.reactive.LoggingPerfRequestBodyReader;
import io.github.loggingperf.actuate.endpoint.web.servlet.LoggingPerfRequestBodyConverter;
import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.doctor.LoggingDoctor;

/**
 * Auto-configuration of the {@code loggingperf} actuator endpoint, served at
 * {@code /actuator/logging-perf} when exposed, on Spring MVC and on Spring WebFlux.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@AutoConfiguration(after = LoggingPerfChangesAutoConfiguration.class)
@ConditionalOnClass(Endpoint.class)
@ConditionalOnAvailableEndpoint(LoggingPerfEndpoint.class)
@ConditionalOnBean({ LoggingPipeline.class, LoggingChanges.class, LoggingSystem.class, LoggerGroups.class })
public final class LoggingPerfEndpointAutoConfiguration {

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfEndpoint loggingPerfEndpoint(LoggingPipeline pipeline, LoggingChanges changes,
			LoggingSystem loggingSystem, LoggerGroups loggerGroups, ObjectProvider<TopTalkers> topTalkers,
			ObjectProvider<LoggingDoctor> doctor) {
		return new LoggingPerfEndpoint(pipeline, changes, loggingSystem, loggerGroups, topTalkers.getIfAvailable(),
				doctor.getIfAvailable());
	}

	@Bean
	@ConditionalOnMissingBean
	LoggingPerfOperationInvokerAdvisor loggingPerfOperationInvokerAdvisor() {
		return new LoggingPerfOperationInvokerAdvisor();
	}

	@Bean
	@ConditionalOnMissingBean
	@ConditionalOnBean(LoggingPerfEndpoint.class)
	LoggingPerfEndpointWebExtension loggingPerfEndpointWebExtension(LoggingPerfEndpoint endpoint) {
		return new LoggingPerfEndpointWebExtension(endpoint);
	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
	@ConditionalOnClass({ ServerHttpMessageConvertersCustomizer.class, RequestContextHolder.class, JsonMapper.class })
	static class ServletRequestBodyConfiguration {

		@Bean
		ServerHttpMessageConvertersCustomizer loggingPerfRequestBodyConvertersCustomizer(
				ObjectProvider<PathMappedEndpoints> pathMappedEndpoints) {
			LoggingPerfRequestBodyConverter converter = new LoggingPerfRequestBodyConverter(
					JsonRequestBody.forEndpoint(pathMappedEndpoints::getIfAvailable));
			return (builder) -> builder.addCustomConverter(converter);
		}

	}

	@Configuration(proxyBeanMethods = false)
	@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
	@ConditionalOnClass({ CodecCustomizer.class, AbstractWebFluxEndpointHandlerMapping.class, JsonMapper.class })
	static class ReactiveRequestBodyConfiguration {

		@Bean
		@ConditionalOnMissingBean
		LoggingPerfRequestBodyReader loggingPerfRequestBodyReader(
				ObjectProvider<PathMappedEndpoints> pathMappedEndpoints, ObjectProvider<JsonMapper> jsonMapper) {
			JsonMapper mapper = jsonMapper.getIfAvailable(() -> JsonMapper.builder().build());
			return new LoggingPerfRequestBodyReader(JsonRequestBody.forEndpoint(pathMappedEndpoints::getIfAvailable),
					new DecoderHttpMessageReader<>(new JacksonJsonDecoder(mapper)));
		}

		@Bean
		CodecCustomizer loggingPerfRequestBodyCodecCustomizer(LoggingPerfRequestBodyReader reader) {
			return (configurer) -> configurer.customCodecs().register(reader);
		}

	}

}
