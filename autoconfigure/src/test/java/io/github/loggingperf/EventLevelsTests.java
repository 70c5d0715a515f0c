package io.github.loggingperf;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import org.springframework.boot.logging.LogLevel;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link EventLevels} against Spring Boot's {@link LogLevel}.
 */
class EventLevelsTests {

	@Test
	void orderedShouldBeEveryLogLevelButOffLeastSevereFirstAndNamedByNames() {
		assertThat(EventLevels.ORDERED).containsExactlyElementsOf(
				Arrays.stream(LogLevel.values()).filter((level) -> level != LogLevel.OFF).toList());
		assertThat(EventLevels.ORDERED.stream().map(LogLevel::name).collect(Collectors.joining(", ")))
			.isEqualTo(EventLevels.NAMES);
		assertThat(EventLevels.index(LogLevel.TRACE)).isZero();
		assertThat(EventLevels.index(LogLevel.FATAL)).isEqualTo(5);
	}

	@Test
	void discardThresholdShouldBeAnyEventLevelButNotOff() {
		assertThat(EventLevels.ORDERED).allMatch(EventLevels::isDiscardThreshold);
		assertThat(EventLevels.isDiscardThreshold(LogLevel.OFF)).isFalse();
	}

}
