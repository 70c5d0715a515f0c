package io.github.loggingperf.changes;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

import org.apache.logging.log4j.Level;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.audit.listener.AuditApplicationEvent;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;
import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.log4j2.Log4j2LoggingPipeline;
import io.github.loggingperf.switches.RuntimeSwitches;
import io.github.loggingperf.testsupport.AsyncTestContext;
import io.github.loggingperf.testsupport.CapturedLog;
import io.github.loggingperf.testsupport.CountingAppender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link LoggingChanges} without Spring: a real asynchronous Log4j context
 * behind a real pipeline, Spring Boot's real Log4j 2 logging system behind the overrides,
 * the audit events collected as published and the audit lines as logged. No fleet: its
 * writes are tested through the endpoint with a real broker
 * ({@code LoggingPerfEndpointFleetTests}).
 */
class LoggingChangesTests {

	private static final Caller ALICE_VIA_MCP = new Caller("alice", Channel.MCP);

	private static final Caller BOB_VIA_ENDPOINT = new Caller("bob", Channel.ENDPOINT);

	private final LoggingSystem loggingSystem = LoggingSystem.get(getClass().getClassLoader());

	private final List<Object> events = new ArrayList<>();

	private final Expiries expiries = new Expiries(Clock.systemUTC(), Executors.newSingleThreadScheduledExecutor(),
			this.events::add);

	private final LoggerLevelOverrides overrides = new LoggerLevelOverrides(this.loggingSystem, new LoggerGroups(),
			this.expiries, Duration.ofHours(2), 100);

	private final AsyncTestContext log4j = AsyncTestContext.start("changes-unit", 256,
			new CountingAppender("counting", 0, false));

	private final Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(this.log4j.context(),
			BootstrapSettings.fromSystem());

	private final LogLevel thresholdBefore = this.pipeline.discardThreshold();

	private final LoggingChanges changes = new LoggingChanges(this.overrides,
			new RuntimeSwitches(this.pipeline, this.thresholdBefore, this.pipeline.locationEnabled(), this.expiries),
			new LoggingPerfChangeLog(this.events::add), () -> null, () -> null);

	@AfterEach
	void close() {
		this.overrides.clear("test");
		this.expiries.destroy();
		this.pipeline.setDiscardThreshold(this.thresholdBefore);
		this.log4j.close();
	}

	@Test
	void changeThroughMcpShouldBeAppliedAndAuditedNamingTheCallerAndTheChannel() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("test.changes.mcp", "debug");
		ChangeResult result;
		try (CapturedLog audit = CapturedLog.of(LoggingPerfChangeLog.class.getName(), Level.WARN)) {
			result = this.changes.change(new ChangeRequest("error", null, levels, "30m", null), ALICE_VIA_MCP);
			assertThat(auditLines(audit))
				.containsExactly("logging-perf: alice changed discardThreshold " + this.thresholdBefore
						+ " -> ERROR for PT30M; level of test.changes.mcp configured -> DEBUG for " + "PT30M via MCP");
		}
		assertThat(result).isInstanceOfSatisfying(ChangeResult.Applied.class,
				(applied) -> assertThat(applied.changes()).hasSize(2));
		assertThat(this.pipeline.discardThreshold()).isEqualTo(LogLevel.ERROR);
		assertThat(this.changes.override("test.changes.mcp").changedBy()).isEqualTo("alice");
		assertThat(this.loggingSystem.getLoggerConfiguration("test.changes.mcp").getConfiguredLevel())
			.isEqualTo(LogLevel.DEBUG);
		assertThat(this.events).singleElement().isInstanceOfSatisfying(AuditApplicationEvent.class, (event) -> {
			assertThat(event.getAuditEvent().getPrincipal()).isEqualTo("alice");
			assertThat(event.getAuditEvent().getType()).isEqualTo(LoggingPerfChangeLog.AUDIT_EVENT_TYPE);
			assertThat(event.getAuditEvent().getData()).containsEntry("via", "MCP");
		});
	}

	@Test
	void changeThroughTheEndpointShouldSaySoInItsAuditLine() {
		try (CapturedLog audit = CapturedLog.of(LoggingPerfChangeLog.class.getName(), Level.WARN)) {
			this.changes.setLevel("test.changes.endpoint", "WARN", null, null, BOB_VIA_ENDPOINT);
			assertThat(auditLines(audit)).containsExactly(
					"logging-perf: bob changed level of test.changes.endpoint configured -> WARN with no ttl via the "
							+ "endpoint");
		}
	}

	@Test
	void refusalsShouldNameTheFieldAndChangeNothing() {
		assertRefused(() -> this.changes.change(new ChangeRequest("OFF", null, null, null, null), ALICE_VIA_MCP),
				"discardThreshold",
				"discardThreshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was 'OFF'");
		assertRefused(() -> this.changes.change(new ChangeRequest(null, "true", null, null, null), ALICE_VIA_MCP),
				"locationEnabled", "locationEnabled must be true or false (a JSON boolean) but was 'true'");
		assertRefused(
				() -> this.changes.change(new ChangeRequest(null, null, Map.of("test.changes.x", 5), null, null),
						ALICE_VIA_MCP),
				"levels.test.changes.x",
				"levels.test.changes.x must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 5 "
						+ "(a JSON number)");
		assertRefused(() -> this.changes.setLevel("test.changes.x", "DEBUG", "PT9H", null, ALICE_VIA_MCP), "ttl",
				"ttl must be more than PT0S and at most PT2H (logging-perf.overrides.max-ttl) but was PT9H");
		assertRefused(() -> this.changes.setLevel("test.changes.x", "DEBUG", 5, null, ALICE_VIA_MCP), "ttl",
				"ttl must be a duration such as PT30M, 30m or 1h but was 5 (a JSON number)");
		assertRefused(() -> this.changes.setLevel("bad..name", "DEBUG", null, null, ALICE_VIA_MCP), "name",
				"logger name 'bad..name' is not valid: use ROOT, a logger group, or dot-separated parts made of "
						+ "letters, digits, '_', '$' and '-'");
		assertRefused(() -> this.changes.setLevel("test.changes.x", null, null, null, ALICE_VIA_MCP), "level",
				"level is required: one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF");
		assertRefused(() -> this.changes.resetAll("everywhere", ALICE_VIA_MCP), "scope",
				"scope must be one of INSTANCE, FLEET but was 'everywhere'");
		assertRefused(() -> this.changes.change(new ChangeRequest(null, null, null, null, null), ALICE_VIA_MCP), null,
				"nothing to change: give discardThreshold, locationEnabled and/or levels (a JSON object of logger "
						+ "name to level name or null)");
		assertThat(this.pipeline.discardThreshold()).isEqualTo(this.thresholdBefore);
		assertThat(this.changes.overrides()).isEmpty();
		assertThat(this.events).isEmpty();
	}

	@Test
	void locationThatCannotBeSwitchedShouldBeRefusedNamingTheFieldAndWhy() {
		assertThatExceptionOfType(ChangeRefusedException.class)
			.isThrownBy(() -> this.changes
				.change(new ChangeRequest(null, !this.pipeline.locationEnabled(), null, null, null), ALICE_VIA_MCP))
			.satisfies((ex) -> {
				assertThat(ex.getField()).isEqualTo("locationEnabled");
				assertThat(ex.getMessage()).startsWith("locationEnabled cannot be changed: ");
			});
		assertThat(this.events).isEmpty();
	}

	@Test
	void fleetScopeWithoutAFleetShouldBeRefusedSayingHowToTurnItOn() {
		assertRefused(() -> this.changes.setLevel("test.changes.x", "DEBUG", null, "fleet", ALICE_VIA_MCP), "scope",
				LoggingChanges.FLEET_OFF);
		assertRefused(() -> this.changes.resetAll("FLEET", ALICE_VIA_MCP), "scope", LoggingChanges.FLEET_OFF);
		assertThat(this.changes.fleet()).isNull();
		assertThat(this.changes.overrides()).isEmpty();
	}

	@Test
	void resetLevelShouldReturnTheRemovedOverrideAndRecordNothingWhenThereWasNone() {
		assertThat(this.changes.resetLevel("test.changes.none", null, ALICE_VIA_MCP))
			.isEqualTo(new ChangeResult.Applied(List.of(), Map.of()));
		assertThat(this.events).isEmpty();
		this.changes.setLevel("test.changes.reset", LogLevel.TRACE, Duration.ofMinutes(5), "instance", ALICE_VIA_MCP);
		ChangeResult result = this.changes.resetLevel("test.changes.reset", null, ALICE_VIA_MCP);
		assertThat(result).isInstanceOfSatisfying(ChangeResult.Applied.class, (applied) -> {
			assertThat(applied.removed().get("test.changes.reset").level()).isEqualTo(LogLevel.TRACE);
			assertThat(applied.changes())
				.containsExactly("level of test.changes.reset TRACE -> inherited (override removed)");
		});
		assertThat(this.changes.override("test.changes.reset")).isNull();
		assertThat(this.events).hasSize(2);
	}

	private static List<String> auditLines(CapturedLog audit) {
		Awaitility.await()
			.atMost(Duration.ofSeconds(30))
			.until(() -> !audit.messages(LoggingPerfChangeLog.class, Level.WARN).isEmpty());
		return audit.messages(LoggingPerfChangeLog.class, Level.WARN);
	}

	private static void assertRefused(Runnable change, String field, String message) {
		assertThatExceptionOfType(ChangeRefusedException.class).isThrownBy(change::run).satisfies((ex) -> {
			assertThat(ex.getField()).isEqualTo(field);
			assertThat(ex.getMessage()).isEqualTo(message);
		});
	}

}
