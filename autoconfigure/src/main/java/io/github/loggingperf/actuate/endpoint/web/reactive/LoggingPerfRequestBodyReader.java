package io.github.loggingperf.actuate.endpoint.web.reactive;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import org.springframework.boot.webflux.actuate.endpoint.web.AbstractWebFluxEndpointHandlerMapping;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpInputMessage;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.util.Assert;

import io.github.loggingperf.actuate.endpoint.JsonRequestBody;

/**
 * Reads the body of a write to {@code /actuator/logging-perf} on Spring WebFlux, keeping
 * the JSON type of each field (see {@link JsonRequestBody}), so that the nested
 * {@code levels} object reaches the endpoint. It reads only the bodies of Spring Boot's
 * actuator write operations, and those of other endpoints it hands to the reader Spring
 * Boot would use.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfRequestBodyReader implements HttpMessageReader<Object> {

	private static final List<MediaType> JSON = List.of(MediaType.APPLICATION_JSON,
			new MediaType("application", "*+json"));

	private final JsonRequestBody body;

	private final HttpMessageReader<Object> otherEndpoints;

	/**
	 * Create a reader.
	 * @param body decides which requests go to the endpoint and reads their bodies
	 * @param otherEndpoints reads the bodies of writes to other endpoints
	 */
	public LoggingPerfRequestBodyReader(JsonRequestBody body, HttpMessageReader<Object> otherEndpoints) {
		Assert.notNull(body, "'body' must not be null");
		Assert.notNull(otherEndpoints, "'otherEndpoints' must not be null");
		this.body = body;
		this.otherEndpoints = otherEndpoints;
	}

	@Override
	public List<MediaType> getReadableMediaTypes() {
		return JSON;
	}

	@Override
	public boolean canRead(ResolvableType elementType, @Nullable MediaType mediaType) {
		return Map.class.equals(elementType.toClass()) && isActuatorWrite(elementType)
				&& (mediaType == null || JSON.stream().anyMatch((json) -> json.includes(mediaType)))
				&& this.otherEndpoints.canRead(elementType, mediaType);
	}

	private static boolean isActuatorWrite(ResolvableType elementType) {
		return elementType.getSource() instanceof MethodParameter parameter
				&& parameter.getDeclaringClass().getEnclosingClass() == AbstractWebFluxEndpointHandlerMapping.class;
	}

	@Override
	public Flux<Object> read(ResolvableType elementType, ReactiveHttpInputMessage message, Map<String, Object> hints) {
		return this.otherEndpoints.read(elementType, message, hints);
	}

	@Override
	public Mono<Object> readMono(ResolvableType elementType, ReactiveHttpInputMessage message,
			Map<String, Object> hints) {
		return this.otherEndpoints.readMono(elementType, message, hints);
	}

	@Override
	public Flux<Object> read(ResolvableType actualType, ResolvableType elementType, ServerHttpRequest request,
			ServerHttpResponse response, Map<String, Object> hints) {
		return readMono(actualType, elementType, request, response, hints).flux();
	}

	@Override
	public Mono<Object> readMono(ResolvableType actualType, ResolvableType elementType, ServerHttpRequest request,
			ServerHttpResponse response, Map<String, Object> hints) {
		if (!this.body.isEndpointWrite(request.getMethod().name(), request.getPath().pathWithinApplication().value())) {
			return this.otherEndpoints.readMono(actualType, elementType, request, response, hints);
		}
		return DataBufferUtils.join(request.getBody()).map(this::read);
	}

	private Object read(DataBuffer buffer) {
		try (InputStream body = buffer.asInputStream(true)) {
			return this.body.read(body);
		}
		catch (IOException ex) {
			throw new DecodingException(ex.getMessage(), ex);
		}
	}

}
