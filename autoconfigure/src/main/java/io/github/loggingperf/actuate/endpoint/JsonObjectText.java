package io.github.loggingperf.actuate.endpoint;

import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a JSON object passed as text, as {@link NestedLevelsRequestBodyAdvice} passes
 * {@code levels} on, keeping the JSON types of its values.
 *
 * @author logging-perf
 */
final class JsonObjectText {

	private static final JsonMapper jsonMapper = JsonMapper.builder().build();

	private JsonObjectText() {
	}

	/**
	 * Parse text that holds a JSON object.
	 * @param text the text
	 * @return the object as a map, or the text itself when it is not a JSON object
	 */
	static @Nullable Object parse(String text) {
		if (!text.trim().startsWith("{")) {
			return text;
		}
		try {
			return jsonMapper.readValue(text, Map.class);
		}
		catch (JacksonException ex) {
			return text;
		}
	}

}
