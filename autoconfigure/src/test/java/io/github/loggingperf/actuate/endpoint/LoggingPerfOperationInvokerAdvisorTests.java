package io.github.loggingperf.actuate.endpoint;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.endpoint.EndpointId;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.InvocationContext;
import org.springframework.boot.actuate.endpoint.OperationArgumentResolver;
import org.springframework.boot.actuate.endpoint.OperationType;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.actuate.endpoint.invoke.OperationInvoker;
import org.springframework.boot.actuate.endpoint.invoke.convert.ConversionServiceParameterValueMapper;
import org.springframework.boot.actuate.endpoint.invoke.reflect.OperationMethod;
import org.springframework.boot.actuate.endpoint.invoke.reflect.ReflectiveOperationInvoker;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.WebServerNamespace;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;

import io.github.loggingperf.changes.LoggingChanges;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link LoggingPerfOperationInvokerAdvisor} around Spring Boot's own
 * reflective invoker and parameter conversion, as Boot's endpoint discoverer chains them:
 * arguments held to their JSON types, Boot's formats accepted, and refusals worded for a
 * web request (problem+json) and for JMX (the exception).
 */
class LoggingPerfOperationInvokerAdvisorTests {

	private final EndpointFixture fixture = new EndpointFixture("advisor-unit", new LoggerGroups());

	private final LoggerLevelOverrides overrides = this.fixture.overrides;

	private final Log4j2LoggingPipeline pipeline = this.fixture.pipeline;

	private final LoggingPerfEndpoint endpoint = this.fixture.endpoint;

	private final LoggingPerfOperationInvokerAdvisor advisor = new LoggingPerfOperationInvokerAdvisor();

	@AfterEach
	void close() {
		this.fixture.close();
	}

	@Test
	void applyWhenAnotherEndpointShouldLeaveItsInvoker() {
		OperationInvoker invoker = (context) -> "loggers";
		OperationMethod method = operation("change");
		assertThat(this.advisor.apply(EndpointId.of("loggers"), OperationType.WRITE, method.getParameters(), invoker))
			.isSameAs(invoker);
	}

	@Test
	void invokeWhenWebRequestIsValidShouldConvertWithBootFormats() {
		Map<String, @Nullable Object> levels = new LinkedHashMap<>();
		levels.put("test.advisor.a", "debug");
		Object result = invoke("change", web(), "discardThreshold", "warn", "levels", levels, "ttl", "30m");
		assertThat(result).isInstanceOf(PipelineDescriptor.class);
		assertThat(this.pipeline.discardThreshold()).isEqualTo(LogLevel.WARN);
		assertThat(this.overrides.get("test.advisor.a").expiresAt())
			.isEqualTo(this.overrides.get("test.advisor.a").changedAt().plus(Duration.ofMinutes(30)));
	}

	@Test
	void invokeWhenLevelsIsTextHoldingAJsonObjectShouldReadIt() {
		invoke("change", jmx(), "levels", "{\"test.advisor.text\":\"TRACE\"}");
		assertThat(this.overrides.get("test.advisor.text").level()).isEqualTo(LogLevel.TRACE);
	}

	@Test
	void invokeWhenBooleanIsAStringShouldAnswerProblemDetailNamingTheField() {
		Object result = invoke("change", web(), "locationEnabled", "yes");
		assertThat(result).isInstanceOfSatisfying(WebEndpointResponse.class, (response) -> {
			assertThat(response.getStatus()).isEqualTo(400);
			assertThat(response.getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
			assertThat(response.getBody()).isInstanceOfSatisfying(ProblemDetail.class, (problem) -> {
				assertThat(problem.getStatus()).isEqualTo(400);
				assertThat(problem.getDetail())
					.isEqualTo("locationEnabled must be true or false (a JSON boolean) but was 'yes'");
				assertThat(problem.getProperties()).containsEntry("error", problem.getDetail());
			});
		});
	}

	@Test
	void invokeWhenBootCannotConvertShouldNameTheFieldAndTheAllowedValues() {
		Object result = invoke("change", web(), "discardThreshold", "OFF");
		assertThat(result).isInstanceOfSatisfying(WebEndpointResponse.class,
				(response) -> assertThat(response.getBody()).isInstanceOfSatisfying(ProblemDetail.class, (problem) -> {
					assertThat(problem.getDetail()).isEqualTo(
							"discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was 'OFF'");
					assertThat(problem.getProperties()).containsEntry("field", "discardThreshold");
				}));
		assertThat(this.pipeline.discardThreshold()).isEqualTo(this.fixture.thresholdBefore);
	}

	@Test
	void invokeWhenANumberIsGivenForAnEnumOrADurationShouldRefuseItRatherThanReadAnOrdinalOrMilliseconds() {
		assertRefusedOverJmx("change",
				"discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but " + "was 5 (a JSON number)",
				"discardThreshold", 5);
		assertRefusedOverJmx("setLogger", "ttl must be a duration such as PT30M, 30m or 1h but was 5 (a JSON number)",
				"name", "test.advisor.n", "level", "DEBUG", "ttl", 5);
		assertRefusedOverJmx("change",
				"discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but " + "was ' '",
				"discardThreshold", " ");
		assertThat(this.overrides.overrides()).isEmpty();
	}

	@Test
	void invokeWhenWebRequestSendsConfiguredLevelNullShouldReset() {
		this.endpoint.setLogger(SecurityContext.NONE, "test.advisor.reset", LogLevel.DEBUG, null, null, null, null);
		Object result = invoke("setLogger", web(), "name", "test.advisor.reset", "configuredLevel", null);
		assertThat(result).isNull();
		assertThat(this.overrides.get("test.advisor.reset")).isNull();
	}

	@Test
	void invokeWhenJmxPassesEveryParameterAsNullShouldNotReset() {
		assertRefusedOverJmx("setLogger",
				"level is required: one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF "
						+ "(use DELETE or {\"reset\": true} to remove an override)",
				"name", "test.advisor.jmx", "level", null, "configuredLevel", null, "reset", null, "ttl", null);
	}

	@Test
	void invokeWhenScopeIsInstanceInAnyCaseShouldWriteThisInstanceOnly() {
		Object result = invoke("change", web(), "discardThreshold", "warn", "scope", "instance");
		assertThat(result).isInstanceOf(PipelineDescriptor.class);
		assertThat(this.pipeline.discardThreshold()).isEqualTo(LogLevel.WARN);
	}

	@Test
	void invokeWhenScopeIsNotAScopeShouldNameTheAllowedScopes() {
		Object result = invoke("change", web(), "discardThreshold", "warn", "scope", true);
		assertThat(result).isInstanceOfSatisfying(WebEndpointResponse.class, (response) -> {
			assertThat(response.getStatus()).isEqualTo(400);
			assertThat(response.getBody()).isInstanceOfSatisfying(ProblemDetail.class,
					(problem) -> assertThat(problem.getDetail())
						.isEqualTo("scope must be one of INSTANCE, FLEET but was true (a JSON boolean)"));
		});
		assertRefusedOverJmx("removeLogger", "scope must be one of INSTANCE, FLEET but was ''", "name",
				"test.advisor.scope", "scope", "");
		assertThat(this.pipeline.discardThreshold()).isEqualTo(this.fixture.thresholdBefore);
	}

	@Test
	void invokeWhenFleetScopeIsOffShouldSayHowToTurnItOn() {
		assertRefusedOverJmx("removeLogger", LoggingChanges.FLEET_OFF, "name", "test.advisor.scope", "scope", "fleet");
		Object result = invoke("change", web(), "discardThreshold", "warn", "scope", "FLEET");
		assertThat(result).isInstanceOfSatisfying(WebEndpointResponse.class,
				(response) -> assertThat(response.getBody()).isInstanceOfSatisfying(ProblemDetail.class,
						(problem) -> assertThat(problem.getDetail()).isEqualTo(LoggingChanges.FLEET_OFF)));
		assertThat(this.pipeline.discardThreshold()).isEqualTo(this.fixture.thresholdBefore);
	}

	@Test
	void invokeWhenTheBrokerDoesNotConfirmAFleetWriteShouldAnswer503OverHttpAndThrowOverJmx() {
		OperationMethod method = operation("change");
		OperationInvoker invoker = this.advisor.apply(EndpointId.of("loggingperf"), method.getOperationType(),
				method.getParameters(), (context) -> {
					throw new FleetUnavailableException("fleet change not confirmed by the broker within PT5S", null);
				});
		Object result = invoker.invoke(new InvocationContext(SecurityContext.NONE, Map.of(), web()));
		assertThat(result).isInstanceOfSatisfying(WebEndpointResponse.class, (response) -> {
			assertThat(response.getStatus()).isEqualTo(503);
			assertThat(response.getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
			assertThat(response.getBody()).isInstanceOfSatisfying(ProblemDetail.class, (problem) -> {
				assertThat(problem.getStatus()).isEqualTo(503);
				assertThat(problem.getDetail()).isEqualTo("fleet change not confirmed by the broker within PT5S");
				assertThat(problem.getProperties()).containsEntry("error", problem.getDetail());
			});
		});
		assertThatExceptionOfType(FleetUnavailableException.class)
			.isThrownBy(() -> invoker.invoke(new InvocationContext(SecurityContext.NONE, Map.of(), jmx())));
	}

	private void assertRefusedOverJmx(String operation, String message, @Nullable Object... arguments) {
		assertThatExceptionOfType(InvalidEndpointRequestException.class)
			.isThrownBy(() -> invoke(operation, jmx(), arguments))
			.satisfies((ex) -> assertThat(ex.getReason()).isEqualTo(message));
	}

	private @Nullable Object invoke(String operation, OperationArgumentResolver[] resolvers,
			@Nullable Object... arguments) {
		OperationMethod method = operation(operation);
		OperationInvoker invoker = this.advisor.apply(EndpointId.of("loggingperf"), method.getOperationType(),
				method.getParameters(),
				new ReflectiveOperationInvoker(this.endpoint, method, new ConversionServiceParameterValueMapper()));
		Map<String, @Nullable Object> map = new LinkedHashMap<>();
		for (int i = 0; i < arguments.length; i += 2) {
			map.put((String) arguments[i], arguments[i + 1]);
		}
		return invoker.invoke(new InvocationContext(SecurityContext.NONE, map, resolvers));
	}

	private static OperationMethod operation(String name) {
		Method method = Arrays.stream(LoggingPerfEndpoint.class.getMethods())
			.filter((candidate) -> candidate.getName().equals(name))
			.findFirst()
			.orElseThrow();
		return new OperationMethod(method, OperationType.WRITE);
	}

	private static OperationArgumentResolver[] web() {
		return new OperationArgumentResolver[] {
				OperationArgumentResolver.of(WebServerNamespace.class, () -> WebServerNamespace.SERVER) };
	}

	private static OperationArgumentResolver[] jmx() {
		return new OperationArgumentResolver[0];
	}

}
