package io.github.loggingperf.actuate.endpoint;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.function.Supplier;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.util.Assert;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Lets {@code POST /actuator/logging-perf} take {@code levels} as a JSON object. Spring
 * Boot reads the body of an endpoint write operation as a flat map of strings and refuses
 * a nested object before the endpoint sees it; for requests to this endpoint only, this
 * advice passes the {@code levels} object on as its JSON text, which the endpoint parses
 * with the JSON types intact. {@code locationEnabled} is passed on as its JSON text too,
 * so that the endpoint accepts only a JSON boolean ({@code "true"} is refused).
 *
 * @author logging-perf
 */
@ControllerAdvice
public class NestedLevelsRequestBodyAdvice extends RequestBodyAdviceAdapter {

	private static final String LEVELS = "levels";

	private static final String LOCATION_ENABLED = "locationEnabled";

	private final Supplier<@Nullable String> endpointPath;

	private final JsonMapper jsonMapper = JsonMapper.builder().build();

	/**
	 * Create an advice for the endpoint served at the given path.
	 * @param endpointPath supplies the path of {@code /actuator/logging-perf}, including
	 * the actuator base path, or {@code null} when the endpoint is not served over HTTP
	 */
	public NestedLevelsRequestBodyAdvice(Supplier<@Nullable String> endpointPath) {
		Assert.notNull(endpointPath, "'endpointPath' must not be null");
		this.endpointPath = endpointPath;
	}

	@Override
	public boolean supports(MethodParameter methodParameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) {
		RequestAttributes attributes = RequestContextHolder.getRequestAttributes();
		if (!(attributes instanceof ServletRequestAttributes servletAttributes)) {
			return false;
		}
		HttpServletRequest request = servletAttributes.getRequest();
		return "POST".equals(request.getMethod()) && pathWithinApplication(request).equals(this.endpointPath.get());
	}

	private static String pathWithinApplication(HttpServletRequest request) {
		return request.getRequestURI().substring(request.getContextPath().length());
	}

	@Override
	public HttpInputMessage beforeBodyRead(HttpInputMessage inputMessage, MethodParameter parameter, Type targetType,
			Class<? extends HttpMessageConverter<?>> converterType) throws IOException {
		byte[] body = inputMessage.getBody().readAllBytes();
		return new RewrittenBody(inputMessage.getHeaders(), flattenLevels(body));
	}

	private byte[] flattenLevels(byte[] body) {
		try {
			JsonNode tree = this.jsonMapper.readTree(body);
			if (tree instanceof ObjectNode object) {
				boolean rewritten = false;
				if (object.get(LEVELS) instanceof ObjectNode levels) {
					object.put(LEVELS, this.jsonMapper.writeValueAsString(levels));
					rewritten = true;
				}
				JsonNode locationEnabled = object.get(LOCATION_ENABLED);
				if (locationEnabled != null && !locationEnabled.isNull()) {
					object.put(LOCATION_ENABLED, this.jsonMapper.writeValueAsString(locationEnabled));
					rewritten = true;
				}
				return rewritten ? this.jsonMapper.writeValueAsBytes(object) : body;
			}
		}
		catch (JacksonException ex) {
			// Not JSON: left for Spring Boot to refuse
		}
		return body;
	}

	private record RewrittenBody(HttpHeaders headers, byte[] bytes) implements HttpInputMessage {

		@Override
		public InputStream getBody() {
			return new ByteArrayInputStream(this.bytes);
		}

		@Override
		public HttpHeaders getHeaders() {
			return this.headers;
		}

	}

}
