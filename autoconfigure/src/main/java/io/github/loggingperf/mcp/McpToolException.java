package io.github.loggingperf.mcp;

/**
 * A tool call refused before anything changed: its message, which says what was wrong and
 * what is allowed, becomes the tool's error result.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class McpToolException extends RuntimeException {

	/**
	 * Create an exception.
	 * @param message what was wrong and what is allowed
	 */
	public McpToolException(String message) {
		super(message);
	}

}
