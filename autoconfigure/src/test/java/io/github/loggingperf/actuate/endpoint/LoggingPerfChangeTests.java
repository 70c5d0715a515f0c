package io.github.loggingperf.actuate.endpoint;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link LoggingPerfChange}: every rule of a write request, with the real
 * logger name and TTL checks of {@link LoggerLevelOverrides}.
 */
class LoggingPerfChangeTests {

	private final Expiries expiries = new Expiries(Clock.systemUTC(), Executors.newSingleThreadScheduledExecutor(),
			(event) -> {
			});

	private final LoggerLevelOverrides overrides = new LoggerLevelOverrides(
			LoggingSystem.get(getClass().getClassLoader()), new LoggerGroups(Map.of("web", List.of("test.web"))),
			this.expiries, Duration.ofHours(2), 100);

	@AfterEach
	void destroy() {
		this.expiries.destroy();
	}

	@Test
	void parseWhenEveryFieldIsValidShouldReturnTheChange() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("com.example.a", "debug");
		levels.put("com.example.b", null);
		levels.put("ROOT", " WARN ");
		LoggingPerfChange change = LoggingPerfChange.parse(DiscardThreshold.ERROR, true, levels, Duration.ofMinutes(30),
				this.overrides);
		assertThat(change.discardThreshold()).isEqualTo(LogLevel.ERROR);
		assertThat(change.locationEnabled()).isTrue();
		Map<String, LogLevel> expected = new LinkedHashMap<>();
		expected.put("com.example.a", LogLevel.DEBUG);
		expected.put("com.example.b", null);
		expected.put("ROOT", LogLevel.WARN);
		assertThat(change.levels()).containsExactlyEntriesOf(expected);
		assertThat(change.ttl()).isEqualTo(Duration.ofMinutes(30));
	}

	@Test
	void parseWhenNothingIsGivenShouldRefuse() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, null, null, this.overrides), "nothing to change");
	}

	@Test
	void parseWhenTtlComesWithASwitchOnlyShouldApplyItToTheSwitch() {
		LoggingPerfChange change = LoggingPerfChange.parse(DiscardThreshold.WARN, null, null, Duration.ofMinutes(5),
				this.overrides);
		assertThat(change.discardThreshold()).isEqualTo(LogLevel.WARN);
		assertThat(change.ttl()).isEqualTo(Duration.ofMinutes(5));
	}

	@Test
	void parseWhenTtlComesAloneShouldRefuse() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, null, Duration.ofMinutes(5), this.overrides),
				"ttl applies to what the same request sets (levels, discardThreshold, locationEnabled), but nothing was set");
	}

	@Test
	void parseWhenTtlComesWithRemovalsOnlyShouldRefuse() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("com.example.a", null);
		assertRefused(() -> LoggingPerfChange.parse(null, null, levels, Duration.ofMinutes(5), this.overrides),
				"ttl applies to what the same request sets (levels, discardThreshold, locationEnabled), but nothing was set");
	}

	@Test
	void parseWhenLevelsIsEmptyShouldRefuse() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, Map.of(), null, this.overrides),
				"levels must name at least one logger");
	}

	@Test
	void parseWhenALevelIsUnknownShouldNameTheLoggerAndTheAllowedLevels() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, Map.of("com.example", "LOUD"), null, this.overrides),
				"levels.com.example must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 'LOUD'");
	}

	@Test
	void parseWhenALevelIsNotAStringShouldGiveItsJsonType() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, Map.of("com.example", 5), null, this.overrides),
				"levels.com.example must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 5 "
						+ "(a JSON number)");
		assertRefused(() -> LoggingPerfChange.parse(null, null, Map.of("com.example", List.of("DEBUG")), null,
				this.overrides), "but was [DEBUG] (a JSON array)");
	}

	@Test
	void parseWhenALoggerNameIsInvalidShouldRefuse() {
		assertRefused(() -> LoggingPerfChange.parse(null, null, Map.of("bad..name", "DEBUG"), null, this.overrides),
				"levels: logger name 'bad..name' is not valid");
	}

	@Test
	void parseWhenTtlIsAboveTheMaximumShouldRefuse() {
		assertRefused(
				() -> LoggingPerfChange.parse(null, null, Map.of("com.example", "DEBUG"), Duration.ofHours(3),
						this.overrides),
				"ttl must be more than PT0S and at most PT2H (logging-perf.overrides.max-ttl) but was PT3H");
	}

	@Test
	void ofLoggerWhenValidShouldReturnOneLevel() {
		LoggingPerfChange change = LoggingPerfChange.ofLogger("web", LogLevel.DEBUG, Duration.ofHours(1),
				this.overrides);
		assertThat(change.levels()).containsExactly(Map.entry("web", LogLevel.DEBUG));
		assertThat(change.ttl()).isEqualTo(Duration.ofHours(1));
		assertThat(change.discardThreshold()).isNull();
		assertThat(change.locationEnabled()).isNull();
	}

	@Test
	void ofLoggerWhenNameIsInvalidShouldRefuse() {
		assertRefused(() -> LoggingPerfChange.ofLogger("trailing.", LogLevel.DEBUG, null, this.overrides),
				"logger name 'trailing.' is not valid");
	}

	@Test
	void ofLoggerWhenTtlIsNegativeShouldRefuse() {
		assertRefused(
				() -> LoggingPerfChange.ofLogger("com.example", LogLevel.DEBUG, Duration.ofMinutes(-5), this.overrides),
				"but was PT-5M");
	}

	private static void assertRefused(Runnable parse, String message) {
		assertThatExceptionOfType(InvalidEndpointRequestException.class).isThrownBy(parse::run)
			.satisfies((ex) -> assertThat(ex.getReason()).contains(message));
	}

}
