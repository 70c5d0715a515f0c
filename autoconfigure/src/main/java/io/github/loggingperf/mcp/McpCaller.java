package io.github.loggingperf.mcp;

import java.util.Set;

/**
 * Who calls an MCP tool, and what the application's security lets them do with
 * {@code /actuator/logging-perf}.
 *
 * @param name the principal's name, {@code anonymous} when the call is not authenticated
 * @param authenticated whether the call carries an authenticated principal
 * @param authorities the authorities the principal holds
 * @param mayRead whether the application's security lets the caller read the endpoint
 * ({@code GET})
 * @param mayWrite whether the application's security lets the caller write to the
 * endpoint ({@code POST})
 * @author logging-perf
 * @since 0.1.0
 */
public record McpCaller(String name, boolean authenticated, Set<String> authorities, boolean mayRead,
		boolean mayWrite) {

	/**
	 * Name of a caller without an authenticated principal.
	 */
	public static final String ANONYMOUS = "anonymous";

	/**
	 * Return the caller of an application without web security: anyone may do what the
	 * endpoint's HTTP rules allow, which is everything, but nobody is authenticated.
	 * @return the anonymous caller
	 */
	public static McpCaller unsecured() {
		return new McpCaller(ANONYMOUS, false, Set.of(), true, true);
	}

}
