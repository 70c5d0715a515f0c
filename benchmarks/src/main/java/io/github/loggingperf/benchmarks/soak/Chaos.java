package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The faults and changes of a run, drawn from one seeded {@link Random} and made one
 * after the other by one thread, in rounds: in each round a DEBUG window on the demo
 * logger (on one instance or the fleet, through the endpoint or the MCP tools, drawn), a
 * raised discard threshold, location capture, a bulk write of loggers nobody logs to and
 * a reset of some of them, hostile bodies, a fleet record written again by someone
 * without the secret, and one fault of each lane: a stalled log collector, a full file
 * system, a reloaded Log4j configuration; the broker stopped and started, an instance
 * stopped with SIGTERM and started again. A fault's end is scheduled, so faults of
 * different lanes and rounds overlap. Everything done is written to the history file, one
 * tab-separated line each.
 */
final class Chaos {

	static final String DEMO_LOGGER = "com.example.orders.demo.DemoLogController";

	private static final String[] HOSTILE_BODIES = { "[1, 2]", "\"DEBUG\"", "{\"levels\":{\"com.example\":\"LOUD\"}}",
			"{\"discardThreshold\":\"WARN\",\"ttl\":\"-5m\"}", "{\"discardThreshold\":\"WARN\"",
			"{\"levels\":{\"com.example\":\"DEBUG\"},\"scope\":\"galaxy\",\"ttl\":\"1m\"}",
			"{\"locationEnabled\":\"yes\",\"ttl\":\"1m\"}",
			"{\"levels\":{\"com.example\":\"DEBUG\"},\"scope\":\"fleet\"}", "{\"ttl\":\"PT1M\"}" };

	private final Random random;

	private final SoakInstances instances;

	private final Broker broker;

	private final @Nullable DiskFiller disk;

	private final Path logConfiguration;

	private final FleetReplay replay;

	private final McpCalls mcp;

	private final PrintWriter history;

	private final List<ChangeWindow> windows = new CopyOnWriteArrayList<>();

	private final List<Fault> faults = new CopyOnWriteArrayList<>();

	private final List<String> problems = new CopyOnWriteArrayList<>();

	private int changes;

	private int hostileRequests;

	private int replays;

	private int round;

	Chaos(long seed, SoakInstances instances, Broker broker, @Nullable DiskFiller disk, Path logConfiguration,
			Path history, McpCalls mcp) throws IOException {
		this.random = new Random(seed);
		this.instances = instances;
		this.broker = broker;
		this.disk = disk;
		this.logConfiguration = logConfiguration;
		this.replay = new FleetReplay(broker.address());
		this.mcp = mcp;
		this.history = new PrintWriter(Files.newBufferedWriter(history, StandardCharsets.UTF_8), true);
		this.history.println("at\tround\taction\tdetail");
	}

	/**
	 * Run one round of the given length.
	 * @param length the round's length
	 * @throws Exception if a fault cannot be made
	 */
	void round(Duration length) throws Exception {
		this.round++;
		long end = System.currentTimeMillis() + length.toMillis();
		long slot = length.toMillis() / 8;
		debugWindow(length);
		pause(slot / 2);
		lane1Fault(length);
		pause(slot);
		switchWindow("threshold", "{\"discardThreshold\":\"WARN\",\"ttl\":\"%ds\"}", length);
		pause(slot);
		noise(length);
		pause(slot);
		hostile();
		replay();
		pause(slot);
		lane2Fault(length);
		pause(slot);
		switchWindow("location", "{\"locationEnabled\":true,\"ttl\":\"%ds\"}", length);
		pause(Math.max(0, end - System.currentTimeMillis()));
	}

	private void debugWindow(Duration round) throws Exception {
		long ttl = seconds(round.toSeconds() / 6, round.toSeconds() / 3);
		boolean fleet = this.random.nextBoolean();
		boolean mcp = this.random.nextBoolean();
		SampleInstance target = this.instances.any(this.random);
		long sentAt = System.currentTimeMillis();
		Answer answer = mcp ? debugThroughMcp(target, ttl, fleet) : debugThroughEndpoint(target, ttl, fleet);
		if (answer.applied()) {
			JsonNode expiresAt = answer.body().findValue("expiresAt");
			this.windows.add(new ChangeWindow("debug", DEMO_LOGGER, fleet ? "fleet" : "instance", target.name(),
					fleet ? this.instances.names() : List.of(target.name()), sentAt,
					(expiresAt != null && expiresAt.isString()) ? Instant.parse(expiresAt.asString()).toEpochMilli()
							: sentAt + TimeUnit.SECONDS.toMillis(ttl) + 1000));
			this.changes++;
		}
		else if (!(fleet && this.broker.isStopped())) {
			this.problems.add("round " + this.round + ": DEBUG window on " + target.name() + " refused: " + answer);
		}
		log("debug-window", target.name() + (fleet ? " fleet" : "") + (mcp ? " through MCP" : "") + " ttl=" + ttl
				+ "s -> " + (answer.applied() ? "applied" : "refused"));
	}

	private Answer debugThroughEndpoint(SampleInstance target, long ttl, boolean fleet) throws Exception {
		String body = "{\"levels\":{\"" + DEMO_LOGGER + "\":\"DEBUG\"},\"ttl\":\"" + ttl + "s\""
				+ (fleet ? ",\"scope\":\"fleet\"" : "") + "}";
		HttpResponse<String> response = write(target, body);
		JsonNode answer = SoakJson.read(response.body());
		return new Answer(response.statusCode() == 200, fleet ? answer : answer.path("overrides").path(DEMO_LOGGER),
				response.statusCode() + " " + response.body());
	}

	private Answer debugThroughMcp(SampleInstance target, long ttl, boolean fleet) throws Exception {
		ObjectNode arguments = JsonNodeFactory.instance.objectNode()
			.put("logger", DEMO_LOGGER)
			.put("level", "DEBUG")
			.put("ttl", "PT" + ttl + "S")
			.put("scope", fleet ? "fleet" : "instance");
		JsonNode result = this.mcp.call(target.port(), "set-logger-level", arguments).path("result");
		boolean applied = result.isObject() && !result.path("isError").asBoolean(false);
		String text = result.path("content").path(0).path("text").asString("");
		JsonNode body = text.startsWith("{") ? SoakJson.read(text) : JsonNodeFactory.instance.objectNode();
		return new Answer(applied, body, text.isEmpty() ? result.toString() : text);
	}

	private void switchWindow(String kind, String body, Duration round) throws Exception {
		long ttl = seconds(5, round.toSeconds() / 6);
		SampleInstance target = this.instances.any(this.random);
		long sentAt = System.currentTimeMillis();
		HttpResponse<String> response = write(target, body.formatted(ttl));
		if (response.statusCode() == 200) {
			this.windows.add(new ChangeWindow(kind, kind, "instance", target.name(), List.of(target.name()), sentAt,
					sentAt + TimeUnit.SECONDS.toMillis(ttl) + 1000));
			this.changes++;
		}
		else {
			this.problems.add("round " + this.round + ": " + kind + " on " + target.name() + " answered "
					+ response.statusCode() + " " + response.body());
		}
		log(kind, target.name() + " ttl=" + ttl + "s -> " + response.statusCode());
	}

	private void noise(Duration round) throws Exception {
		SampleInstance target = this.instances.any(this.random);
		int count = 20 + this.random.nextInt(30);
		List<String> names = new ArrayList<>();
		StringBuilder levels = new StringBuilder();
		for (int i = 0; i < count; i++) {
			String name = "com.example.soak.r" + this.round + ".n" + i;
			names.add(name);
			levels.append(levels.isEmpty() ? "" : ",").append('"').append(name).append("\":\"DEBUG\"");
		}
		long ttl = seconds(5, round.toSeconds() / 3);
		HttpResponse<String> written = write(target, "{\"levels\":{" + levels + "},\"ttl\":\"" + ttl + "s\"}");
		StringBuilder resets = new StringBuilder();
		for (String name : names.subList(0, count / 2)) {
			resets.append(resets.isEmpty() ? "" : ",").append('"').append(name).append("\":null");
		}
		HttpResponse<String> reset = write(target, "{\"levels\":{" + resets + "}}");
		long sentAt = System.currentTimeMillis();
		if (written.statusCode() == 200) {
			this.windows.add(new ChangeWindow("noise", names.get(0), "instance", target.name(), List.of(target.name()),
					sentAt, sentAt + TimeUnit.SECONDS.toMillis(ttl) + 1000));
		}
		if (written.statusCode() != 200 || reset.statusCode() != 200) {
			this.problems.add("round " + this.round + ": bulk write " + written.statusCode() + ", reset "
					+ reset.statusCode() + " on " + target.name() + ": " + written.body());
		}
		else {
			this.changes += count + count / 2;
		}
		log("noise", target.name() + " " + count + " loggers ttl=" + ttl + "s, " + (count / 2) + " reset -> "
				+ written.statusCode() + "/" + reset.statusCode());
	}

	private void hostile() throws Exception {
		SampleInstance target = this.instances.any(this.random);
		JsonNode before = target.endpoint();
		int refused = 0;
		for (int i = 0; i < 6; i++) {
			String body = HOSTILE_BODIES[this.random.nextInt(HOSTILE_BODIES.length)];
			int kind = this.random.nextInt(4);
			HttpResponse<String> response = switch (kind) {
				case 0 -> target.post("/actuator/logging-perf", "application/json", body, false);
				case 1 -> target.post("/actuator/logging-perf", "text/plain", body, true);
				default -> write(target, body);
			};
			this.hostileRequests++;
			if (response.statusCode() >= 400 && response.statusCode() < 500) {
				refused++;
			}
			else {
				this.problems.add("round " + this.round + ": hostile body " + body + " (kind " + kind + ") answered "
						+ response.statusCode());
			}
		}
		JsonNode after = target.endpoint();
		if (!after.path("overrides").toString().equals(before.path("overrides").toString())
				&& after.path("overrides").propertyNames().stream().anyMatch((name) -> name.equals("com.example"))) {
			this.problems.add("round " + this.round + ": a hostile body changed the overrides of " + target.name());
		}
		log("hostile", target.name() + " " + refused + " of 6 refused");
	}

	private void replay() {
		if (this.broker.isStopped()) {
			log("replay", "left out: the broker is stopped");
			return;
		}
		try {
			Long offset = this.replay.replayLast("level:" + DEMO_LOGGER);
			if (offset != null) {
				this.replays++;
			}
			log("replay",
					(offset != null) ? "the DEBUG change at offset " + offset + " written again, signature and all"
							: "no fleet change of the demo logger yet");
		}
		catch (Exception ex) {
			log("replay", "failed: " + ex);
		}
	}

	private void lane1Fault(Duration round) throws Exception {
		// at least 10 s: a stalled collector fills the ring (16,384 events) at the run's
		// rates only after seconds
		long length = seconds(Math.max(10, round.toSeconds() / 12), Math.max(15, round.toSeconds() / 6));
		DiskFiller filler = this.disk;
		int lane = this.round % 3;
		if (lane == 2 && filler == null) {
			log("full-disk", "left out: no file system of its own to fill (run as root)");
			lane = 1;
		}
		switch (lane) {
			case 1 -> {
				SampleInstance target = this.instances.any(this.random);
				target.stall(true);
				Fault fault = fault("stalled-collector", target.name(), length);
				this.instances.after(length, () -> {
					target.stall(false);
					fault.ended();
				});
			}
			case 2 -> {
				Objects.requireNonNull(filler);
				Fault fault = this.instances.fillDisk(filler, () -> fault("full-disk", "all", length));
				this.instances.after(length, () -> {
					this.instances.emptyDisk(filler);
					fault.ended();
				});
			}
			default -> {
				String text = Files.readString(this.logConfiguration);
				String edit = "<!-- soak-edit: the driver's configuration edits go here -->";
				String logger = "com.example.soak.edit.r" + this.round;
				String marker = "<Logger name=\"" + logger + "\" level=\"DEBUG\"/><!-- soak-edited -->";
				Files.writeString(this.logConfiguration,
						text.replaceAll("<Logger name=\"com.example.soak.edit[^\n]*soak-edited -->", "")
							.replace(edit, edit + marker));
				Fault fault = fault("config-reload", "edit r" + this.round, 0);
				// Log4j looks at the file every 5 s (monitorInterval) and reloads it on
				// the next log event after
				int editRound = this.round;
				this.instances.after(15, () -> {
					for (SampleInstance instance : this.instances.all()) {
						HttpResponse<String> loggerState = instance.get("/actuator/loggers/" + logger);
						if (!SoakJson.read(loggerState.body()).path("configuredLevel").asString("").equals("DEBUG")) {
							this.problems.add("round " + editRound + ": " + instance.name()
									+ " did not reload the edited configuration within 15 s: " + loggerState.body());
						}
					}
					fault.ended();
				});
			}
		}
	}

	private void lane2Fault(Duration round) throws Exception {
		long length = seconds(round.toSeconds() / 12, round.toSeconds() / 6);
		if (this.round % 2 == 1) {
			Fault fault = fault("broker-stopped", this.broker.toString(), length);
			this.broker.stop(this.random.nextBoolean());
			this.instances.after(length, () -> {
				this.broker.start();
				fault.ended();
			});
		}
		else {
			boolean fillRing = this.random.nextBoolean();
			Fault fault = fault("sigterm-restart", fillRing ? "b, its ring filled first" : "b", 0);
			this.instances.restart("b", fillRing);
			fault.ended();
		}
	}

	private Fault fault(String kind, String target, long seconds) {
		Fault fault = new Fault(kind, target, System.currentTimeMillis());
		this.faults.add(fault);
		log(kind, target + ((seconds > 0) ? " for " + seconds + "s" : ""));
		return fault;
	}

	private HttpResponse<String> write(SampleInstance target, String body) throws Exception {
		return target.post("/actuator/logging-perf", "application/json", body, true);
	}

	private long seconds(long min, long max) {
		long low = Math.max(1, min);
		return low + this.random.nextLong(Math.max(1, max - low + 1));
	}

	private static void pause(long millis) throws InterruptedException {
		Thread.sleep(Math.max(0, millis));
	}

	void log(String action, String detail) {
		this.history.println(Instant.now() + "\t" + this.round + "\t" + action + "\t" + detail);
	}

	List<ChangeWindow> windows() {
		return this.windows;
	}

	List<Fault> faults() {
		return this.faults;
	}

	List<String> problems() {
		return this.problems;
	}

	int changes() {
		return this.changes;
	}

	int hostileRequests() {
		return this.hostileRequests;
	}

	int replays() {
		return this.replays;
	}

	/**
	 * What a change request answered.
	 *
	 * @param applied whether it was applied
	 * @param body the part of the answer that holds the change's {@code expiresAt}
	 * @param text the answer, for the messages
	 */
	private record Answer(boolean applied, JsonNode body, String text) {

		@Override
		public String toString() {
			return this.text;
		}

	}

	/**
	 * A fault the driver made.
	 */
	static final class Fault {

		private final String kind;

		private final String target;

		private final long startedAt;

		private volatile long endedAt;

		Fault(String kind, String target, long startedAt) {
			this.kind = kind;
			this.target = target;
			this.startedAt = startedAt;
		}

		void ended() {
			this.endedAt = System.currentTimeMillis();
		}

		String kind() {
			return this.kind;
		}

		String target() {
			return this.target;
		}

		long startedAt() {
			return this.startedAt;
		}

		long endedAt() {
			return this.endedAt;
		}

	}

}
