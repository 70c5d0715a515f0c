package io.github.loggingperf.doctor.rules;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.doctor.LoadedConfiguration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link RingBufferSizeRule}.
 */
class RingBufferSizeRuleTests {

	private static final long MIB = 1024 * 1024;

	private final RingBufferSizeRule rule = new RingBufferSizeRule();

	@Test
	void ringSmallerThan1024SlotsIsTooSmall() {
		try (LoadedConfiguration loaded = config().ringBuffer(512, 1024 * MIB)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("ring-buffer-too-small");
				assertThat(finding.evidence()).containsExactly("ring buffer 512 slots, fewer than 1024");
			});
		}
	}

	@Test
	void log4jWebDefaultRingOnA512MebibyteHeapIsTooLarge() {
		try (LoadedConfiguration loaded = config().ringBuffer(262144, 512 * MIB)) {
			assertThat(this.rule.check(loaded.snapshot())).singleElement().satisfies((finding) -> {
				assertThat(finding.id()).isEqualTo("ring-buffer-too-large");
				assertThat(finding.evidence()).containsExactly(
						"ring buffer 262144 slots, about 45 MiB at 180 bytes a slot", "maximum heap 512 MiB");
			});
		}
	}

	@Test
	void sameRingOnA1GibibyteHeapIsFine() {
		try (LoadedConfiguration loaded = config().ringBuffer(262144, 1024 * MIB)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void starterDefaultOnA64MebibyteHeapIsFine() {
		try (LoadedConfiguration loaded = config().ringBuffer(16384, 64 * MIB)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	@Test
	void noRingOrNoHeapLimitIsFine() {
		try (LoadedConfiguration loaded = config().ringBuffer(0, 64 * MIB)) {
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
			loaded.ringBuffer(262144, Long.MAX_VALUE);
			assertThat(this.rule.check(loaded.snapshot())).isEmpty();
		}
	}

	private static LoadedConfiguration config() {
		return LoadedConfiguration.xml("<Console name=\"Console\"/>", "<Root level=\"INFO\"/>");
	}

}
