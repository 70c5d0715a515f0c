package io.github.loggingperf.fleet.kafka;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

import io.github.loggingperf.autoconfigure.LoggingPerfProperties;
import io.github.loggingperf.fleet.FleetChange;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetStatus;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetView;
import io.github.loggingperf.fleet.FleetWrites;
import io.github.loggingperf.fleet.PopulatedFleetView;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Not a test (surefire does not pick it up by name): a fleet of 200 members (real Spring
 * contexts with the real {@link KafkaFleetTransport}, its listener container and
 * transactional template) on the embedded KRaft broker, all in this JVM, with the fleet's
 * default intervals and a secret. Measures in one run the time from a fleet write to its
 * last acknowledgement as the writer's view sees it, the CPU of every thread group over
 * an idle window (the fleet's threads per member, the broker's), the status topic's
 * records and bytes a second, the size of the {@code fleet} section and of the whole
 * {@code GET /actuator/logging-perf} body, a late member's catch-up, and the heap held by
 * a fleet view at this size and at 10,000 instances. Writes
 * {@code benchmarks/results/fleet-scale-<date>T<time>.tsv}. Run it with
 * {@code ./mvnw -B -o -pl path-trie,autoconfigure test-compile surefire:test@kafka -Dtest=FleetScaleMeasurement -Dsurefire.failIfNoSpecifiedTests=false -DargLine=-Xmx6g};
 * {@code -Dfleet.members}, {@code -Dfleet.idle-seconds}, {@code -Dfleet.properties}
 * (member properties separated by {@code ;}) and {@code -Dfleet.variants} (the
 * {@link Variant}s measured one after another, each on a fresh broker, default
 * {@code immediate,batched}) change the run. Figures in docs/benchmarks.md.
 */
class FleetScaleMeasurement {

	private static final int WRITES = 20;

	private static final int WARMUP_WRITES = 2;

	private static final int LARGE_FLEET = 10_000;

	private static final String SECRET = "fleet-scale-measurement-secret";

	private static final JsonMapper json = JsonMapper.builder().build();

	private final Map<String, String[]> rows = new LinkedHashMap<>();

	private final List<String> comments = new ArrayList<>();

	private String prefix = "";

	@Test
	void measure() throws Exception {
		int members = Integer.getInteger("fleet.members", 200);
		long idleSeconds = Long.getLong("fleet.idle-seconds", 60);
		List<String> extra = Arrays.stream(System.getProperty("fleet.properties", "").split(";"))
			.filter((property) -> !property.isBlank())
			.toList();
		Instant started = Instant.now();
		Path results = resultsFile(started);
		this.comments.add("benchmarks FleetScaleMeasurement, started " + started.truncatedTo(ChronoUnit.SECONDS)
				+ ", members=" + members + ", idle window " + idleSeconds + " s, writes=" + WRITES + " after "
				+ WARMUP_WRITES + " not counted");
		this.comments.add("machine: " + Runtime.getRuntime().availableProcessors() + " CPUs, java "
				+ System.getProperty("java.version") + ", max heap " + Runtime.getRuntime().maxMemory() / (1 << 20)
				+ " MiB, load average at start " + loadAverage());
		this.comments.add("member properties: the fleet's defaults, a secret" + (extra.isEmpty() ? "" : ", " + extra));
		quietLogs();
		for (Variant variant : variants()) {
			this.prefix = variant.label() + " ";
			this.comments.add(variant.label() + ": " + variant.description());
			measure(variant, members, idleSeconds, extra);
		}
		this.comments.add("load average at end " + loadAverage());
		write(results);
	}

	private void measure(Variant variant, int members, long idleSeconds, List<String> extra) throws Exception {
		EmbeddedKafkaKraftBroker broker = SingleBroker.start();
		List<FleetInstance> fleet = new ArrayList<>();
		try {
			long startNanos = System.nanoTime();
			for (int i = 0; i < members; i++) {
				fleet.add(start(broker, variant, String.format("member-%03d", i), extra));
				if (i == 0) {
					await().atMost(Duration.ofMinutes(1)).until(() -> fleet.get(0).view().isConnected());
				}
			}
			await().atMost(Duration.ofMinutes(10))
				.pollInterval(Duration.ofSeconds(1))
				.until(() -> fleet.stream()
					.allMatch((member) -> member.view().isConnected()
							&& member.view().describe().totals().instances() == members));
			row("members", members, "members", "all connected, each view lists all");
			row("start_s", (System.nanoTime() - startNanos) / 1e9, "s",
					"start of all members, one after another (the first creates the topics)");
			FleetInstance writer = fleet.get(0);
			LoggingPerfProperties.Fleet effective = writer.bean(LoggingPerfProperties.class).getFleet();
			row("intervals", "check " + effective.getCheckInterval() + ", status " + effective.getStatusInterval()
					+ ", instance timeout " + effective.getInstanceTimeout(), "", "effective");
			acknowledgements(writer, members);
			// Not a wait for an outcome (every acknowledgement is in): a
			// quiet spell, so that the idle window starts after the
			// writes' own work (GC, JIT) has settled.
			Thread.sleep(10_000);
			idle(fleet, broker, idleSeconds);
			sizes(writer, broker, members);
			catchUp(broker, variant, members, extra);
			row("heap_used_after_gc_mib", usedHeapAfterGc() / (double) (1 << 20), "MiB",
					"the whole JVM: broker and " + (members + 1) + " members");
			assertThat(this.rows).containsKeys(this.prefix + "ack_ms_median",
					this.prefix + "fleet_cpu_pct_core_per_member", this.prefix + "status_records_per_s",
					this.prefix + "get_fleet_bytes");
		}
		finally {
			close(fleet);
			broker.destroy();
		}
	}

	private static List<Variant> variants() {
		return Arrays.stream(System.getProperty("fleet.variants", "immediate,batched").split(","))
			.map((name) -> Variant.valueOf(name.trim().toUpperCase(Locale.ROOT)))
			.toList();
	}

	private void acknowledgements(FleetInstance writer, int members) {
		List<Long> micros = new ArrayList<>();
		int refused = 0;
		for (int i = 0; i < WARMUP_WRITES + WRITES; i++) {
			await().atMost(Duration.ofMinutes(2)).until(() -> writer.view().isConnected());
			long start = System.nanoTime();
			FleetWrites.Written written;
			try {
				written = writer.writes()
					.write(Map.of(FleetSetting.level("fleet.scale"), (i % 2 == 0) ? "DEBUG" : "INFO"),
							Duration.ofMinutes(30), "measurement");
			}
			catch (FleetUnavailableException ex) {
				refused++;
				i--;
				continue;
			}
			while (!allApplied(writer, written.changeId(), members)) {
				assertThat(System.nanoTime() - start).as("acknowledged by every member within two minutes")
					.isLessThan(Duration.ofMinutes(2).toNanos());
				LockSupport.parkNanos(1_000_000);
			}
			long elapsed = (System.nanoTime() - start) / 1000;
			if (i >= WARMUP_WRITES) {
				micros.add(elapsed);
			}
			LockSupport.parkNanos(Duration.ofSeconds(1).toNanos());
		}
		List<Long> sorted = micros.stream().sorted().toList();
		row("ack_ms_median", median(sorted) / 1000.0, "ms",
				"fleet write to last acknowledgement, as the writer sees it");
		row("ack_ms_p99", sorted.get((int) Math.ceil(0.99 * sorted.size()) - 1) / 1000.0, "ms",
				"nearest rank: the highest of " + WRITES);
		row("ack_ms_min", sorted.get(0) / 1000.0, "ms", "");
		row("writes_refused", refused, "writes",
				"answered 503 (the writer had lost the broker under the machine's load) and written again");
		row("ack_ms_all", String.join(" ", micros.stream().map((us) -> String.valueOf(us / 1000)).toList()), "ms",
				"in the order written");
	}

	private void idle(List<FleetInstance> fleet, EmbeddedKafkaKraftBroker broker, long seconds)
			throws InterruptedException {
		int members = fleet.size();
		String statusTopic = fleet.get(0).transport().topics().status();
		try (KafkaConsumer<String, byte[]> consumer = consumer(broker)) {
			TopicPartition partition = new TopicPartition(statusTopic, 0);
			long firstOffset = endOffset(consumer, partition);
			String loadBefore = loadAverage();
			ThreadCpu before = ThreadCpu.now();
			long start = System.nanoTime();
			// the idle window measured: nothing to wait for, the fleet is left alone
			Thread.sleep(seconds * 1000);
			ThreadCpu after = ThreadCpu.now();
			double window = (System.nanoTime() - start) / 1e9;
			String loadAfter = loadAverage();
			long lastOffset = endOffset(consumer, partition);
			row("connected_after_idle", fleet.stream().filter((member) -> member.view().isConnected()).count(),
					"members", "connected at the end of the idle window");
			long bytes = 0;
			for (ConsumerRecord<String, byte[]> record : read(consumer, partition, firstOffset, lastOffset)) {
				bytes += size(record);
			}
			row("idle_window_s", window, "s", "load average " + loadBefore + " before, " + loadAfter + " after");
			row("load_average_before", loadBefore, "", "1, 5, 15 minutes");
			row("load_average_after", loadAfter, "", "1, 5, 15 minutes");
			long records = lastOffset - firstOffset;
			row("status_records_per_s", records / window, "records/s",
					records + " records written to the status topic");
			row("status_bytes_per_s", bytes / window, "B/s", "key, value and headers, without Kafka's batch overhead");
			row("status_bytes_per_record", (records > 0) ? bytes / (double) records : 0, "B", "");
			row("status_bytes_read_per_s_per_member", bytes / window, "B/s",
					"every member reads every status: the broker sends " + members + " times this");
			Map<String, ThreadCpu.Group> groups = after.since(before);
			long fleetNanos = 0;
			long starterNanos = 0;
			long otherNanos = 0;
			for (Map.Entry<String, ThreadCpu.Group> entry : groups.entrySet()) {
				String kind = kind(entry.getKey());
				long nanos = entry.getValue().nanos();
				switch (kind) {
					case "fleet" -> fleetNanos += nanos;
					case "starter" -> starterNanos += nanos;
					default -> otherNanos += nanos;
				}
				row("threads " + entry.getKey(), nanos / 1e6, "ms",
						entry.getValue().threads() + " threads, " + kind + ", CPU over the idle window");
			}
			long processNanos = after.processSince(before);
			double perSecond = 1e6 * window;
			row("fleet_cpu_ms_per_s_per_member", fleetNanos / perSecond / members, "ms/s",
					"the fleet's threads (two container consumers, producer sender, status reporter, container monitor)");
			row("fleet_cpu_pct_core_per_member", fleetNanos / perSecond / members / 10, "% of a core", "");
			row("starter_cpu_ms_per_s_per_member", starterNanos / perSecond / members, "ms/s",
					"the starter's other threads (expiry, top talkers)");
			row("other_threads_cpu_ms_per_s", otherNanos / perSecond, "ms/s",
					"every other thread: the broker's, the test's, Log4j's");
			row("process_cpu_ms_per_s", processNanos / perSecond, "ms/s", "the whole JVM, GC and JIT included");
			row("process_cpu_pct_core_per_member", processNanos / perSecond / members / 10, "% of a core",
					"the whole JVM (broker included) divided by the members");
		}
	}

	private void sizes(FleetInstance writer, EmbeddedKafkaKraftBroker broker, int members) {
		FleetDescriptor described = writer.view().describe();
		row("get_fleet_bytes", json.writeValueAsBytes(described).length, "B",
				"the fleet section of the writer, " + described.totals().instances() + " instances, "
						+ described.totals().changes() + " change applied everywhere");
		row("get_body_bytes", json.writeValueAsBytes(writer.endpoint().pipeline()).length, "B",
				"the whole GET /actuator/logging-perf body of the writer");
		FleetCodec codec = new FleetCodec();
		Map<String, byte[]> latest = new LinkedHashMap<>();
		try (KafkaConsumer<String, byte[]> consumer = consumer(broker)) {
			TopicPartition partition = new TopicPartition(writer.transport().topics().status(), 0);
			for (ConsumerRecord<String, byte[]> record : read(consumer, partition, 0, endOffset(consumer, partition))) {
				if (record.value() != null && !record.key().equals(writer.id())) {
					latest.put(record.key(), record.value());
				}
			}
		}
		FleetStatus own = writer.view().ownStatus();
		Map<String, FleetChange> desired = new LinkedHashMap<>();
		for (FleetDescriptor.ChangeDescriptor change : described.changes()) {
			desired.put(change.setting(), new FleetChange(change.value(), change.expiresAt(), change.changedAt(),
					change.changedBy(), change.origin(), change.changeId(), "fleet", 1));
		}
		int copies = 40;
		long bytes = retained(() -> PopulatedFleetView.of(own, Clock.systemUTC(), Duration.ofMinutes(10),
				latest.values().stream().map(codec::readStatus).toList(), desired), copies);
		row("view_bytes", bytes, "B", "heap held by a fleet view with the " + latest.size()
				+ " statuses read from the status topic (mean of " + copies + " copies, heap after GC)");
		row("view_bytes_per_instance", bytes / (double) latest.size(), "B", "");
		FleetStatus template = codec.readStatus(latest.values().iterator().next());
		Supplier<FleetView> large = () -> PopulatedFleetView.of(own, Clock.systemUTC(), Duration.ofMinutes(10),
				statuses(codec, template, LARGE_FLEET - 1), desired);
		long largeBytes = retained(large, 2);
		row("view_bytes_" + LARGE_FLEET, largeBytes, "B",
				"the same with " + (LARGE_FLEET - 1) + " statuses shaped as the real ones (mean of 2 copies)");
		FleetView largeView = large.get();
		row("get_fleet_bytes_" + LARGE_FLEET, json.writeValueAsBytes(largeView.describe()).length, "B",
				"the fleet section at " + LARGE_FLEET + " instances, every change applied everywhere");
		Map<String, FleetChange> pending = new LinkedHashMap<>(desired);
		pending.put("level:fleet.scale.new", new FleetChange("DEBUG", null, Instant.now(), "measurement",
				own.instance(), "a-change-no-instance-has-applied-yet", "fleet", 2));
		FleetView pendingView = PopulatedFleetView.of(own, Clock.systemUTC(), Duration.ofMinutes(10),
				statuses(codec, template, LARGE_FLEET - 1), pending);
		row("get_fleet_bytes_" + LARGE_FLEET + "_pending", json.writeValueAsBytes(pendingView.describe()).length, "B",
				"the same while one more change is pending on every instance (pendingOn lists them all)");
		long decodeStart = System.nanoTime();
		statuses(codec, template, LARGE_FLEET);
		row("status_encode_decode_us", (System.nanoTime() - decodeStart) / 1e3 / LARGE_FLEET, "us",
				"JSON write and read of one status, mean of " + LARGE_FLEET);
	}

	private void catchUp(EmbeddedKafkaKraftBroker broker, Variant variant, int members, List<String> extra) {
		long start = System.nanoTime();
		try (FleetInstance late = start(broker, variant, "member-late", extra)) {
			long started = System.nanoTime();
			await().atMost(Duration.ofMinutes(2))
				.pollInterval(Duration.ofMillis(5))
				.until(() -> late.view().isConnected() && late.view().describe().totals().instances() == members + 1
						&& !late.applier().appliedChangeIds().isEmpty());
			long caughtUp = System.nanoTime();
			row("late_member_context_ms", (started - start) / 1e6, "ms",
					"start of the Spring context of a late member");
			row("late_member_catch_up_ms", (caughtUp - started) / 1e6, "ms",
					"then until it is connected, has applied the change in force and lists all " + (members + 1)
							+ " instances");
		}
	}

	private static List<FleetStatus> statuses(FleetCodec codec, FleetStatus template, int count) {
		List<FleetStatus> statuses = new ArrayList<>(count);
		for (int i = 0; i < count; i++) {
			FleetStatus status = new FleetStatus(String.format("member-%05d", i), Instant.now(),
					template.appliedChanges(), template.mode(), template.ringBufferUsed(),
					template.ringBufferCapacity(), template.discarded(), template.locationEnabled(),
					template.findings());
			statuses.add(codec.readStatus(codec.write(status)));
		}
		return statuses;
	}

	private static boolean allApplied(FleetInstance writer, String changeId, int members) {
		for (FleetDescriptor.ChangeDescriptor change : writer.view().describe().changes()) {
			if (change.changeId().equals(changeId)) {
				return change.pendingOn().isEmpty() && change.appliedCount() == members;
			}
		}
		return false;
	}

	private static String kind(String group) {
		if (group.startsWith("logging-perf-fleet") || group.startsWith("kafka-producer-network-thread")
				|| group.startsWith("kafka-admin-client-thread") || group.startsWith("ThreadPoolTaskScheduler")) {
			return "fleet";
		}
		return group.startsWith("logging-perf-") ? "starter" : "other";
	}

	private static FleetInstance start(EmbeddedKafkaKraftBroker broker, Variant variant, String id,
			List<String> extra) {
		LoggingPerfProperties.Fleet defaults = new LoggingPerfProperties.Fleet();
		List<String> properties = new ArrayList<>(
				List.of("logging-perf.fleet.check-interval=" + defaults.getCheckInterval().toMillis() + "ms",
						"logging-perf.fleet.status-interval=" + defaults.getStatusInterval().toMillis() + "ms",
						"logging-perf.fleet.send-timeout=" + defaults.getSendTimeout().toMillis() + "ms",
						"logging-perf.fleet.secret=" + SECRET));
		properties.addAll(extra);
		return FleetInstance.startWith(variant.components(), broker.getBrokersAsString(), "fleet-scale", id,
				properties.toArray(String[]::new));
	}

	private static KafkaConsumer<String, byte[]> consumer(EmbeddedKafkaKraftBroker broker) {
		return new KafkaConsumer<>(
				Map.of(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString(),
						ConsumerConfig.CLIENT_ID_CONFIG, "measurement"),
				new StringDeserializer(), new ByteArrayDeserializer());
	}

	private static long endOffset(KafkaConsumer<String, byte[]> consumer, TopicPartition partition) {
		return consumer.endOffsets(List.of(partition)).get(partition);
	}

	private static List<ConsumerRecord<String, byte[]>> read(KafkaConsumer<String, byte[]> consumer,
			TopicPartition partition, long from, long to) {
		List<ConsumerRecord<String, byte[]>> records = new ArrayList<>();
		consumer.assign(List.of(partition));
		consumer.seek(partition, from);
		while (consumer.position(partition) < to) {
			for (ConsumerRecord<String, byte[]> record : consumer.poll(Duration.ofSeconds(1))) {
				if (record.offset() < to) {
					records.add(record);
				}
			}
		}
		return records;
	}

	private static long size(ConsumerRecord<String, byte[]> record) {
		long size = Math.max(0, record.serializedKeySize()) + Math.max(0, record.serializedValueSize());
		for (Header header : record.headers()) {
			size += header.key().getBytes(StandardCharsets.UTF_8).length
					+ ((header.value() != null) ? header.value().length : 0);
		}
		return size;
	}

	private static long retained(Supplier<?> build, int copies) {
		long before = usedHeapAfterGc();
		List<Object> kept = new ArrayList<>();
		for (int i = 0; i < copies; i++) {
			kept.add(build.get());
		}
		long after = usedHeapAfterGc();
		assertThat(kept).hasSize(copies);
		return (after - before) / copies;
	}

	private static long usedHeapAfterGc() {
		System.gc();
		System.gc();
		return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
	}

	private static double median(List<Long> sorted) {
		int middle = sorted.size() / 2;
		return (sorted.size() % 2 == 1) ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2.0;
	}

	private static String loadAverage() {
		try {
			String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
			return fields[0] + " " + fields[1] + " " + fields[2];
		}
		catch (IOException ex) {
			return "unknown";
		}
	}

	private static void quietLogs() {
		Configurator.setRootLevel(Level.WARN);
		Configurator.setLevel(Map.of("org.apache.kafka", Level.WARN, "kafka", Level.WARN, "org.springframework.kafka",
				Level.WARN, "io.github.loggingperf", Level.WARN));
	}

	private static void close(List<FleetInstance> fleet) throws InterruptedException {
		ExecutorService closing = Executors.newFixedThreadPool(32);
		fleet.forEach((member) -> closing.execute(member::close));
		closing.shutdown();
		closing.awaitTermination(5, TimeUnit.MINUTES);
	}

	private void row(String key, Object value, String unit, String note) {
		String text = (value instanceof Double number) ? String.format(Locale.ROOT, "%.3f", number)
				: String.valueOf(value);
		this.rows.put(this.prefix + key, new String[] { text, unit, note });
	}

	private void write(Path results) throws IOException {
		StringBuilder text = new StringBuilder();
		this.comments.forEach((comment) -> text.append("# ").append(comment).append('\n'));
		text.append("row\tvalue\tunit\tnote\n");
		this.rows.forEach((key, value) -> text.append(key).append('\t').append(String.join("\t", value)).append('\n'));
		Files.writeString(results, text);
		System.out.println("fleet scale results: " + results + "\n" + text);
	}

	private static Path resultsFile(Instant started) {
		String configured = System.getProperty("fleet.results");
		if (configured != null) {
			return Path.of(configured);
		}
		Path directory = Path.of("").toAbsolutePath();
		while (directory != null && !Files.isDirectory(directory.resolve("benchmarks/results"))) {
			directory = directory.getParent();
		}
		assertThat(directory).as("a benchmarks/results directory above " + Path.of("").toAbsolutePath()).isNotNull();
		String name = "fleet-scale-"
				+ DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmm").format(started.atZone(ZoneOffset.UTC)) + ".tsv";
		return directory.resolve("benchmarks/results").resolve(name);
	}

	/**
	 * How the members' desired-state container fetches.
	 */
	enum Variant {

		/**
		 * As shipped: the broker answers a desired-state fetch as soon as one record is
		 * written.
		 */
		IMMEDIATE("desired-state fetches answered at once (as shipped), statuses batched", List.of()),

		/**
		 * As before: desired-state fetches wait like the statuses' (a megabyte or 500
		 * ms).
		 */
		BATCHED("desired-state fetches batched like the statuses (as in the previous run)",
				List.of(BatchedDesiredStateFetch.class));

		private final String description;

		private final List<Class<?>> components;

		Variant(String description, List<Class<?>> components) {
			this.description = description;
			this.components = components;
		}

		String label() {
			return name().toLowerCase(Locale.ROOT);
		}

		String description() {
			return this.description;
		}

		List<Class<?>> components() {
			return this.components;
		}

	}

	/**
	 * The auto-configured transport, except that the desired-state container keeps the
	 * consumer factory's (the statuses') fetch settings.
	 */
	@Configuration(proxyBeanMethods = false)
	static class BatchedDesiredStateFetch {

		@Bean
		static BeanPostProcessor batchedDesiredStateFetch(ObjectProvider<ConsumerFactory<?, ?>> consumerFactory,
				ObjectProvider<LoggingPerfProperties> properties) {
			return new BeanPostProcessor() {

				@Override
				public Object postProcessAfterInitialization(Object bean, String beanName) {
					if (!(bean instanceof KafkaFleetTransport transport)) {
						return bean;
					}
					LoggingPerfProperties.Fleet fleet = properties.getObject().getFleet();
					KafkaFleetClients clients = new KafkaFleetClients(fleet.getCheckInterval(), fleet.getSendTimeout());
					return new KafkaFleetTransport(
							clients.consumerFactory(consumerFactory.getObject().getConfigurationProperties()),
							new Properties(), transport.template(), transport.topics(), fleet.getCheckInterval());
				}

			};
		}

	}

}
