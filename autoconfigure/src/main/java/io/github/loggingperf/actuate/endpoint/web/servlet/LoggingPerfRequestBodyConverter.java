package io.github.loggingperf.actuate.endpoint.web.servlet;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.SmartHttpMessageConverter;
import org.springframework.util.Assert;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

import io.github.loggingperf.actuate.endpoint.JsonRequestBody;

/**
 * Reads the body of a write to {@code /actuator/logging-perf} on Spring MVC, keeping the
 * JSON type of each field (see {@link JsonRequestBody}), so that the nested
 * {@code levels} object reaches the endpoint. Only for requests to this endpoint: every
 * other body is left to the application's converters. Registered with the server's
 * converters only, never with those of HTTP clients.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfRequestBodyConverter implements SmartHttpMessageConverter<Object> {

	private static final List<MediaType> JSON = List.of(MediaType.APPLICATION_JSON,
			new MediaType("application", "*+json"));

	private final JsonRequestBody body;

	/**
	 * Create a converter.
	 * @param body decides which requests go to the endpoint and reads their bodies
	 */
	public LoggingPerfRequestBodyConverter(JsonRequestBody body) {
		Assert.notNull(body, "'body' must not be null");
		this.body = body;
	}

	@Override
	public boolean canRead(ResolvableType type, @Nullable MediaType mediaType) {
		return Map.class.equals(type.toClass()) && isJson(mediaType) && isEndpointWrite();
	}

	private static boolean isJson(@Nullable MediaType mediaType) {
		return mediaType == null || JSON.stream().anyMatch((json) -> json.includes(mediaType));
	}

	private boolean isEndpointWrite() {
		if (!(RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes)) {
			return false;
		}
		HttpServletRequest request = attributes.getRequest();
		return this.body.isEndpointWrite(request.getMethod(),
				request.getRequestURI().substring(request.getContextPath().length()));
	}

	@Override
	public Object read(ResolvableType type, HttpInputMessage inputMessage, @Nullable Map<String, Object> hints)
			throws IOException {
		try {
			return this.body.read(inputMessage.getBody());
		}
		catch (IOException ex) {
			String message = Objects.requireNonNullElse(ex.getMessage(), "Unreadable request body");
			throw new HttpMessageNotReadableException(message, ex, inputMessage);
		}
	}

	@Override
	public boolean canWrite(ResolvableType targetType, Class<?> valueClass, @Nullable MediaType mediaType) {
		return false;
	}

	@Override
	public void write(Object body, ResolvableType bodyType, @Nullable MediaType contentType,
			HttpOutputMessage outputMessage, @Nullable Map<String, Object> hints) {
		throw new UnsupportedOperationException("Reads request bodies only");
	}

	@Override
	public List<MediaType> getSupportedMediaTypes() {
		return JSON;
	}

}
