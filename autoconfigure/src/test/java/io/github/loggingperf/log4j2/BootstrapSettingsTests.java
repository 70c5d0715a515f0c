package io.github.loggingperf.log4j2;

import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * Tests for {@link BootstrapSettings}.
 */
class BootstrapSettingsTests {

	@Test
	void fromWhenNothingSetShouldUseDefaults() {
		BootstrapSettings settings = BootstrapSettings.from(Map.<String, String>of()::get);
		assertThat(settings.enabled()).isTrue();
		assertThat(settings.ringBufferSize()).isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
	}

	@Test
	void fromWhenDisabledShouldBeDisabledWhateverTheCase() {
		assertThat(BootstrapSettings.from(Map.of("logging-perf.async.enabled", " FALSE ")::get).enabled()).isFalse();
	}

	@Test
	void fromWhenRingBufferSizeSetShouldUseIt() {
		assertThat(BootstrapSettings.from(Map.of("logging-perf.async.ring-buffer-size", "2048")::get).ringBufferSize())
			.isEqualTo(2048);
	}

	@Test
	void fromWhenRingBufferSizeUnparseableShouldKeepTheDefault() {
		BootstrapSettings settings = BootstrapSettings.from(Map.of("logging-perf.async.ring-buffer-size", "big")::get);
		assertThat(settings.ringBufferSize()).isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
	}

	@Test
	void fromWhenRingBufferSizeNegativeShouldKeepTheDefault() {
		assertThat(BootstrapSettings.from(Map.of("logging-perf.async.ring-buffer-size", "-1")::get).ringBufferSize())
			.isEqualTo(BootstrapSettings.DEFAULT_RING_BUFFER_SIZE);
	}

	@Test
	void verifySameAsWhenEqualShouldPass() {
		BootstrapSettings settings = new BootstrapSettings(true, 4096);
		assertThatNoException().isThrownBy(() -> settings.verifySameAs(true, 4096));
	}

	@Test
	void verifySameAsWhenRingBufferSizeDiffersShouldNameBothWaysToSetIt() {
		BootstrapSettings settings = new BootstrapSettings(true, 16384);
		assertThatExceptionOfType(InvalidConfigurationPropertyValueException.class)
			.isThrownBy(() -> settings.verifySameAs(true, 4096))
			.satisfies((ex) -> {
				assertThat(ex.getName()).isEqualTo("logging-perf.async.ring-buffer-size");
				assertThat(ex.getValue()).isEqualTo(4096);
				assertThat(ex.getReason()).contains("-Dlogging-perf.async.ring-buffer-size=4096")
					.contains("LOGGINGPERF_ASYNC_RINGBUFFERSIZE=4096");
			});
	}

	@Test
	void verifySameAsWhenEnabledDiffersShouldFail() {
		BootstrapSettings settings = new BootstrapSettings(true, 16384);
		assertThatExceptionOfType(InvalidConfigurationPropertyValueException.class)
			.isThrownBy(() -> settings.verifySameAs(false, 16384))
			.withMessageContaining("logging-perf.async.enabled");
	}

}
