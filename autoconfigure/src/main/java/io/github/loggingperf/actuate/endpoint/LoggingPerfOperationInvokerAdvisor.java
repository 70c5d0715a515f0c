package io.github.loggingperf.actuate.endpoint;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.InvocationContext;
import org.springframework.boot.actuate.endpoint.OperationArgumentResolver;
import org.springframework.boot.actuate.endpoint.OperationType;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvoker;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvokerAdvisor;
import org.springframework.boot.actuate.endpoint.invoke.OperationParameter;
import org.springframework.boot.actuate.endpoint.invoke.OperationParameters;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.WebServerNamespace;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;

import io.github.loggingperf.changes.ChangeRefusedException;
import io.github.loggingperf.fleet.FleetUnavailableException;

/**
 * Answers the refused requests of the {@link LoggingPerfEndpoint#ID loggingperf}
 * endpoint: over HTTP with a 400 {@code application/problem+json} response naming the
 * field (a 503 for a fleet write the broker did not confirm), elsewhere (JMX) with the
 * exception. A body that is not a JSON object ({@link JsonRequestBody.Unreadable}) is
 * refused the same way, naming the fields the write takes. Clients of Spring Boot's
 * {@code /actuator/loggers} reset a level with {@code {"configuredLevel": null}}; an HTTP
 * request that names {@code configuredLevel} with a JSON {@code null} is passed on with
 * {@code reset} set. Spring Boot's endpoint discoverers apply every
 * {@link OperationInvokerAdvisor} bean; the operations of other endpoints are left as
 * they are.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class LoggingPerfOperationInvokerAdvisor implements OperationInvokerAdvisor {

	private static final EndpointId ENDPOINT_ID = EndpointId.of(LoggingPerfEndpoint.ID);

	private static final String CONFIGURED_LEVEL = "configuredLevel";

	private static final String RESET = "reset";

	@Override
	public OperationInvoker apply(EndpointId endpointId, OperationType operationType, OperationParameters parameters,
			OperationInvoker invoker) {
		return ENDPOINT_ID.equals(endpointId) ? (context) -> invoke(invoker, parameters, context) : invoker;
	}

	private static @Nullable Object invoke(OperationInvoker invoker, OperationParameters parameters,
			InvocationContext context) {
		if (context.getArguments().get(JsonRequestBody.BODY) instanceof JsonRequestBody.Unreadable body) {
			return problem(HttpStatus.BAD_REQUEST, JsonRequestBody.BODY + " must be a JSON object with the fields "
					+ bodyFields(parameters) + " but was " + body.description(), JsonRequestBody.BODY);
		}
		boolean web = context.canResolve(WebServerNamespace.class);
		try {
			return invoker.invoke(web ? resetWhenConfiguredLevelIsNull(parameters, context) : context);
		}
		catch (InvalidEndpointRequestException ex) {
			if (!web) {
				throw ex;
			}
			String field = (ex.getCause() instanceof ChangeRefusedException refused) ? refused.getField() : null;
			return problem(HttpStatus.BAD_REQUEST, String.valueOf(ex.getReason()), field);
		}
		catch (FleetUnavailableException ex) {
			if (!web) {
				throw ex;
			}
			return problem(HttpStatus.SERVICE_UNAVAILABLE, String.valueOf(ex.getMessage()), null);
		}
	}

	private static InvocationContext resetWhenConfiguredLevelIsNull(OperationParameters parameters,
			InvocationContext context) {
		Map<String, Object> arguments = context.getArguments();
		boolean takesReset = parameters.stream().anyMatch((parameter) -> parameter.getName().equals(RESET));
		if (!takesReset || !arguments.containsKey(CONFIGURED_LEVEL) || arguments.get(CONFIGURED_LEVEL) != null) {
			return context;
		}
		Map<String, Object> withReset = new LinkedHashMap<>(arguments);
		withReset.put(RESET, true);
		SecurityContext securityContext = context.resolveArgument(SecurityContext.class);
		return new InvocationContext((securityContext != null) ? securityContext : SecurityContext.NONE, withReset,
				new Delegating(context));
	}

	private static String bodyFields(OperationParameters parameters) {
		return parameters.stream()
			.filter((parameter) -> parameter.getType() != SecurityContext.class
					&& parameter.getAnnotation(Selector.class) == null && !parameter.getName().equals(RESET))
			.map(OperationParameter::getName)
			.collect(Collectors.joining(", ", "{", "}"));
	}

	private static WebEndpointResponse<ProblemDetail> problem(HttpStatus status, String message,
			@Nullable String field) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, message);
		problem.setProperty("error", message);
		if (field != null) {
			problem.setProperty("field", field);
		}
		return new WebEndpointResponse<>(problem, status.value(), MediaType.APPLICATION_PROBLEM_JSON);
	}

	/**
	 * Resolves what the original invocation context resolves (the security context, the
	 * server namespace, the producible type...).
	 */
	private record Delegating(InvocationContext context) implements OperationArgumentResolver {

		@Override
		public boolean canResolve(Class<?> type) {
			return this.context.canResolve(type);
		}

		@Override
		public <T> @Nullable T resolve(Class<T> type) {
			return this.context.resolveArgument(type);
		}

	}

}
