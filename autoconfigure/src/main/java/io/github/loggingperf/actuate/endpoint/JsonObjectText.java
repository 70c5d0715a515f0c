package io.github.loggingperf.actuate.endpoint;

import java.util.Map;

import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads JSON passed as text, as {@link NestedLevelsRequestBodyAdvice} passes
 * {@code levels} and {@code locationEnabled} on, keeping the JSON types of the values.
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

	/**
	 * Parse text that holds any JSON value.
	 * @param text the text
	 * @return the value (a {@code Boolean}, a {@code Number}, a {@code String}...), or the
	 * text itself when it is not JSON
	 */
	static @Nullable Object parseValue(String text) {
		try {
			return jsonMapper.readValue(text, Object.class);
		}
		catch (JacksonException ex) {
			return text;
		}
	}

}
