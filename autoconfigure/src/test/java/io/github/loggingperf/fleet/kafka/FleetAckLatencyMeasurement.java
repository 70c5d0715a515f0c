package io.github.loggingperf.fleet.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetWrites;
import org.junit.jupiter.api.Test;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Not a test (surefire does not pick it up by name): measures the time from a fleet write
 * to the last acknowledgement, as the writing instance's fleet view sees it, for three
 * instances on the embedded broker. Run it with
 * {@code ./mvnw -pl autoconfigure test-compile surefire:test@kafka -Dtest=FleetAckLatencyMeasurement};
 * figures in docs/benchmarks.md.
 */
class FleetAckLatencyMeasurement {

	private static final int WRITES = 20;

	@Test
	void measure() throws Exception {
		EmbeddedKafkaKraftBroker broker = SingleBroker.start();
		String application = "fleet-latency-" + UUID.randomUUID().toString().substring(0, 8);
		try (FleetInstance a = start(broker, application, "a");
				FleetInstance b = start(broker, application, "b");
				FleetInstance c = start(broker, application, "c")) {
			for (FleetInstance instance : List.of(a, b, c)) {
				while (!instance.view().isConnected()) {
					Thread.onSpinWait();
				}
			}
			List<Long> micros = new ArrayList<>();
			for (int i = 0; i < WRITES + 2; i++) {
				long start = System.nanoTime();
				FleetWrites.Written written = a.writes()
					.write(Map.of(FleetSetting.level("fleet.latency"), (i % 2 == 0) ? "DEBUG" : "INFO"),
							Duration.ofMinutes(5), "bench");
				while (!allApplied(a, written.changeId())) {
					Thread.onSpinWait();
				}
				long elapsed = (System.nanoTime() - start) / 1000;
				if (i >= 2) {
					micros.add(elapsed);
				}
			}
			List<Long> sorted = micros.stream().sorted().toList();
			System.out.println("fleet write to last ack, 3 instances, " + WRITES + " writes: median "
					+ median(sorted) / 1000.0 + " ms, min " + sorted.get(0) / 1000.0 + " ms, max "
					+ sorted.get(sorted.size() - 1) / 1000.0 + " ms, all " + sorted);
			assertThat(sorted).hasSize(WRITES);
		}
		finally {
			broker.destroy();
		}
	}

	/**
	 * The median of sorted values: the middle one, or the mean of the two middle ones
	 * when their number is even.
	 */
	static double median(List<Long> sorted) {
		int middle = sorted.size() / 2;
		return (sorted.size() % 2 == 1) ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2.0;
	}

	private static boolean allApplied(FleetInstance writer, String changeId) {
		for (FleetDescriptor.ChangeDescriptor change : writer.view().describe().changes()) {
			if (change.changeId().equals(changeId)) {
				return change.pendingOn().isEmpty() && change.appliedBy().size() == 3;
			}
		}
		return false;
	}

	private static FleetInstance start(EmbeddedKafkaKraftBroker broker, String application, String id) {
		return FleetInstance.start(broker.getBrokersAsString(), application, id, null,
				"logging-perf.fleet.status-interval=30s");
	}

}
