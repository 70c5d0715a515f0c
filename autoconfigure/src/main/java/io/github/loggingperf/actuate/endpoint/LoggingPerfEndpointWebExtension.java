package io.github.loggingperf.actuate.endpoint;

import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.annotation.DeleteOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.annotation.WriteOperation;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.annotation.EndpointWebExtension;
import org.springframework.util.Assert;

/**
 * Web extension of {@link LoggingPerfEndpoint} that answers an invalid write with status
 * 400 and a JSON body whose {@code error} names the field, the value and what is
 * allowed (Spring Boot's own error page hides the message by default), and a removal of a
 * missing override with 404.
 *
 * @author logging-perf
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
	 * See {@link LoggingPerfEndpoint#change}.
	 * @param securityContext who asks
	 * @param discardThreshold the new discard threshold
	 * @param locationEnabled whether location capture should be on
	 * @param levels logger name to level name or {@code null}
	 * @param ttl ISO-8601 duration of everything the request sets
	 * @return the new state, or the error
	 */
	@WriteOperation
	public WebEndpointResponse<Object> change(SecurityContext securityContext, @Nullable Object discardThreshold,
			@Nullable Object locationEnabled, @Nullable Object levels, @Nullable Object ttl) {
		return respond(() -> this.endpoint.change(securityContext, discardThreshold, locationEnabled, levels, ttl));
	}

	/**
	 * See {@link LoggingPerfEndpoint#setLogger}.
	 * @param securityContext who asks
	 * @param name the logger name
	 * @param level the level name
	 * @param ttl ISO-8601 duration of the level
	 * @return the logger's levels, or the error
	 */
	@WriteOperation
	public WebEndpointResponse<Object> setLogger(SecurityContext securityContext, @Selector String name,
			@Nullable Object level, @Nullable Object ttl) {
		return respond(() -> this.endpoint.setLogger(securityContext, name, level, ttl));
	}

	/**
	 * See {@link LoggingPerfEndpoint#removeLogger}.
	 * @param securityContext who asks
	 * @param name the logger name
	 * @return the removed override, or 404
	 */
	@DeleteOperation
	public WebEndpointResponse<Object> removeLogger(SecurityContext securityContext, @Selector String name) {
		return respond(() -> this.endpoint.removeLogger(securityContext, name));
	}

	private static WebEndpointResponse<Object> respond(Supplier<@Nullable Object> operation) {
		try {
			Object body = operation.get();
			return (body != null) ? new WebEndpointResponse<>(body, WebEndpointResponse.STATUS_OK)
					: new WebEndpointResponse<>(WebEndpointResponse.STATUS_NOT_FOUND);
		}
		catch (InvalidEndpointRequestException ex) {
			String reason = (ex.getReason() != null) ? ex.getReason() : ex.getMessage();
			return new WebEndpointResponse<>(new ErrorDescriptor(reason), WebEndpointResponse.STATUS_BAD_REQUEST);
		}
	}

	/**
	 * Body of a rejected request.
	 *
	 * @param error what is wrong: the field, the value and what is allowed
	 */
	public record ErrorDescriptor(String error) {

	}

}
