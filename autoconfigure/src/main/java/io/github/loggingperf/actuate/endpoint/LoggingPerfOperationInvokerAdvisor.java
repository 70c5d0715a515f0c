package io.github.loggingperf.actuate.endpoint;

import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.OperationType;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvoker;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvokerAdvisor;
import org.springframework.boot.actuate.endpoint.invoke.OperationParameters;

/**
 * Applies to every operation of the {@code loggingperf} endpoint, on every technology
 * (web, JMX), an invoker that holds arguments to their JSON types and answers a refused
 * HTTP request with {@code application/problem+json}. Spring Boot's endpoint discoverers
 * apply every {@link OperationInvokerAdvisor} bean; the operations of other endpoints are
 * left as they are.
 *
 * @author logging-perf
 */
public class LoggingPerfOperationInvokerAdvisor implements OperationInvokerAdvisor {

	static final EndpointId ENDPOINT_ID = EndpointId.of("loggingperf");

	@Override
	public OperationInvoker apply(EndpointId endpointId, OperationType operationType, OperationParameters parameters,
			OperationInvoker invoker) {
		return ENDPOINT_ID.equals(endpointId) ? new LoggingPerfOperationInvoker(parameters, invoker) : invoker;
	}

}
