package io.github.loggingperf.actuate.endpoint;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.web.PathMappedEndpoints;
import org.springframework.util.Assert;

import io.github.loggingperf.changes.ChangeValues;

/**
 * Reads the JSON body of a write to {@code /actuator/logging-perf}, wherever the user has
 * mapped the endpoint, on either web stack. Spring Boot reads a write body as a flat map
 * of strings, which refuses the nested {@code levels} object and forgets whether
 * {@code locationEnabled} was a JSON boolean; this reader keeps each value with its JSON
 * type (a {@code String}, {@code Boolean}, {@code Number}, {@code Map}, {@code List} or
 * {@code null}), so that the endpoint's parameters get the values as the client sent
 * them.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class JsonRequestBody {

	/**
	 * Name of the argument that holds an {@link Unreadable} body, and of the field a
	 * refusal names.
	 */
	static final String BODY = "body";

	private static final JsonMapper jsonMapper = JsonMapper.builder().build();

	private final Supplier<@Nullable String> endpointPath;

	/**
	 * Create a reader.
	 * @param endpointPath supplies the path of the endpoint, including the actuator base
	 * path, or {@code null} when the endpoint is not served over HTTP
	 */
	public JsonRequestBody(Supplier<@Nullable String> endpointPath) {
		Assert.notNull(endpointPath, "'endpointPath' must not be null");
		this.endpointPath = endpointPath;
	}

	/**
	 * Create a reader for the {@link LoggingPerfEndpoint#ID endpoint} wherever the
	 * application's path mappings serve it.
	 * @param pathMappedEndpoints supplies the application's path-mapped endpoints, or
	 * {@code null} when no endpoint is served over HTTP
	 * @return the reader
	 */
	public static JsonRequestBody forEndpoint(Supplier<@Nullable PathMappedEndpoints> pathMappedEndpoints) {
		Assert.notNull(pathMappedEndpoints, "'pathMappedEndpoints' must not be null");
		EndpointId id = EndpointId.of(LoggingPerfEndpoint.ID);
		return new JsonRequestBody(() -> {
			PathMappedEndpoints endpoints = pathMappedEndpoints.get();
			return (endpoints != null) ? endpoints.getPath(id) : null;
		});
	}

	/**
	 * Return whether a request is a write to the endpoint, whose body this reader reads.
	 * @param method the HTTP method
	 * @param pathWithinApplication the request path without the context path
	 * @return whether it is a {@code POST} to the endpoint or one of its loggers
	 */
	public boolean isEndpointWrite(String method, String pathWithinApplication) {
		String path = this.endpointPath.get();
		return "POST".equals(method) && path != null
				&& (pathWithinApplication.equals(path) || pathWithinApplication.startsWith(path + "/"));
	}

	/**
	 * Read a body that should hold a JSON object. A body that does not (another JSON
	 * value, text that is not JSON, bytes that are not UTF-8) is returned as a map whose
	 * only entry is an {@link Unreadable} under {@link #BODY}, for the endpoint to refuse
	 * with a message that names it.
	 * @param body the body
	 * @return the object's fields with their JSON types (none for a JSON {@code null}),
	 * or the unreadable body
	 * @throws IOException if the body cannot be read
	 */
	public Map<String, @Nullable Object> read(InputStream body) throws IOException {
		String text;
		try {
			text = StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(body.readAllBytes()))
				.toString();
		}
		catch (CharacterCodingException ex) {
			return unreadable("bytes that are not UTF-8");
		}
		Object value;
		try {
			value = jsonMapper.readValue(text, Object.class);
		}
		catch (JacksonException ex) {
			return unreadable(ChangeValues.describe(text) + ", which is not JSON (" + ex.getOriginalMessage() + ")");
		}
		if (value == null) {
			return Map.of();
		}
		if (value instanceof Map<?, ?> object) {
			return asFields(object);
		}
		return unreadable(ChangeValues.describe(value));
	}

	@SuppressWarnings("unchecked")
	private static Map<String, @Nullable Object> asFields(Map<?, ?> object) {
		// Jackson reads the names of a JSON object's fields as strings
		return (Map<String, @Nullable Object>) object;
	}

	private static Map<String, @Nullable Object> unreadable(String description) {
		return Map.of(BODY, new Unreadable(description));
	}

	/**
	 * What a write body held instead of a JSON object. A value of this type cannot come
	 * from JSON, so a client cannot forge one.
	 *
	 * @param description the body as the client wrote it, with its JSON type
	 */
	record Unreadable(String description) {

	}

}
