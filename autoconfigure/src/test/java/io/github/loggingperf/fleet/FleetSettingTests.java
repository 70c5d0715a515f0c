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
	void recordKeyShouldAddTheChangeIdAndOfRecordKeyShouldGiveTheSettingBack() {
		FleetSetting setting = FleetSetting.level("com.example");
		assertThat(setting.recordKey("c-1")).isEqualTo("level:com.example#c-1");
		assertThat(FleetSetting.ofRecordKey("level:com.example#c-1")).isEqualTo(setting);
		assertThat(FleetSetting.ofRecordKey("location#c-1")).isEqualTo(FleetSetting.LOCATION);
		assertThat(FleetSetting.ofRecordKey("level:com.example")).isEqualTo(setting);
		assertThat(FleetSetting.ofRecordKey("colour#c-1")).isNull();
		assertThat(FleetSetting.ofRecordKey("level:#c-1")).isNull();
	}

	@Test
	void parseWhenKeyNamesNoSettingShouldReturnNull() {
		assertThat(FleetSetting.parse("level:")).isNull();
		assertThat(FleetSetting.parse("colour")).isNull();
		assertThat(FleetSetting.parse("")).isNull();
	}

}
