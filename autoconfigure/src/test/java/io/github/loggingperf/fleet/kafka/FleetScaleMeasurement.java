package io.github.loggingperf.fleet.kafka;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import javax.management.MBeanServer;
import javax.management.ObjectName;

import io.github.loggingperf.autoconfigure.LoggingPerfProperties;
import io.github.loggingperf.fleet.FleetCodec;
import io.github.loggingperf.fleet.FleetDescriptor;
import io.github.loggingperf.fleet.FleetSetting;
import io.github.loggingperf.fleet.FleetSignature;
import io.github.loggingperf.fleet.FleetStatus;
import io.github.loggingperf.fleet.FleetUnavailableException;
import io.github.loggingperf.fleet.FleetWrites;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;
import org.springframework.scheduling.concurrent.CustomizableThreadFactory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Not a test (surefire does not pick it up by name): a fleet of 200 members (real Spring
 * contexts with the real {@link KafkaFleetTransport}, its listener container and
 * transactional template) on the embedded KRaft broker, all in this JVM, with the fleet's
 * default intervals and a secret; then, with the members still running, a generator
 * writes the signed status records of 9,800 more instances at the default
 * {@code status-interval}, so that the status topic carries those of 10,000. Measures in
 * one run, at 200 instances and at 10,000: the CPU of every thread group over an idle
 * window (the fleet's threads per member), the bytes each member's Kafka clients read a
 * second (their {@code incoming-byte-total}, read through JMX: each member has client ids
 * of its own), the status topic's records a second; at 200, the time from a fleet write
 * to its last acknowledgement as the writer's view sees it; at 10,000, the time of
 * {@code GET /actuator/logging-perf} (the endpoint's read operation and its JSON) on
 * members that had not read the statuses before and again on the same members, the size
 * of its body and the heap the statuses read hold. Writes
 * {@code benchmarks/results/fleet-scale-<date>T<time>.tsv}. Run it with
 * {@code ./mvnw -B -o -pl path-trie,autoconfigure test-compile surefire:test@kafka -Dtest=FleetScaleMeasurement -Dsurefire.failIfNoSpecifiedTests=false -DargLine=-Xmx6g};
 * {@code -Dfleet.members}, {@code -Dfleet.instances} (members and generated instances
 * together), {@code -Dfleet.idle-seconds}, {@code -Dfleet.properties} (member properties
 * separated by {@code ;}) and {@code -Dfleet.results} (the file to write) change the run.
 * Figures in docs/benchmarks.md.
 */
class FleetScaleMeasurement {

	private static final int WRITES = 20;

	private static final int WARMUP_WRITES = 2;

	private static final int GETS = 5;

	private static final String SECRET = "fleet-scale-measurement-secret-of-32-bytes";

	private static final String CLIENT_ID_PREFIX = "fleet-member-";

	private static final JsonMapper json = JsonMapper.builder().build();

	private final Map<String, String[]> rows = new LinkedHashMap<>();

	private final List<String> comments = new ArrayList<>();

	private String prefix = "";

	@Test
	void measure() throws Exception {
		int members = Integer.getInteger("fleet.members", 200);
		int instances = Integer.getInteger("fleet.instances", 10_000);
		long idleSeconds = Long.getLong("fleet.idle-seconds", 60);
		assertThat(instances).as("fleet.instances").isGreaterThan(members + GETS);
		List<String> extra = Arrays.stream(System.getProperty("fleet.properties", "").split(";"))
			.filter((property) -> !property.isBlank())
			.toList();
		Instant started = Instant.now();
		Path results = resultsFile(started);
		this.comments.add("benchmarks FleetScaleMeasurement, started " + started.truncatedTo(ChronoUnit.SECONDS)
				+ ", members=" + members + ", then " + instances + " instances (" + (instances - members)
				+ " generated), idle windows of " + idleSeconds + " s, writes=" + WRITES + " after " + WARMUP_WRITES
				+ " not counted");
		this.comments.add("machine: " + Runtime.getRuntime().availableProcessors() + " CPUs, java "
				+ System.getProperty("java.version") + ", max heap " + Runtime.getRuntime().maxMemory() / (1 << 20)
				+ " MiB, load average at start " + loadAverage());
		this.comments.add("member properties: the fleet's defaults, a secret" + (extra.isEmpty() ? "" : ", " + extra));
		this.comments.add("statuses are read only when a member's fleet view is asked for; no member is asked during "
				+ "the idle windows");
		quietLogs();
		measure(members, instances, idleSeconds, extra);
		this.comments.add("load average at end " + loadAverage());
		write(results);
	}

	private void measure(int members, int instances, long idleSeconds, List<String> extra) throws Exception {
		EmbeddedKafkaKraftBroker broker = SingleBroker.start();
		List<FleetInstance> fleet = new ArrayList<>();
		try {
			long startNanos = System.nanoTime();
			for (int i = 0; i < members; i++) {
				fleet.add(start(broker, String.format("member-%03d", i), extra));
				if (i == 0) {
					await().atMost(Duration.ofMinutes(1)).until(() -> fleet.get(0).view().isConnected());
				}
			}
			FleetInstance writer = fleet.get(0);
			await().atMost(Duration.ofMinutes(10))
				.pollInterval(Duration.ofSeconds(1))
				.until(() -> fleet.stream().allMatch((member) -> member.view().isConnected())
						&& writer.view().describe().totals().instances() == members);
			this.prefix = "";
			row("members", members, "members", "all connected, the writer's view lists all");
			row("start_s", (System.nanoTime() - startNanos) / 1e9, "s",
					"start of all members, one after another (the first creates the topics)");
			LoggingPerfProperties.Fleet effective = writer.bean(LoggingPerfProperties.class).getFleet();
			row("intervals", "check " + effective.getCheckInterval() + ", status " + effective.getStatusInterval()
					+ ", instance timeout " + effective.getInstanceTimeout(), "", "effective");
			acknowledgements(writer, members);
			// Not a wait for an outcome (every acknowledgement is in): a
			// quiet spell, so that the idle window starts after the
			// writes' own work (GC, JIT) has settled.
			Thread.sleep(10_000);
			this.prefix = members + " ";
			idle(fleet, broker, idleSeconds);
			try (StatusGenerator generator = new StatusGenerator(broker, writer, members, instances,
					effective.getStatusInterval())) {
				// every generated instance reports once per status-interval: after an
				// instance timeout the topic holds what a fleet of this size writes
				await().atMost(effective.getInstanceTimeout().plusMinutes(5))
					.pollInterval(Duration.ofSeconds(1))
					.until(() -> generator.runningFor().compareTo(effective.getInstanceTimeout()) > 0);
				this.prefix = instances + " ";
				idle(fleet, broker, idleSeconds);
				gets(fleet, instances);
				row("generated_records", generator.sent(), "records", "status records written by the generator");
			}
		}
		finally {
			close(fleet);
			broker.destroy();
		}
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
				"fleet write to last acknowledgement, as the writer's view sees it (read every 1 ms, statuses read "
						+ "at most every 200 ms)");
		row("ack_ms_p99", sorted.get((int) Math.ceil(0.99 * sorted.size()) - 1) / 1000.0, "ms",
				"nearest rank: the highest of " + WRITES);
		row("ack_ms_min", sorted.get(0) / 1000.0, "ms", "");
		row("writes_refused", refused, "writes",
				"answered 503 (the writer had lost the broker under the machine's load) and written again");
		row("ack_ms_all", String.join(" ", micros.stream().map((us) -> String.valueOf(us / 1000)).toList()), "ms",
				"in the order written");
	}

	private void idle(List<FleetInstance> fleet, EmbeddedKafkaKraftBroker broker, long seconds) throws Exception {
		int members = fleet.size();
		String statusTopic = fleet.get(0).transport().topics().status();
		try (KafkaConsumer<String, byte[]> consumer = consumer(broker)) {
			TopicPartition partition = new TopicPartition(statusTopic, 0);
			long firstOffset = endOffset(consumer, partition);
			String loadBefore = loadAverage();
			Map<String, Double> bytesBefore = memberClientBytes();
			ThreadCpu before = ThreadCpu.now();
			long start = System.nanoTime();
			// the idle window measured: nothing to wait for, the fleet is left alone
			Thread.sleep(seconds * 1000);
			ThreadCpu after = ThreadCpu.now();
			Map<String, Double> bytesAfter = memberClientBytes();
			double window = (System.nanoTime() - start) / 1e9;
			String loadAfter = loadAverage();
			long lastOffset = endOffset(consumer, partition);
			row("connected_after_idle", fleet.stream().filter((member) -> member.view().isConnected()).count(),
					"members", "connected at the end of the idle window");
			row("idle_window_s", window, "s", "load average " + loadBefore + " before, " + loadAfter + " after");
			row("load_average_before", loadBefore, "", "1, 5, 15 minutes");
			row("load_average_after", loadAfter, "", "1, 5, 15 minutes");
			long records = lastOffset - firstOffset;
			row("status_records_per_s", records / window, "records/s",
					records + " records written to the status topic");
			double consumerBytes = 0;
			double allBytes = 0;
			for (Map.Entry<String, Double> entry : bytesAfter.entrySet()) {
				double bytes = entry.getValue() - bytesBefore.getOrDefault(entry.getKey(), 0.0);
				allBytes += bytes;
				if (entry.getKey().startsWith("kafka.consumer")) {
					consumerBytes += bytes;
				}
			}
			row("consumer_bytes_read_per_s_per_member", consumerBytes / window / members, "B/s",
					"incoming-byte-total of the members' consumers (fetches, metadata), over the idle window");
			row("client_bytes_read_per_s_per_member", allBytes / window / members, "B/s",
					"incoming-byte-total of all the members' Kafka clients (consumers, producers, admin)");
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
					"the fleet's threads (desired-state consumer, producer senders, status reporter, container monitor)");
			row("fleet_cpu_pct_core_per_member", fleetNanos / perSecond / members / 10, "% of a core", "");
			row("starter_cpu_ms_per_s_per_member", starterNanos / perSecond / members, "ms/s",
					"the starter's other threads (expiry, top talkers)");
			row("other_threads_cpu_ms_per_s", otherNanos / perSecond, "ms/s",
					"every other thread: the broker's, the generator's, the test's, Log4j's");
			row("process_cpu_ms_per_s", processNanos / perSecond, "ms/s", "the whole JVM, GC and JIT included");
		}
	}

	private void gets(List<FleetInstance> fleet, int instances) {
		List<Long> cold = new ArrayList<>();
		List<Long> warm = new ArrayList<>();
		List<Long> retained = new ArrayList<>();
		int bodyBytes = 0;
		int fleetBytes = 0;
		for (FleetInstance member : fleet.subList(1, 1 + GETS)) {
			long heapBefore = usedHeapAfterGc();
			long start = System.nanoTime();
			byte[] body = json.writeValueAsBytes(member.endpoint().pipeline());
			cold.add(System.nanoTime() - start);
			retained.add(usedHeapAfterGc() - heapBefore);
			FleetDescriptor described = member.view().describe();
			assertThat(described.totals().instances()).as("instances in the view of " + member.id())
				.isBetween(instances - 1, instances + 1);
			bodyBytes = body.length;
			fleetBytes = json.writeValueAsBytes(described).length;
			// the next read of the statuses is at least REFRESH after this one
			LockSupport.parkNanos(Duration.ofMillis(250).toNanos());
			start = System.nanoTime();
			json.writeValueAsBytes(member.endpoint().pipeline());
			warm.add(System.nanoTime() - start);
		}
		List<Long> coldSorted = cold.stream().sorted().toList();
		List<Long> warmSorted = warm.stream().sorted().toList();
		row("get_ms_first_median", median(coldSorted) / 1e6, "ms",
				"GET /actuator/logging-perf (read operation and "
						+ "JSON) on a member that had not read the statuses for an instance timeout: it reads those "
						+ "written within it; median of " + GETS + " members");
		row("get_ms_first_max", coldSorted.get(coldSorted.size() - 1) / 1e6, "ms", "");
		row("get_ms_again_median", median(warmSorted) / 1e6, "ms",
				"the same members 250 ms later: they read only what was written since");
		row("get_ms_again_max", warmSorted.get(warmSorted.size() - 1) / 1e6, "ms", "");
		row("get_body_bytes", bodyBytes, "B", "the whole GET body, every change applied everywhere");
		row("get_fleet_bytes", fleetBytes, "B", "its fleet section");
		row("statuses_heap_bytes_per_member", median(retained.stream().sorted().toList()), "B",
				"heap held after a GET by the statuses a member read (median of " + GETS + ", heap after GC)");
	}

	private static boolean allApplied(FleetInstance writer, String changeId, int members) {
		for (FleetDescriptor.ChangeDescriptor change : writer.view().describe().changes()) {
			if (change.changeId().equals(changeId)) {
				return change.pendingOn().isEmpty() && change.appliedCount() == members;
			}
		}
		return false;
	}

	// the members' Kafka client threads carry their client ids; the generator's is
	// "other"
	private static String kind(String group) {
		if (group.startsWith("logging-perf-fleet") || group.contains("| " + CLIENT_ID_PREFIX)
				|| group.startsWith("ThreadPoolTaskScheduler")) {
			return "fleet";
		}
		return group.startsWith("logging-perf-") ? "starter" : "other";
	}

	/**
	 * Return the {@code incoming-byte-total} of each Kafka client of the members, by
	 * MBean name.
	 */
	private static Map<String, Double> memberClientBytes() throws Exception {
		MBeanServer server = ManagementFactory.getPlatformMBeanServer();
		Map<String, Double> bytes = new LinkedHashMap<>();
		for (String type : List.of("kafka.consumer:type=consumer-metrics", "kafka.producer:type=producer-metrics",
				"kafka.admin.client:type=admin-client-metrics")) {
			Set<ObjectName> names = server.queryNames(new ObjectName(type + ",client-id=" + CLIENT_ID_PREFIX + "*"),
					null);
			for (ObjectName name : names) {
				bytes.put(name.toString(), ((Number) server.getAttribute(name, "incoming-byte-total")).doubleValue());
			}
		}
		assertThat(bytes).as("Kafka client MBeans of the members").isNotEmpty();
		return bytes;
	}

	private static FleetInstance start(EmbeddedKafkaKraftBroker broker, String id, List<String> extra) {
		LoggingPerfProperties.Fleet defaults = new LoggingPerfProperties.Fleet();
		List<String> properties = new ArrayList<>(List.of("spring.kafka.client-id=" + CLIENT_ID_PREFIX + id,
				"logging-perf.fleet.check-interval=" + defaults.getCheckInterval().toMillis() + "ms",
				"logging-perf.fleet.status-interval=" + defaults.getStatusInterval().toMillis() + "ms",
				"logging-perf.fleet.send-timeout=" + defaults.getSendTimeout().toMillis() + "ms",
				"logging-perf.fleet.secret=" + SECRET));
		properties.addAll(extra);
		return FleetInstance.start(broker.getBrokersAsString(), "fleet-scale", id, null,
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
	 * Writes, from one producer thread, the signed status record of every generated
	 * instance once per {@code status-interval}, spread evenly over it, shaped as the
	 * writer's own status (so every change in force is applied by every generated
	 * instance).
	 */
	private static final class StatusGenerator implements AutoCloseable {

		private static final long TICK_MILLIS = 100;

		private final KafkaProducer<String, byte[]> producer;

		private final ScheduledExecutorService thread = Executors
			.newSingleThreadScheduledExecutor(new CustomizableThreadFactory("fleet-scale-generator-"));

		private final FleetSignature signature = FleetSignature.of(SECRET);

		private final FleetCodec codec = new FleetCodec();

		private final FleetStatus template;

		private final String topic;

		private final int first;

		private final int count;

		private final long intervalTicks;

		private final long started = System.nanoTime();

		private long tick;

		private final AtomicLong sent = new AtomicLong();

		StatusGenerator(EmbeddedKafkaKraftBroker broker, FleetInstance writer, int members, int instances,
				Duration interval) {
			this.producer = new KafkaProducer<>(
					Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString(),
							ProducerConfig.CLIENT_ID_CONFIG, "generator", ProducerConfig.LINGER_MS_CONFIG, 5),
					new StringSerializer(), new ByteArraySerializer());
			this.template = writer.view().ownStatus();
			this.topic = writer.transport().topics().status();
			this.first = members;
			this.count = instances - members;
			this.intervalTicks = Math.max(1, interval.toMillis() / TICK_MILLIS);
			this.thread.scheduleAtFixedRate(this::tick, 0, TICK_MILLIS, TimeUnit.MILLISECONDS);
		}

		private void tick() {
			long slot = this.tick++ % this.intervalTicks;
			for (int i = 0; i < this.count; i++) {
				if (i % this.intervalTicks == slot) {
					send(String.format("generated-%05d", this.first + i));
				}
			}
		}

		private void send(String instance) {
			FleetStatus status = new FleetStatus(instance, Instant.now(), this.template.appliedChanges(),
					this.template.mode(), this.template.ringBufferUsed(), this.template.ringBufferCapacity(),
					this.template.discarded(), this.template.locationEnabled(), this.template.findings());
			byte[] value = this.codec.write(status);
			ProducerRecord<String, byte[]> record = new ProducerRecord<>(this.topic, instance, value);
			record.headers().add(KafkaFleetTransport.SIGNATURE_HEADER, this.signature.sign(instance, value));
			this.producer.send(record);
			this.sent.incrementAndGet();
		}

		Duration runningFor() {
			return Duration.ofNanos(System.nanoTime() - this.started);
		}

		long sent() {
			return this.sent.get();
		}

		@Override
		public void close() throws InterruptedException {
			this.thread.shutdown();
			this.thread.awaitTermination(1, TimeUnit.MINUTES);
			this.producer.close();
		}

	}

}
