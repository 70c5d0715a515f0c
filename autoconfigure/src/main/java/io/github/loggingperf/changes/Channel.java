package io.github.loggingperf.changes;

/**
 * The front end a change came through, named in its audit line.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public enum Channel {

	/**
	 * The {@code loggingperf} actuator endpoint, over HTTP or JMX.
	 */
	ENDPOINT("the endpoint"),

	/**
	 * A tool of the Model Context Protocol server.
	 */
	MCP("MCP");

	private final String description;

	Channel(String description) {
		this.description = description;
	}

	/**
	 * Return how the audit line names this channel.
	 * @return the description, as in {@code ... via the endpoint}
	 */
	public String description() {
		return this.description;
	}

}
