package io.github.loggingperf.changes;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.levels.LoggerLevelOverrides;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Tests for {@link Change}: every rule of a change request, with the real logger name and
 * TTL checks of {@link LoggerLevelOverrides}.
 */
class ChangeTests {

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
		Change change = Change.of(new ChangeRequest("ERROR", true, levels, Duration.ofMinutes(30), null),
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
		assertRefused(() -> Change.of(new ChangeRequest(null, null, null, null, null), this.overrides),
				"nothing to change");
	}

	@Test
	void parseWhenTtlComesWithASwitchOnlyShouldApplyItToTheSwitch() {
		Change change = Change.of(new ChangeRequest("WARN", null, null, Duration.ofMinutes(5), null), this.overrides);
		assertThat(change.discardThreshold()).isEqualTo(LogLevel.WARN);
		assertThat(change.ttl()).isEqualTo(Duration.ofMinutes(5));
	}

	@Test
	void parseWhenTtlComesAloneShouldRefuse() {
		assertRefused(() -> Change.of(new ChangeRequest(null, null, null, Duration.ofMinutes(5), null), this.overrides),
				"ttl applies to what the same request sets (levels, discardThreshold, locationEnabled), but nothing was set");
	}

	@Test
	void parseWhenTtlComesWithRemovalsOnlyShouldRefuse() {
		Map<String, Object> levels = new LinkedHashMap<>();
		levels.put("com.example.a", null);
		assertRefused(
				() -> Change.of(new ChangeRequest(null, null, levels, Duration.ofMinutes(5), null), this.overrides),
				"ttl applies to what the same request sets (levels, discardThreshold, locationEnabled), but nothing was set");
	}

	@Test
	void parseWhenLevelsIsEmptyShouldRefuse() {
		assertRefused(() -> Change.of(new ChangeRequest(null, null, Map.of(), null, null), this.overrides),
				"levels must name at least one logger");
	}

	@Test
	void parseWhenALevelIsUnknownShouldNameTheLoggerAndTheAllowedLevels() {
		assertRefused(
				() -> Change.of(new ChangeRequest(null, null, Map.of("com.example", "LOUD"), null, null),
						this.overrides),
				"levels.com.example must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 'LOUD'");
	}

	@Test
	void parseWhenALevelIsNotAStringShouldGiveItsJsonType() {
		assertRefused(
				() -> Change.of(new ChangeRequest(null, null, Map.of("com.example", 5), null, null), this.overrides),
				"levels.com.example must be one of TRACE, DEBUG, INFO, WARN, ERROR, FATAL, OFF or null but was 5 "
						+ "(a JSON number)");
		assertRefused(() -> Change
			.of(new ChangeRequest(null, null, Map.of("com.example", List.of("DEBUG")), null, null), this.overrides),
				"but was [DEBUG] (a JSON array)");
	}

	@Test
	void parseWhenALoggerNameIsInvalidShouldRefuse() {
		assertRefused(() -> Change.of(new ChangeRequest(null, null, Map.of("bad..name", "DEBUG"), null, null),
				this.overrides), "levels: logger name 'bad..name' is not valid");
	}

	@Test
	void parseWhenTtlIsAboveTheMaximumShouldRefuse() {
		assertRefused(
				() -> Change.of(
						new ChangeRequest(null, null, Map.of("com.example", "DEBUG"), Duration.ofHours(3), null),
						this.overrides),
				"ttl must be more than PT0S and at most PT2H (logging-perf.overrides.max-ttl) but was PT3H");
	}

	@Test
	void ofLoggerWhenValidShouldReturnOneLevel() {
		Change change = Change.ofLogger("web", LogLevel.DEBUG, Duration.ofHours(1), ChangeScope.INSTANCE,
				this.overrides);
		assertThat(change.levels()).containsExactly(Map.entry("web", LogLevel.DEBUG));
		assertThat(change.ttl()).isEqualTo(Duration.ofHours(1));
		assertThat(change.discardThreshold()).isNull();
		assertThat(change.locationEnabled()).isNull();
	}

	@Test
	void ofLoggerWhenNameIsInvalidShouldRefuse() {
		assertRefused(() -> Change.ofLogger("trailing.", LogLevel.DEBUG, null, ChangeScope.INSTANCE, this.overrides),
				"logger name 'trailing.' is not valid");
	}

	@Test
	void ofLoggerWhenTtlIsNegativeShouldRefuse() {
		assertRefused(() -> Change.ofLogger("com.example", LogLevel.DEBUG, Duration.ofMinutes(-5), ChangeScope.INSTANCE,
				this.overrides), "but was PT-5M");
	}

	private static void assertRefused(Runnable parse, String message) {
		assertThatExceptionOfType(ChangeRefusedException.class).isThrownBy(parse::run)
			.satisfies((ex) -> assertThat(ex.getMessage()).contains(message));
	}

}
