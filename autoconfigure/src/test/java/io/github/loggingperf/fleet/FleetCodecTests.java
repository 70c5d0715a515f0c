package io.github.loggingperf.fleet;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Tests for {@link FleetCodec}.
 */
class FleetCodecTests {

	private final FleetCodec codec = new FleetCodec();

	@Test
	void writeThenReadShouldGiveTheSameChange() {
		FleetChange change = new FleetChange("DEBUG", Instant.parse("2030-01-01T00:00:00Z"),
				Instant.parse("2029-12-31T23:00:00Z"), "alice", "orders-1", "c-1", "logging-perf.orders", 42);
		byte[] json = this.codec.write(change);
		assertThat(new String(json, StandardCharsets.UTF_8)).contains("\"expiresAt\":\"2030-01-01T00:00:00Z\"")
			.contains("\"fleet\":\"logging-perf.orders\"")
			.contains("\"revision\":42");
		assertThat(this.codec.readChange(json)).isEqualTo(change);
	}

	@Test
	void writeThenReadWhenResetShouldGiveAResetWithoutValue() {
		FleetChange reset = new FleetChange(null, null, Instant.parse("2029-12-31T23:00:00Z"), "alice", "orders-1",
				"c-2", "logging-perf.orders", 43);
		FleetChange read = this.codec.readChange(this.codec.write(reset));
		assertThat(read).isEqualTo(reset);
		assertThat(read.isReset()).isTrue();
	}

	@Test
	void readWhenFleetOrRevisionIsMissingShouldThrowIllegalArgumentException() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> this.codec.readChange(bytes("{\"value\":\"DEBUG\",\"changedAt\":\"2030-01-01T00:00:00Z\","
					+ "\"changedBy\":\"a\",\"origin\":\"o\",\"changeId\":\"c\",\"revision\":1}")))
			.withMessageContaining("fleet are required");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> this.codec.readChange(bytes("{\"value\":\"DEBUG\",\"changedAt\":\"2030-01-01T00:00:00Z\","
					+ "\"changedBy\":\"a\",\"origin\":\"o\",\"changeId\":\"c\",\"fleet\":\"f\"}")))
			.withMessage("revision must be positive but was 0");
	}

	@Test
	void readWhenNotJsonOrIncompleteShouldThrowIllegalArgumentException() {
		assertThatIllegalArgumentException().isThrownBy(() -> this.codec.readChange(bytes("{not json")));
		assertThatIllegalArgumentException().isThrownBy(() -> this.codec.readChange(bytes("[1]")));
		assertThatIllegalArgumentException().isThrownBy(() -> this.codec.readChange(bytes("null")));
		assertThatIllegalArgumentException()
			.isThrownBy(() -> this.codec.readChange(bytes("{\"value\":\"DEBUG\",\"changedBy\":\"a\"}")))
			.withMessageContaining("required");
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
