package io.github.loggingperf.mcp;

import java.security.Principal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.logging.LogLevel;
import org.springframework.util.Assert;

import io.github.loggingperf.actuate.endpoint.DiscardThreshold;
import io.github.loggingperf.actuate.endpoint.LoggingPerfEndpoint;
import io.github.loggingperf.actuate.endpoint.WriteScope;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.levels.LoggerLevelOverrides;

/**
 * The write tools' changes made by the endpoint's own write operations, as the caller:
 * the endpoint's checks and messages, expiry, fleet scope and audit line.
 *
 * @author logging-perf
 */
public class EndpointMcpWrites implements McpWrites {

	private final LoggingPerfEndpoint endpoint;

	private final LoggerLevelOverrides overrides;

	/**
	 * Create the writes.
	 * @param endpoint the endpoint
	 * @param overrides checks logger names
	 */
	public EndpointMcpWrites(LoggingPerfEndpoint endpoint, LoggerLevelOverrides overrides) {
		Assert.notNull(endpoint, "'endpoint' must not be null");
		Assert.notNull(overrides, "'overrides' must not be null");
		this.endpoint = endpoint;
		this.overrides = overrides;
	}

	@Override
	public Object setLevel(McpCaller caller, String logger, LogLevel level, Duration ttl, boolean fleet) {
		return write(() -> this.endpoint.setLogger(as(caller), logger, level, null, null, ttl, scope(fleet)));
	}

	@Override
	public Object resetLevel(McpCaller caller, String logger, boolean fleet) {
		String nameError = this.overrides.checkName(logger);
		if (nameError != null) {
			throw new McpToolException(nameError);
		}
		return write(() -> {
			Object removed = this.endpoint.removeLogger(as(caller), logger, scope(fleet));
			if (fleet) {
				return removed;
			}
			Map<String, @Nullable Object> answer = new LinkedHashMap<>();
			answer.put("logger", logger);
			answer.put("removedOverride", removed);
			return answer;
		});
	}

	@Override
	public Object setDiscardThreshold(McpCaller caller, LogLevel threshold, Duration ttl, boolean fleet) {
		DiscardThreshold discardThreshold = DiscardThreshold.valueOf(threshold.name());
		return write(() -> this.endpoint.change(as(caller), discardThreshold, null, null, ttl, scope(fleet)));
	}

	@Override
	public Object setLocationCapture(McpCaller caller, boolean enabled, Duration ttl, boolean fleet) {
		return write(() -> this.endpoint.change(as(caller), null, enabled, null, ttl, scope(fleet)));
	}

	private static Object write(Supplier<@Nullable Object> change) {
		try {
			Object answer = change.get();
			return (answer != null) ? answer : Map.of();
		}
		catch (InvalidEndpointRequestException ex) {
			throw new McpToolException(String.valueOf(ex.getReason()));
		}
		catch (FleetUnavailableException ex) {
			throw new McpToolException("the fleet did not confirm the change, which was not made: " + ex.getMessage());
		}
	}

	private static WriteScope scope(boolean fleet) {
		return (fleet) ? WriteScope.FLEET : WriteScope.INSTANCE;
	}

	private static SecurityContext as(McpCaller caller) {
		Principal principal = caller::name;
		return new SecurityContext() {

			@Override
			public Principal getPrincipal() {
				return principal;
			}

			@Override
			public boolean isUserInRole(String role) {
				return caller.authorities().contains("ROLE_" + role);
			}

		};
	}

}
