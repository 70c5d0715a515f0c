package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import io.github.loggingperf.benchmarks.CommandLineOptions;

/**
 * The soak and chaos run: two sample instances on the fleet profile and a real Kafka
 * broker, under open-loop load at 70 % of what they served when saturated, for an hour by
 * default, while {@link Chaos} changes levels and switches and injects every fault; then
 * {@link SoakChecks} checks what happened. Started by {@code benchmarks/soak/run.sh},
 * which prepares the file system, the broker's classpath and the jars:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.soak.SoakRun \
 *     --minutes=60 --seed=42 --sample-jar=... --log-root=/mnt/soak-logs --work=... --results=benchmarks/results/soak-...
 * </pre>
 *
 * Exits with 1 when a check fails, after writing every results file.
 */
public final class SoakRun {

	private static final long SAMPLE_SECONDS = 5;

	/**
	 * A full collection in each instance every minute: the heap curve is the live heap,
	 * once a minute, at the cost of one full pause a minute in the load's latency.
	 */
	private static final long SAMPLES_PER_COLLECTION = 12;

	private SoakRun() {
	}

	/**
	 * Run the soak.
	 * @param args {@code --minutes=} (60), {@code --seed=} (drawn and printed),
	 * {@code --round=} (seconds, 120), {@code --rate=} (requests per second; measured
	 * when absent), {@code --sample-jar=}, {@code --log-config=},
	 * {@code --broker-script=}, {@code --log-root=}, {@code --full-disk=} (true: fill the
	 * log root, a file system of its own, in turns), {@code --work=}, {@code --results=}
	 * (the results files' path without extension)
	 * @throws Exception if the run cannot be made
	 */
	public static void main(String[] args) throws Exception {
		CommandLineOptions options = CommandLineOptions.parse(args);
		double minutes = Double.parseDouble(options.get("minutes", "60"));
		String seedOption = options.get("seed");
		long seed = (seedOption != null) ? Long.parseLong(seedOption) : new SecureRandom().nextLong();
		Duration round = Duration.ofSeconds(Long.parseLong(options.get("round", "120")));
		Path work = Files.createDirectories(Path.of(options.required("work")));
		Path results = Path.of(options.required("results"));
		System.out.println("soak: seed " + seed + " (repeat with --seed=" + seed + "), " + minutes
				+ " minutes, rounds of " + round.toSeconds() + " s");
		Path logConfiguration = work.resolve("log4j2-soak.xml");
		Files.copy(Path.of(options.required("log-config")), logConfiguration);
		Broker broker = new Broker(Path.of(options.required("broker-script")),
				Files.createDirectories(work.resolve("broker")), freePort(2));
		broker.start();
		byte[] key = new byte[32];
		new SecureRandom().nextBytes(key);
		SoakSetup setup = new SoakSetup(ProcessHandle.current().info().command().orElse("java"),
				Path.of(options.required("sample-jar")), logConfiguration, Path.of(options.required("log-root")),
				broker.address(), Base64.getEncoder().encodeToString(key),
				Long.toHexString(new SecureRandom().nextLong()), work);
		HttpClient http = HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.connectTimeout(Duration.ofSeconds(10))
			.build();
		OpenLoopLoad load = new OpenLoopLoad(100_000, seed, 64);
		SoakInstances instances = new SoakInstances(setup, http, load);
		ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();
		ResourceCurves curves = new ResourceCurves(Path.of(results + "-curves.tsv"));
		boolean fullDisk = Boolean.parseBoolean(options.get("full-disk", "true"));
		Chaos chaos = new Chaos(seed, instances, broker, fullDisk ? new DiskFiller(setup.logRoot()) : null,
				logConfiguration, Path.of(results + "-history.tsv"), new McpCalls(http, setup.adminPassword()));
		Instant started = Instant.now();
		Instant loaded = started;
		try {
			CompletableFuture<Void> b = startAsync(instances, "b", freePort(1));
			instances.start("a", freePort(1));
			b.get(3, TimeUnit.MINUTES);
			load.start();
			String rateOption = options.get("rate");
			double rate = (rateOption != null) ? Double.parseDouble(rateOption) : capacity(load) * 0.7;
			load.rate(rate);
			loaded = Instant.now();
			chaos.log("load", String.format("%.0f requests/s, %d lines each", rate, OpenLoopLoad.LINES));
			System.out.printf("soak: load %.0f requests/s (%d lines each)%n", rate, OpenLoopLoad.LINES);
			AtomicLong samples = new AtomicLong();
			sampler.scheduleWithFixedDelay(() -> {
				instances.collectRolledFiles();
				if (samples.getAndIncrement() % SAMPLES_PER_COLLECTION == 0) {
					instances.collectGarbage();
				}
				curves.sample(instances.all(), load.interval());
			}, 0, SAMPLE_SECONDS, TimeUnit.SECONDS);
			long end = System.currentTimeMillis() + (long) (minutes * 60_000);
			while (System.currentTimeMillis() + round.toMillis() <= end) {
				chaos.round(round);
			}
			Thread.sleep(Math.max(0, end - System.currentTimeMillis()));
			instances.awaitFaultEnds(Duration.ofMinutes(5));
			long lastExpiry = chaos.windows().stream().mapToLong(ChangeWindow::expiresAt).max().orElse(0);
			Thread.sleep(Math.max(0, lastExpiry - System.currentTimeMillis()) + 5_000);
			chaos.log("quiet", "every change has expired");
			SoakChecks.finalState(instances.all(), chaos.problems());
		}
		finally {
			sampler.shutdown();
			sampler.awaitTermination(1, TimeUnit.MINUTES);
			instances.endAll();
			load.stop();
			broker.stop(false);
		}
		for (LifeResult life : instances.ended()) {
			for (SampleInstance.TimedLine line : life.starterLines()) {
				chaos.log("audit-line", life.name() + " read at " + line.readAt() + ": " + line.line());
			}
		}
		SoakChecks checks = new SoakChecks(instances.ended(), chaos, curves, instances.problems());
		boolean passed = checks.run();
		new SoakReport(seed, minutes, round, load, chaos, instances.ended(), checks, started, loaded)
			.write(Path.of(results + ".tsv"), Path.of(results + "-lives.tsv"));
		System.out.println(checks.summary());
		System.exit(passed ? 0 : 1);
	}

	private static CompletableFuture<Void> startAsync(SoakInstances instances, String name, int port) {
		return CompletableFuture.runAsync(() -> {
			try {
				instances.start(name, port);
			}
			catch (Exception ex) {
				throw new IllegalStateException(name + " did not start", ex);
			}
		});
	}

	private static double capacity(OpenLoopLoad load) throws InterruptedException {
		Thread.sleep(10_000);
		long before = load.completed();
		Thread.sleep(10_000);
		double capacity = (load.completed() - before) / 10.0;
		System.out.printf("soak: saturated, the instances served %.0f requests/s%n", capacity);
		return capacity;
	}

	private static int freePort(int consecutive) throws IOException {
		for (int attempt = 0; attempt < 100; attempt++) {
			int port;
			try (ServerSocket socket = new ServerSocket(0)) {
				port = socket.getLocalPort();
			}
			boolean free = true;
			for (int next = 1; next < consecutive && free; next++) {
				try (ServerSocket socket = new ServerSocket(port + next)) {
					free = true;
				}
				catch (IOException ex) {
					free = false;
				}
			}
			if (free) {
				return port;
			}
		}
		throw new IOException("no free port");
	}

}
