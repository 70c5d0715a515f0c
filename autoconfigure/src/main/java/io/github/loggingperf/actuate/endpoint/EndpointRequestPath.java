package io.github.loggingperf.actuate.endpoint;

import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

/**
 * Decides whether a request goes to {@code /actuator/logging-perf} or to one of its
 * loggers, wherever the user has mapped the endpoint.
 *
 * @author logging-perf
 */
public final class EndpointRequestPath {

	private final Supplier<@Nullable String> endpointPath;

	/**
	 * Create an instance.
	 * @param endpointPath supplies the path of the endpoint, including the actuator base
	 * path, or {@code null} when the endpoint is not served over HTTP
	 */
	public EndpointRequestPath(Supplier<@Nullable String> endpointPath) {
		Assert.notNull(endpointPath, "'endpointPath' must not be null");
		this.endpointPath = endpointPath;
	}

	/**
	 * Return whether a request is a write to the endpoint.
	 * @param method the HTTP method
	 * @param pathWithinApplication the request path without the context path
	 * @return whether it is a {@code POST} to the endpoint or one of its loggers
	 */
	public boolean isWrite(String method, String pathWithinApplication) {
		String path = this.endpointPath.get();
		return "POST".equals(method) && path != null
				&& (pathWithinApplication.equals(path) || pathWithinApplication.startsWith(path + "/"));
	}

}
