package io.github.loggingperf.actuate.endpoint;

import java.security.Principal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.audit.listener.AuditApplicationEvent;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.SecurityContext;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link LoggingPerfEndpoint} without Spring: a real asynchronous Log4j context
 * behind a real pipeline, Spring Boot's real Log4j 2 logging system behind the overrides,
 * and the audit events collected as published.
 */
class LoggingPerfEndpointTests {

	private static final SecurityContext ALICE = new SecurityContext() {

		@Override
		public Principal getPrincipal() {
			return () -> "alice";
		}

		@Override
		public boolean isUserInRole(String role) {
			return false;
		}

	};

	private final EndpointFixture fixture = new EndpointFixture("endpoint-unit",
			new LoggerGroups(Map.of("unit", List.of("test.endpoint.unit.a", "test.endpoint.unit.b"))));

	private final LoggingSystem loggingSystem = this.fixture.loggingSystem;

	private final LoggerLevelOverrides overrides = this.fixture.overrides;

	private final Log4j2LoggingPipeline pipeline = this.fixture.pipeline;

	private final LogLevel thresholdBefore = this.fixture.thresholdBefore;

	private final List<Object> events = this.fixture.events;

	private final LoggingPerfEndpoint endpoint = this.fixture.endpoint;

	@AfterEach
	void close() {
		this.fixture.close();
	}

	@Test
	void pipelineShouldCountDiscardsByLevelAndInTotal() {
		PipelineDescriptor state = this.endpoint.pipeline();
		assertThat(state.discarded()).containsOnlyKeys("TRACE", "DEBUG", "INFO", "WARN", "ERROR", "FATAL", "total");
		assertThat(state.ringBuffer().capacity()).isEqualTo(256);
		assertThat(state.topTalkers()).isNull();
		assertThat(state.findings()).isEmpty();
	}

	@Test
	void changeWhenThresholdAndLevelsAreGivenShouldApplyBothAndAuditWhoChangedWhat() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("test.endpoint.unit.change", "debug");
		PipelineDescriptor state = (PipelineDescriptor) this.endpoint.change(ALICE, LogLevel.ERROR, null, levels,
				Duration.ofMinutes(30), null);
		assertThat(state.discardThreshold()).isEqualTo(LogLevel.ERROR);
		assertThat(state.overrides().get("test.endpoint.unit.change").level()).isEqualTo(LogLevel.DEBUG);
		assertThat(state.overrides().get("test.endpoint.unit.change").changedBy()).isEqualTo("alice");
		assertThat(this.loggingSystem.getLoggerConfiguration("test.endpoint.unit.change").getConfiguredLevel())
			.isEqualTo(LogLevel.DEBUG);
		assertThat(this.events).singleElement().isInstanceOfSatisfying(AuditApplicationEvent.class, (event) -> {
			assertThat(event.getAuditEvent().getPrincipal()).isEqualTo("alice");
			assertThat(event.getAuditEvent().getData().get("changes")).asString()
				.contains("discardThreshold " + this.thresholdBefore + " -> ERROR")
				.contains("level of test.endpoint.unit.change configured -> DEBUG for PT30M");
		});
	}

	@Test
	void changeWhenOneLevelIsInvalidShouldChangeNothing() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("test.endpoint.unit.ok", "DEBUG");
		levels.put("test.endpoint.unit.bad", "LOUD");
		assertThatExceptionOfType(InvalidEndpointRequestException.class)
			.isThrownBy(() -> this.endpoint.change(ALICE, LogLevel.ERROR, null, levels, null, null))
			.satisfies((ex) -> assertThat(ex.getReason()).contains("levels.test.endpoint.unit.bad must be one of"));
		assertThat(this.pipeline.discardThreshold()).isEqualTo(this.thresholdBefore);
		assertThat(this.overrides.overrides()).isEmpty();
		assertThat(this.events).isEmpty();
	}

	@Test
	void changeWhenLocationCannotBeSwitchedShouldSayWhyAndChangeNothing() {
		assertThatExceptionOfType(InvalidEndpointRequestException.class)
			.isThrownBy(() -> this.endpoint.change(ALICE, null, !this.pipeline.locationEnabled(), null, null, null))
			.satisfies((ex) -> assertThat(ex.getReason()).startsWith("locationEnabled cannot be changed: "));
		assertThat(this.events).isEmpty();
	}

	@Test
	void setLoggerWhenGivenConfiguredLevelShouldSetItAsLoggersEndpointClientsExpect() {
		LoggerDescriptor logger = (LoggerDescriptor) this.endpoint.setLogger(ALICE, "test.endpoint.unit.boot", null,
				LogLevel.WARN, null, null, null);
		assertThat(logger).isNotNull();
		assertThat(logger.configuredLevel()).isEqualTo(LogLevel.WARN);
		assertThat(logger.override().level()).isEqualTo(LogLevel.WARN);
		assertThat(logger.override().expiresAt()).isNull();
	}

	@Test
	void setLoggerWhenResetShouldRemoveTheOverrideAndRestoreTheGroupMembers() {
		this.loggingSystem.setLogLevel("test.endpoint.unit.b", LogLevel.ERROR);
		this.endpoint.setLogger(ALICE, "unit", LogLevel.TRACE, null, null, Duration.ofMinutes(5), null);
		assertThat(this.loggingSystem.getLoggerConfiguration("test.endpoint.unit.b").getConfiguredLevel())
			.isEqualTo(LogLevel.TRACE);
		assertThat(this.endpoint.setLogger(ALICE, "unit", null, null, true, null, null)).isNull();
		assertThat(this.overrides.get("unit")).isNull();
		assertThat(this.loggingSystem.getLoggerConfiguration("test.endpoint.unit.b").getConfiguredLevel())
			.isEqualTo(LogLevel.ERROR);
		assertThat(this.events).hasSize(2);
	}

	@Test
	void setLoggerWhenResetWithoutOverrideShouldRecordNothing() {
		assertThat(this.endpoint.setLogger(ALICE, "test.endpoint.unit.none", null, null, true, null, null)).isNull();
		assertThat(this.events).isEmpty();
	}

	@Test
	void setLoggerWhenNoLevelIsGivenShouldRefuse() {
		assertRefused(() -> this.endpoint.setLogger(ALICE, "test.endpoint.unit.x", null, null, null, null, null),
				"level is required");
		assertRefused(() -> this.endpoint.setLogger(ALICE, "test.endpoint.unit.x", null, null, false, null, null),
				"level is required");
	}

	@Test
	void setLoggerWhenLevelAndConfiguredLevelAreBothGivenShouldRefuse() {
		assertRefused(() -> this.endpoint.setLogger(ALICE, "test.endpoint.unit.x", LogLevel.DEBUG, LogLevel.INFO, null,
				null, null), "give level or configuredLevel, not both");
	}

	@Test
	void setLoggerWhenResetComesWithALevelShouldRefuse() {
		assertRefused(
				() -> this.endpoint.setLogger(ALICE, "test.endpoint.unit.x", LogLevel.DEBUG, null, true, null, null),
				"reset removes the override");
		assertThat(this.overrides.overrides()).isEmpty();
	}

	@Test
	void removeLoggerWhenThereIsNoOverrideShouldReturnNull() {
		assertThat(this.endpoint.removeLogger(ALICE, "test.endpoint.unit.none", null)).isNull();
	}

	@Test
	void loggerWhenUnknownShouldReturnNullAndCreateNothing() {
		assertThat(this.endpoint.logger("test.endpoint.unit.never.created.by.asking")).isNull();
		assertThat(this.endpoint.logger("unit").members()).containsExactly("test.endpoint.unit.a",
				"test.endpoint.unit.b");
	}

	private static void assertRefused(Runnable operation, String message) {
		assertThatExceptionOfType(InvalidEndpointRequestException.class).isThrownBy(operation::run)
			.satisfies((ex) -> assertThat(ex.getReason()).contains(message));
	}

}
