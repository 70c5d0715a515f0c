package io.github.loggingperf.mcp;

/**
 * Tells who calls an MCP tool, on the thread that runs the tool.
 *
 * @author logging-perf
 * @see SpringSecurityMcpCallers
 * @since 0.1.0
 */
@FunctionalInterface
public interface McpCallers {

	/**
	 * Return the caller of the tool running on this thread.
	 * @return the caller
	 */
	McpCaller current();

}
