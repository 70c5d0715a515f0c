package io.github.loggingperf.actuate.endpoint;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.annotation.DeleteOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.annotation.EndpointWebExtension;
import org.springframework.util.Assert;

/**
 * Web extension of {@link LoggingPerfEndpoint} that answers the removal of a missing
 * override with 404 (Spring Boot answers a {@code null} result of a delete with 204). The
 * other operations are the endpoint's own; refused requests, and fleet writes the broker
 * did not confirm, are answered by {@link LoggingPerfOperationInvokerAdvisor}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
@EndpointWebExtension(endpoint = LoggingPerfEndpoint.class)
public class LoggingPerfEndpointWebExtension {

	private final LoggingPerfEndpoint endpoint;

	/**
	 * Create a web extension.
	 * @param endpoint the endpoint it extends
	 */
	public LoggingPerfEndpointWebExtension(LoggingPerfEndpoint endpoint) {
		Assert.notNull(endpoint, "'endpoint' must not be null");
		this.endpoint = endpoint;
	}

	/**
	 * See {@link LoggingPerfEndpoint#removeLogger}.
	 * @param securityContext who asks
	 * @param name the logger name
	 * @param scope {@code fleet} for every instance, {@code null} for this one
	 * @return the removed override or the fleet write, or 404
	 */
	@DeleteOperation
	public WebEndpointResponse<Object> removeLogger(SecurityContext securityContext, @Selector String name,
			@Nullable Object scope) {
		Object removed = this.endpoint.removeLogger(securityContext, name, scope);
		return (removed != null) ? new WebEndpointResponse<>(removed, WebEndpointResponse.STATUS_OK)
				: new WebEndpointResponse<>(WebEndpointResponse.STATUS_NOT_FOUND);
	}

}
