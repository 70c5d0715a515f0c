package io.github.loggingperf.fleet;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link FleetSetting}.
 */
class FleetSettingTests {

	@Test
	void parseShouldReadEveryKindAndGiveTheSameKeyBack() {
		assertThat(FleetSetting.parse("level:com.example")).isEqualTo(FleetSetting.level("com.example"));
		assertThat(FleetSetting.parse("location")).isEqualTo(FleetSetting.LOCATION);
		assertThat(FleetSetting.parse("discardThreshold")).isEqualTo(FleetSetting.DISCARD_THRESHOLD);
		assertThat(FleetSetting.level("ROOT").key()).isEqualTo("level:ROOT");
		assertThat(FleetSetting.DISCARD_THRESHOLD.key()).isEqualTo("discardThreshold");
	}

	@Test
	void parseWhenKeyNamesNoSettingShouldReturnNull() {
		assertThat(FleetSetting.parse("level:")).isNull();
		assertThat(FleetSetting.parse("colour")).isNull();
		assertThat(FleetSetting.parse("")).isNull();
	}

}
