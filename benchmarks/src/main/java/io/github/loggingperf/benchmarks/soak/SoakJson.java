package io.github.loggingperf.benchmarks.soak;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Reads the endpoint's answers.
 */
final class SoakJson {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	private SoakJson() {
	}

	static JsonNode read(String json) {
		return MAPPER.readTree(json);
	}

}
