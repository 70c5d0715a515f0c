package io.github.loggingperf.mcp;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.actuate.endpoint.FleetWriteDescriptor;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.OverrideDescriptor;
import io.github.loggingperf.changes.Caller;
import io.github.loggingperf.changes.ChangeRefusedException;
import io.github.loggingperf.changes.ChangeRequest;
import io.github.loggingperf.changes.ChangeResult;
import io.github.loggingperf.changes.ChangeScope;
import io.github.loggingperf.changes.Channel;
import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.fleet.FleetUnavailableException;

/**
 * The write tools' changes, made by {@link LoggingChanges} as they are for the endpoint:
 * the same checks and messages, expiry, fleet scope and audit line, which names the
 * caller and that the change came through MCP. The answers are the endpoint's.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingChangesMcpWrites implements McpWrites {

	private final LoggingChanges changes;

	private final LoggingPerfEndpoint endpoint;

	/**
	 * Create the writes.
	 * @param changes makes every change
	 * @param endpoint answers with the state after a change
	 */
	public LoggingChangesMcpWrites(LoggingChanges changes, LoggingPerfEndpoint endpoint) {
		Assert.notNull(changes, "'changes' must not be null");
		Assert.notNull(endpoint, "'endpoint' must not be null");
		this.changes = changes;
		this.endpoint = endpoint;
	}

	@Override
	public Object setLevel(McpCaller caller, String logger, LogLevel level, Duration ttl, boolean fleet) {
		ChangeResult result = write(() -> this.changes.setLevel(logger, level.name(), ttl, scope(fleet), as(caller)));
		return (result instanceof ChangeResult.SentToFleet sent) ? FleetWriteDescriptor.of(sent)
				: answer(this.endpoint.logger(logger));
	}

	@Override
	public Object resetLevel(McpCaller caller, String logger, boolean fleet) {
		ChangeResult result = write(() -> this.changes.resetLevel(logger, scope(fleet), as(caller)));
		if (result instanceof ChangeResult.SentToFleet sent) {
			return FleetWriteDescriptor.of(sent);
		}
		Map<String, @Nullable Object> answer = new LinkedHashMap<>();
		answer.put("logger", logger);
		answer.put("removedOverride", OverrideDescriptor.of(((ChangeResult.Applied) result).removed().get(logger)));
		return answer;
	}

	@Override
	public Object setDiscardThreshold(McpCaller caller, LogLevel threshold, Duration ttl, boolean fleet) {
		return change(caller, new ChangeRequest(threshold.name(), null, null, ttl, scope(fleet)));
	}

	@Override
	public Object setLocationCapture(McpCaller caller, boolean enabled, Duration ttl, boolean fleet) {
		return change(caller, new ChangeRequest(null, enabled, null, ttl, scope(fleet)));
	}

	private Object change(McpCaller caller, ChangeRequest request) {
		ChangeResult result = write(() -> this.changes.change(request, as(caller)));
		return (result instanceof ChangeResult.SentToFleet sent) ? FleetWriteDescriptor.of(sent)
				: this.endpoint.pipeline();
	}

	private static ChangeResult write(Supplier<ChangeResult> change) {
		try {
			return change.get();
		}
		catch (ChangeRefusedException ex) {
			throw new McpToolException(ex.getMessage());
		}
		catch (FleetUnavailableException ex) {
			throw new McpToolException("the fleet did not confirm the change, which was not made: " + ex.getMessage());
		}
	}

	private static Object answer(@Nullable Object value) {
		return (value != null) ? value : Map.of();
	}

	private static ChangeScope scope(boolean fleet) {
		return (fleet) ? ChangeScope.FLEET : ChangeScope.INSTANCE;
	}

	private static Caller as(McpCaller caller) {
		return new Caller(caller.name(), Channel.MCP);
	}

}
