package io.github.loggingperf.mcp;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link McpToolArguments}: the checks a tool makes itself, whether or not the
 * MCP server validated the call against the tool's schema first (the MCP Java SDK does
 * unless told not to), each refusal naming the argument, the value and what is allowed.
 */
class McpToolArgumentsTests {

	private static final Duration MAX_TTL = Duration.ofHours(1);

	@Test
	void argumentTheToolDoesNotTakeIsRefusedNamingWhatItTakes() {
		assertRefused(() -> McpToolArguments.of("set-logger-level", Map.of("colour", "red"), List.of("logger", "ttl")),
				"unknown argument 'colour': set-logger-level takes logger, ttl");
		assertRefused(() -> McpToolArguments.of("get-logging-pipeline", Map.of("verbose", true), List.of()),
				"unknown argument 'verbose': get-logging-pipeline takes no arguments");
	}

	@Test
	void missingTtlIsRefusedSayingThatEveryWriteNeedsOne() {
		assertRefused(() -> arguments(Map.of()).ttl(MAX_TTL),
				"ttl is required on every MCP write: how long the change lasts before it is undone by itself, "
						+ "a duration such as PT30M, 30m or 1h, more than PT0S and at most PT1H (logging-perf.mcp.max-ttl)");
	}

	@Test
	void ttlOutsideItsRangeOrNotADurationIsRefused() {
		String range = "ttl must be more than PT0S and at most PT1H (logging-perf.mcp.max-ttl) but was ";
		assertRefused(() -> arguments(Map.of("ttl", "-5m")).ttl(MAX_TTL), range + "PT-5M");
		assertRefused(() -> arguments(Map.of("ttl", "0s")).ttl(MAX_TTL), range + "PT0S");
		assertRefused(() -> arguments(Map.of("ttl", "PT61M")).ttl(MAX_TTL), range + "PT1H1M");
		assertRefused(() -> arguments(Map.of("ttl", 30)).ttl(MAX_TTL),
				"ttl must be a duration such as PT30M, 30m or 1h (a JSON string) but was 30 (a JSON number)");
		assertThat(arguments(Map.of("ttl", "30m")).ttl(MAX_TTL)).isEqualTo(Duration.ofMinutes(30));
		assertThat(arguments(Map.of("ttl", "PT1H")).ttl(MAX_TTL)).isEqualTo(MAX_TTL);
	}

	@Test
	void levelIsReadInAnyCaseAndAnythingElseIsRefusedWithTheLevels() {
		assertThat(arguments(Map.of("level", "debug")).level("level")).isEqualTo(LogLevel.DEBUG);
		assertRefused(() -> arguments(Map.of("level", "LOUD")).level("level"),
				"level must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF but was 'LOUD'");
		assertRefused(() -> arguments(Map.of("level", 5)).level("level"),
				"level must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF (a JSON string) but was 5 (a JSON number)");
		assertRefused(() -> arguments(Map.of()).level("level"),
				"level is required: one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF");
	}

	@Test
	void thresholdCannotBeOff() {
		assertThat(arguments(Map.of("threshold", "warn")).threshold("threshold")).isEqualTo(LogLevel.WARN);
		assertRefused(() -> arguments(Map.of("threshold", "OFF")).threshold("threshold"),
				"threshold must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL but was 'OFF'");
	}

	@Test
	void booleanMustBeAJsonBoolean() {
		assertThat(arguments(Map.of("enabled", true)).bool("enabled")).isTrue();
		assertRefused(() -> arguments(Map.of("enabled", "yes")).bool("enabled"),
				"enabled must be true or false (a JSON boolean) but was 'yes'");
		assertRefused(() -> arguments(Map.of()).bool("enabled"), "enabled is required: true or false (a JSON boolean)");
	}

	@Test
	void scopeIsInstanceUnlessFleet() {
		assertThat(arguments(Map.of()).fleet()).isFalse();
		assertThat(arguments(Map.of("scope", "instance")).fleet()).isFalse();
		assertThat(arguments(Map.of("scope", "FLEET")).fleet()).isTrue();
		assertRefused(() -> arguments(Map.of("scope", "all")).fleet(),
				"scope must be one of instance, fleet but was 'all'");
	}

	private static McpToolArguments arguments(Map<String, Object> values) {
		return McpToolArguments.of("tool", new LinkedHashMap<>(values),
				List.of("logger", "level", "threshold", "enabled", "ttl", "scope"));
	}

	private static void assertRefused(Runnable call, String message) {
		assertThatExceptionOfType(McpToolException.class).isThrownBy(call::run).withMessage(message);
	}

}
