package io.github.loggingperf.actuate.endpoint;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.InvocationContext;
import org.springframework.boot.actuate.endpoint.OperationArgumentResolver;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvoker;
import org.springframework.boot.actuate.endpoint.invoke.OperationParameter;
import org.springframework.boot.actuate.endpoint.invoke.OperationParameters;
import org.springframework.boot.actuate.endpoint.invoke.ParameterMappingException;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.WebServerNamespace;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;

import io.github.loggingperf.fleet.FleetUnavailableException;

/**
 * Invokes one operation of {@link LoggingPerfEndpoint} with arguments held to their JSON
 * types, and turns a refused request into a message naming the field, the value and what
 * is allowed: over HTTP a 400 {@code application/problem+json} response, elsewhere (JMX)
 * the exception. A body that is not a JSON object ({@link UnreadableBody}) is refused the
 * same way, naming the fields the write takes. A fleet write the broker did not confirm
 * is answered with a 503 {@code application/problem+json} response over HTTP.
 * <p>
 * Spring Boot's conversion is lenient where an operator's typo should be refused: it
 * reads {@code "yes"} or {@code 1} as {@code true}, a number as an enum's ordinal or a
 * duration in milliseconds, and a blank string as no value. Before Boot converts, a
 * {@code Boolean} parameter therefore takes only a JSON boolean, an enum or
 * {@link Duration} parameter only a non-blank JSON string, and a {@code Map} parameter a
 * JSON object (or text holding one, as JMX clients pass it).
 * <p>
 * Clients of Spring Boot's {@code /actuator/loggers} reset a level with
 * {@code {"configuredLevel": null}}; an HTTP request that names {@code configuredLevel}
 * with a JSON {@code null} is passed on with {@code reset} set.
 *
 * @author logging-perf
 */
final class LoggingPerfOperationInvoker implements OperationInvoker {

	private static final String CONFIGURED_LEVEL = "configuredLevel";

	private static final String RESET = "reset";

	private final OperationParameters parameters;

	private final OperationInvoker invoker;

	LoggingPerfOperationInvoker(OperationParameters parameters, OperationInvoker invoker) {
		this.parameters = parameters;
		this.invoker = invoker;
	}

	@Override
	public @Nullable Object invoke(InvocationContext context) {
		if (context.getArguments().get(UnreadableBody.ARGUMENT) instanceof UnreadableBody body) {
			return problem(HttpStatus.BAD_REQUEST, UnreadableBody.ARGUMENT + " must be a JSON object with the fields "
					+ bodyFields(context) + " but was " + body.description(), UnreadableBody.ARGUMENT);
		}
		try {
			return this.invoker.invoke(checked(context));
		}
		catch (InvalidEndpointRequestException ex) {
			String message = message(ex);
			if (!context.canResolve(WebServerNamespace.class)) {
				throw (message.equals(ex.getReason())) ? ex : InvalidArgument.exception(message);
			}
			return problem(HttpStatus.BAD_REQUEST, message,
					(ex instanceof ParameterMappingException mapping) ? mapping.getParameter().getName() : null);
		}
		catch (FleetUnavailableException ex) {
			if (!context.canResolve(WebServerNamespace.class)) {
				throw ex;
			}
			return problem(HttpStatus.SERVICE_UNAVAILABLE, String.valueOf(ex.getMessage()), null);
		}
	}

	private InvocationContext checked(InvocationContext context) {
		Map<String, Object> arguments = new LinkedHashMap<>(context.getArguments());
		if (context.canResolve(WebServerNamespace.class) && arguments.containsKey(CONFIGURED_LEVEL)
				&& arguments.get(CONFIGURED_LEVEL) == null && hasParameter(RESET)) {
			arguments.put(RESET, true);
		}
		for (OperationParameter parameter : this.parameters) {
			String name = parameter.getName();
			Object value = arguments.get(name);
			if (value != null && !context.canResolve(parameter.getType())) {
				arguments.put(name, checked(parameter, value));
			}
		}
		SecurityContext securityContext = context.resolveArgument(SecurityContext.class);
		return new InvocationContext((securityContext != null) ? securityContext : SecurityContext.NONE, arguments,
				new Delegating(context));
	}

	private String bodyFields(InvocationContext context) {
		return this.parameters.stream()
			.filter((parameter) -> !context.canResolve(parameter.getType())
					&& parameter.getAnnotation(Selector.class) == null && !parameter.getName().equals(RESET))
			.map(OperationParameter::getName)
			.collect(Collectors.joining(", ", "{", "}"));
	}

	private boolean hasParameter(String name) {
		return this.parameters.stream().anyMatch((parameter) -> parameter.getName().equals(name));
	}

	private static Object checked(OperationParameter parameter, Object value) {
		Class<?> type = parameter.getType();
		if (type.isInstance(value) || type == String.class) {
			return value;
		}
		if (Map.class.isAssignableFrom(type) && value instanceof String text) {
			Map<String, @Nullable Object> object = JsonRequestBody.readObject(text);
			if (object != null) {
				return object;
			}
		}
		boolean text = (type.isEnum() || type == Duration.class) && value instanceof String string && !string.isBlank();
		if (!text) {
			throw InvalidArgument.exception(InvalidArgument.message(parameter.getName(), type, value));
		}
		return value;
	}

	private static String message(InvalidEndpointRequestException ex) {
		if (ex instanceof ParameterMappingException mapping) {
			return InvalidArgument.message(mapping.getParameter().getName(), mapping.getParameter().getType(),
					mapping.getValue());
		}
		String reason = ex.getReason();
		return (reason != null) ? reason : String.valueOf(ex.getMessage());
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
