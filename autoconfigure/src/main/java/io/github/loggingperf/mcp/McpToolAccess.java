package io.github.loggingperf.mcp;

import java.time.Duration;

import org.springframework.util.Assert;

/**
 * The rules of the MCP tools, the endpoint's own: a read is allowed to whoever the
 * application's security lets read {@code /actuator/logging-perf}; a write only when the
 * endpoint's writes are opened
 * ({@code management.endpoint.loggingperf.access=unrestricted}), to an authenticated
 * caller who holds the write authority and whom the application's security lets write to
 * the endpoint. An MCP endpoint left open is therefore no way around the endpoint's
 * rules.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class McpToolAccess {

	static final String WRITES_OFF = "writes are off: the endpoint's writes are not opened "
			+ "(management.endpoint.loggingperf.access is not unrestricted), and MCP writes follow them";

	private final McpCallers callers;

	private final boolean writesOpened;

	private final String writeAuthority;

	private final Duration maxTtl;

	/**
	 * Create the rules.
	 * @param callers tells who calls
	 * @param writesOpened whether the endpoint's writes are opened
	 * @param writeAuthority the authority a caller must hold to write
	 * @param maxTtl the longest time-to-live an MCP write may ask for
	 */
	public McpToolAccess(McpCallers callers, boolean writesOpened, String writeAuthority, Duration maxTtl) {
		Assert.notNull(callers, "'callers' must not be null");
		Assert.hasText(writeAuthority, "'writeAuthority' must not be empty");
		Assert.notNull(maxTtl, "'maxTtl' must not be null");
		this.callers = callers;
		this.writesOpened = writesOpened;
		this.writeAuthority = writeAuthority;
		this.maxTtl = maxTtl;
	}

	/**
	 * Return whether the endpoint's writes are opened, so that write tools are offered.
	 * @return whether writes are opened
	 */
	public boolean writesOpened() {
		return this.writesOpened;
	}

	/**
	 * Return the longest time-to-live an MCP write may ask for.
	 * @return the longest time-to-live, {@code logging-perf.mcp.max-ttl}
	 */
	public Duration maxTtl() {
		return this.maxTtl;
	}

	/**
	 * Check that the caller may read the pipeline.
	 * @return the caller
	 * @throws McpToolException if the application's security does not let them read the
	 * endpoint
	 */
	public McpCaller read() {
		McpCaller caller = this.callers.current();
		if (!caller.mayRead()) {
			throw new McpToolException("refused: the application's security does not let " + caller.name()
					+ " read /actuator/logging-perf, and MCP reads follow the same rules");
		}
		return caller;
	}

	/**
	 * Check that the caller may change the pipeline.
	 * @return the caller
	 * @throws McpToolException if writes are off, the caller is not authenticated, does
	 * not hold the write authority, or may not write to the endpoint
	 */
	public McpCaller write() {
		if (!this.writesOpened) {
			throw new McpToolException("refused: " + WRITES_OFF);
		}
		McpCaller caller = this.callers.current();
		if (!caller.authenticated()) {
			throw new McpToolException("refused: MCP writes need an authenticated caller holding the authority "
					+ this.writeAuthority + " (logging-perf.mcp.write-authority); this call carries no credentials, "
					+ "and anonymous callers may only read");
		}
		if (!caller.authorities().contains(this.writeAuthority)) {
			throw new McpToolException("refused: " + caller.name() + " does not hold the authority "
					+ this.writeAuthority + " (logging-perf.mcp.write-authority) that MCP writes need");
		}
		if (!caller.mayWrite()) {
			throw new McpToolException("refused: the application's security does not let " + caller.name()
					+ " write to /actuator/logging-perf, and MCP writes follow the same rules");
		}
		return caller;
	}

}
