package io.github.loggingperf.actuate.endpoint;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the JSON body of a write to {@code /actuator/logging-perf}, on either web stack.
 * Spring Boot reads a write body as a flat map of strings, which refuses the nested
 * {@code levels} object and forgets whether {@code locationEnabled} was a JSON boolean;
 * this reader keeps each value with its JSON type (a {@code String}, {@code Boolean},
 * {@code Number}, {@code Map}, {@code List} or {@code null}), so that the endpoint's
 * typed parameters are checked against what the client sent.
 *
 * @author logging-perf
 */
public final class JsonRequestBody {

	private static final JsonMapper jsonMapper = JsonMapper.builder().build();

	private JsonRequestBody() {
	}

	/**
	 * Read a body that should hold a JSON object. A body that does not (another JSON
	 * value, text that is not JSON, bytes that are not UTF-8) is returned as a map whose
	 * only entry is an {@link UnreadableBody} under {@link UnreadableBody#ARGUMENT}, for
	 * the endpoint to refuse with a message that names it.
	 * @param body the body
	 * @return the object's fields with their JSON types (none for a JSON {@code null}),
	 * or the unreadable body
	 * @throws IOException if the body cannot be read
	 */
	public static Map<String, @Nullable Object> read(InputStream body) throws IOException {
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
			return unreadable(InvalidArgument.describe(text) + ", which is not JSON (" + ex.getOriginalMessage() + ")");
		}
		if (value == null) {
			return Map.of();
		}
		if (value instanceof Map<?, ?> object) {
			return asFields(object);
		}
		return unreadable(InvalidArgument.describe(value));
	}

	@SuppressWarnings("unchecked")
	private static Map<String, @Nullable Object> asFields(Map<?, ?> object) {
		// Jackson reads the names of a JSON object's fields as strings
		return (Map<String, @Nullable Object>) object;
	}

	private static Map<String, @Nullable Object> unreadable(String description) {
		return Map.of(UnreadableBody.ARGUMENT, new UnreadableBody(description));
	}

	/**
	 * Read text that holds a JSON object, as a JMX client passes {@code levels}.
	 * @param text the text
	 * @return the object as a map, or {@code null} when the text is not a JSON object
	 */
	static @Nullable Map<String, @Nullable Object> readObject(String text) {
		if (!text.trim().startsWith("{")) {
			return null;
		}
		try {
			return jsonMapper.readValue(text, Map.class);
		}
		catch (JacksonException ex) {
			return null;
		}
	}

}
