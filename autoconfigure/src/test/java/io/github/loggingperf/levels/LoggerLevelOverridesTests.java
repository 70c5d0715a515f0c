package io.github.loggingperf.levels;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerGroups;
import org.springframework.boot.logging.LoggingSystem;

import io.github.loggingperf.LevelOverride;
import io.github.loggingperf.expiry.ChangeExpiredEvent;
import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.testsupport.SettableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Tests for {@link LoggerLevelOverrides} with Spring Boot's real Log4j 2 logging system,
 * on fake time.
 */
class LoggerLevelOverridesTests {

	private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

	private final LoggingSystem loggingSystem = LoggingSystem.get(getClass().getClassLoader());

	private final LoggerGroups groups = new LoggerGroups(
			Map.of("payments", List.of("test.overrides.gateway", "test.overrides.ledger")));

	private final SettableClock clock = new SettableClock(NOW);

	private final List<ChangeExpiredEvent> expired = new CopyOnWriteArrayList<>();

	private final Expiries expiries = new Expiries(this.clock, Executors.newSingleThreadScheduledExecutor(),
			(event) -> this.expired.add((ChangeExpiredEvent) event));

	private final LoggerLevelOverrides overrides = new LoggerLevelOverrides(this.loggingSystem, this.groups,
			this.expiries, Duration.ofHours(2), 3);

	@AfterEach
	void clear() {
		this.overrides.clear("test");
		this.expiries.destroy();
	}

	@Test
	void applyRecordsThePreviousLevelTimestampsAndAuthor() {
		this.loggingSystem.setLogLevel("test.overrides.declared", LogLevel.WARN);
		this.overrides.apply(levels("test.overrides.declared", LogLevel.DEBUG), Duration.ofMinutes(30), "alice");
		LevelOverride override = this.overrides.get("test.overrides.declared");
		assertThat(override).isEqualTo(
				new LevelOverride(LogLevel.DEBUG, LogLevel.WARN, NOW.plus(Duration.ofMinutes(30)), NOW, "alice"));
		assertThat(configuredLevel("test.overrides.declared")).isEqualTo(LogLevel.DEBUG);
	}

	@Test
	void removingRestoresNotConfigured() {
		this.overrides.apply(levels("test.overrides.fresh", LogLevel.TRACE), null, "alice");
		assertThat(configuredLevel("test.overrides.fresh")).isEqualTo(LogLevel.TRACE);
		this.overrides.apply(levels("test.overrides.fresh", null), null, "bob");
		assertThat(configuredLevel("test.overrides.fresh")).isNull();
		assertThat(this.overrides.overrides()).doesNotContainKey("test.overrides.fresh");
	}

	@Test
	void replacingAnOverrideKeepsTheOriginalPreviousLevel() {
		this.loggingSystem.setLogLevel("test.overrides.twice", LogLevel.ERROR);
		this.overrides.apply(levels("test.overrides.twice", LogLevel.DEBUG), null, "alice");
		this.overrides.apply(levels("test.overrides.twice", LogLevel.TRACE), null, "bob");
		assertThat(this.overrides.get("test.overrides.twice").previousLevel()).isEqualTo(LogLevel.ERROR);
		this.overrides.clear("carol");
		assertThat(configuredLevel("test.overrides.twice")).isEqualTo(LogLevel.ERROR);
	}

	@Test
	void groupOverrideRestoresEachMemberToItsOwnLevel() {
		this.loggingSystem.setLogLevel("test.overrides.ledger", LogLevel.WARN);
		this.overrides.apply(levels("payments", LogLevel.DEBUG), null, "alice");
		assertThat(configuredLevel("test.overrides.gateway")).isEqualTo(LogLevel.DEBUG);
		assertThat(configuredLevel("test.overrides.ledger")).isEqualTo(LogLevel.DEBUG);
		this.overrides.clear("alice");
		assertThat(configuredLevel("test.overrides.gateway")).isNull();
		assertThat(configuredLevel("test.overrides.ledger")).isEqualTo(LogLevel.WARN);
	}

	@Test
	void reapplySetsOverridesAgainAfterTheyWereLost() {
		this.overrides.apply(levels("test.overrides.lost", LogLevel.DEBUG), null, "alice");
		this.loggingSystem.setLogLevel("test.overrides.lost", null);
		this.overrides.reapply();
		assertThat(configuredLevel("test.overrides.lost")).isEqualTo(LogLevel.DEBUG);
	}

	@Test
	void expireDueWhenTheClockReachesTheTtlShouldRestoreThePreviousLevelAndPublishTheChange() {
		this.loggingSystem.setLogLevel("test.overrides.expiring", LogLevel.WARN);
		this.overrides.apply(levels("test.overrides.expiring", LogLevel.TRACE), Duration.ofMinutes(30), "alice");
		this.clock.advance(Duration.ofMinutes(29));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(configuredLevel("test.overrides.expiring")).isEqualTo(LogLevel.TRACE);
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.expiries.expireDue()).isOne();
		assertThat(this.overrides.get("test.overrides.expiring")).isNull();
		assertThat(configuredLevel("test.overrides.expiring")).isEqualTo(LogLevel.WARN);
		assertThat(this.expired).singleElement()
			.satisfies((event) -> assertThat(event.getChange())
				.isEqualTo("level of test.overrides.expiring TRACE -> WARN (ttl ended, set by alice)"));
	}

	@Test
	void applyWhenChangedAtIsGivenShouldEndAtExactlyChangedAtPlusTtlWhateverTheClockReadsNow() {
		Instant changedAt = NOW.minusMillis(1234).plusNanos(567);
		this.clock.advance(Duration.ofSeconds(3));
		this.overrides.apply(levels("test.overrides.fleet", LogLevel.DEBUG), changedAt, Duration.ofMinutes(10),
				"fleet");
		assertThat(this.overrides.get("test.overrides.fleet").expiresAt())
			.isEqualTo(changedAt.plus(Duration.ofMinutes(10)));
		assertThat(this.overrides.get("test.overrides.fleet").changedAt()).isEqualTo(changedAt);
		this.clock
			.advance(Duration.between(this.clock.instant(), changedAt.plus(Duration.ofMinutes(10)).minusNanos(1)));
		assertThat(this.expiries.expireDue()).isZero();
		this.clock.advance(Duration.ofNanos(1));
		assertThat(this.expiries.expireDue()).isOne();
		assertThat(this.overrides.get("test.overrides.fleet")).isNull();
	}

	@Test
	void applyWhenAnOverrideIsReplacedShouldNotExpireTheReplacementAtTheOldTtl() {
		this.overrides.apply(levels("test.overrides.replaced", LogLevel.DEBUG), Duration.ofMinutes(5), "alice");
		this.overrides.apply(levels("test.overrides.replaced", LogLevel.TRACE), null, "bob");
		this.clock.advance(Duration.ofHours(1));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(this.overrides.get("test.overrides.replaced").level()).isEqualTo(LogLevel.TRACE);
		assertThat(this.expiries.pending()).isZero();
		assertThat(this.expired).isEmpty();
	}

	@Test
	void applyWhenMoreOverridesThanMaxEntriesShouldRefuseTheWholeChange() {
		this.overrides.apply(levels("test.overrides.one", LogLevel.DEBUG), null, "alice");
		Map<String, LogLevel> three = new LinkedHashMap<>();
		three.put("test.overrides.one", LogLevel.TRACE);
		three.put("test.overrides.two", LogLevel.DEBUG);
		three.put("test.overrides.three", LogLevel.DEBUG);
		assertThat(this.overrides.checkCapacity(three.keySet())).isNull();
		three.put("test.overrides.four", LogLevel.DEBUG);
		assertThat(this.overrides.checkCapacity(three.keySet())).isEqualTo("levels would make 4 overrides in force, "
				+ "more than the 3 allowed (logging-perf.overrides.max-entries): remove overrides first");
		assertThatIllegalArgumentException().isThrownBy(() -> this.overrides.apply(three, null, "bob"))
			.withMessageContaining("more than the 3 allowed");
		assertThat(this.overrides.overrides()).containsOnlyKeys("test.overrides.one");
		assertThat(configuredLevel("test.overrides.two")).isNull();
	}

	@Test
	void checksNamesAndTtlsWithMessagesNamingTheValue() {
		assertThat(this.overrides.checkName("ROOT")).isNull();
		assertThat(this.overrides.checkName("payments")).isNull();
		assertThat(this.overrides.checkName("com.example.Outer$Inner")).isNull();
		assertThat(this.overrides.checkName("")).isEqualTo("logger name must not be empty");
		assertThat(this.overrides.checkName("a..b")).startsWith("logger name 'a..b' is not valid");
		assertThat(this.overrides.checkTtl(Duration.ofHours(2))).isNull();
		assertThat(this.overrides.checkTtl(Duration.ofHours(3))).contains("at most PT2H").contains("but was PT3H");
		assertThat(this.overrides.checkTtl(Duration.ZERO)).contains("more than PT0S");
	}

	private LogLevel configuredLevel(String name) {
		return new LoggerLevelLookup(this.loggingSystem, this.groups).configuredLevels(name).get(name);
	}

	private static Map<String, LogLevel> levels(String name, LogLevel level) {
		Map<String, LogLevel> levels = new LinkedHashMap<>();
		levels.put(name, level);
		return levels;
	}

}
