package io.github.loggingperf.fleet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import io.github.loggingperf.LoggingMode;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tests for {@link FleetView}: what it describes stays bounded however many instances
 * report, while every count covers them all.
 */
class FleetViewTests {

	private static final Instant NOW = Instant.parse("2030-01-01T00:00:00Z");

	private static final Duration TIMEOUT = Duration.ofSeconds(90);

	private final Map<String, FleetStatus> others = new HashMap<>();

	private final FleetView view = new FleetView("m-self", Clock.fixed(NOW, ZoneOffset.UTC), TIMEOUT,
			() -> status("m-self", NOW, List.of("c-1"), 0), () -> this.others);

	@Test
	void describeWhenHundredsOfInstancesShouldListTwentyCountAllAndNameEveryPendingOne() {
		List<String> pending = List.of("i-007", "i-100", "i-249");
		for (int i = 0; i < 250; i++) {
			String id = String.format("i-%03d", i);
			this.others.put(id, status(id, NOW.minusSeconds(10), pending.contains(id) ? List.of() : List.of("c-1"), 2));
		}
		this.others.put("i-stale", status("i-stale", NOW.minus(TIMEOUT), List.of(), 1000));
		this.view.desired("level:wire", change("c-1"));
		FleetDescriptor described = this.view.describe();
		assertThat(described.totals().instances()).isEqualTo(251);
		assertThat(described.totals().changes()).isOne();
		assertThat(described.totals().pendingChanges()).isOne();
		assertThat(described.totals().discarded()).isEqualTo(500);
		List<String> listed = described.instances().stream().map(FleetDescriptor.InstanceDescriptor::id).toList();
		List<String> expected = new ArrayList<>(List.of("m-self", "i-007", "i-100", "i-249"));
		IntStream.range(0, 17)
			.mapToObj((i) -> String.format("i-%03d", i))
			.filter((id) -> !pending.contains(id))
			.forEach(expected::add);
		assertThat(listed).hasSize(FleetView.LISTED).containsExactlyElementsOf(expected);
		FleetDescriptor.ChangeDescriptor change = described.changes().get(0);
		assertThat(change.appliedCount()).isEqualTo(248);
		assertThat(change.appliedBy()).hasSize(FleetView.LISTED)
			.containsExactlyElementsOf(IntStream.range(0, 21)
				.mapToObj((i) -> String.format("i-%03d", i))
				.filter((id) -> !pending.contains(id))
				.toList()
				.subList(0, FleetView.LISTED));
		assertThat(change.pendingOn()).containsExactlyElementsOf(pending);
	}

	@Test
	void describeWhenEveryInstanceIsPendingShouldNameThemAll() {
		for (int i = 0; i < 500; i++) {
			String id = String.format("i-%03d", i);
			this.others.put(id, status(id, NOW, List.of(), 0));
		}
		this.view.desired("level:wire", change("c-2"));
		FleetDescriptor.ChangeDescriptor change = this.view.describe().changes().get(0);
		assertThat(change.appliedCount()).isZero();
		assertThat(change.appliedBy()).isEmpty();
		assertThat(change.pendingOn()).hasSize(501).contains("m-self", "i-000", "i-499");
	}

	@Test
	void describeWhenTheFleetGrowsTwentyfoldShouldKeepTheSameSize() {
		JsonMapper json = JsonMapper.builder().build();
		this.view.desired("level:wire", change("c-1"));
		fill(250);
		int small = json.writeValueAsBytes(this.view.describe()).length;
		fill(5000);
		FleetDescriptor large = this.view.describe();
		assertThat(large.totals().instances()).isEqualTo(5001);
		assertThat(large.changes().get(0).appliedCount()).isEqualTo(5001);
		assertThat(json.writeValueAsBytes(large).length).isBetween(small, small + 20);
	}

	private void fill(int instances) {
		for (int i = 0; i < instances; i++) {
			String id = String.format("i-%04d", i);
			this.others.put(id, status(id, NOW, List.of("c-1"), 0));
		}
	}

	private static FleetStatus status(String id, Instant reportedAt, List<String> applied, long discarded) {
		return new FleetStatus(id, reportedAt, applied, LoggingMode.ALL_ASYNC, 0, 4096, discarded, false, Map.of());
	}

	private static FleetChange change(String changeId) {
		return new FleetChange("DEBUG", NOW.plusSeconds(600), NOW.minusSeconds(5), "alice", "m-self", changeId,
				"logging-perf.orders", 1);
	}

}
