package io.github.loggingperf.benchmarks.events;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.jspecify.annotations.Nullable;

import io.github.loggingperf.LoggingPipeline;

/**
 * The schedule of one JVM of the event cost run: warm up until the JIT compilers are
 * quiet, measure each rate for one window, measure the idle application, then time how
 * long a single event takes to reach the file after a quiet spell. Appends one row per
 * window to the output file (columns in {@code benchmarks/event-cost/run.sh}).
 *
 * @author logging-perf
 */
final class EventCostRun {

	/**
	 * The JIT compilers count as quiet when they used less than this share of one CPU
	 * during a window.
	 */
	private static final double QUIET_JIT_SHARE = 0.005;

	private static final int MAX_QUIET_CHECKS = 12;

	private static final double WARMUP_RATE = 30_000;

	private static final Duration QUIET_SPELL = Duration.ofMillis(1500);

	/**
	 * Up to this much is added to each quiet spell, at random, so that the event is not
	 * logged in step with a background thread that sleeps a fixed time (1.5 s is a
	 * multiple of most sleep times).
	 */
	private static final int QUIET_SPELL_JITTER_MILLIS = 100;

	/**
	 * Events each producing thread logs in a burst: with four threads, twice the
	 * starter's ring.
	 */
	private static final int BURST_EVENTS_PER_THREAD = 8192;

	private static final int BURSTS = 5;

	private static final long FIRST_EVENT_TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(2);

	private final EventCostSettings settings;

	private final @Nullable LoggingPipeline pipeline;

	private final FixedRateProducers producers;

	EventCostRun(EventCostSettings settings, @Nullable LoggingPipeline pipeline) {
		this.settings = settings;
		this.pipeline = pipeline;
		this.producers = new FixedRateProducers(settings.threads());
	}

	/**
	 * Run the schedule.
	 * @return the exit status: 0, or 1 if the rows could not be written
	 */
	int run() {
		try {
			double highest = this.settings.rates().stream().mapToDouble(Double::doubleValue).max().orElse(WARMUP_RATE);
			this.producers.rate(highest);
			pause(this.settings.warmup().dividedBy(3));
			this.producers.rate(WARMUP_RATE);
			pause(this.settings.warmup().minus(this.settings.warmup().dividedBy(3)));
			double jitShare = awaitQuietCompilers();
			List<String> rows = new ArrayList<>();
			for (double rate : this.settings.rates()) {
				this.producers.rate(rate);
				pause(this.settings.settle());
				rows.add(measure("rate", rate, jitShare));
			}
			this.producers.rate(0);
			pause(this.settings.settle());
			rows.add(measure("idle", 0, jitShare));
			rows.add(firstEventRow());
			rows.add(burstRow());
			this.producers.stop();
			Files.write(this.settings.out(), rows, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
			return 0;
		}
		catch (IOException | RuntimeException ex) {
			ex.printStackTrace();
			return 1;
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return 1;
		}
	}

	private double awaitQuietCompilers() {
		Duration window = Duration.ofSeconds(10);
		double share = 1;
		for (int check = 0; check < MAX_QUIET_CHECKS && share >= QUIET_JIT_SHARE; check++) {
			ThreadCpu before = ThreadCpu.now();
			pause(window);
			share = nanos(ThreadCpu.now().cpuNanosSince(before), "jit") / (double) window.toNanos();
		}
		return share;
	}

	private String measure(String scenario, double rate, double warmupJitShare) {
		long eventsBefore = this.producers.events();
		long discardedBefore = discarded();
		System.out.println("event-cost: measuring " + scenario + " " + format(rate));
		ThreadCpu before = ThreadCpu.now();
		long start = System.nanoTime();
		pause(this.settings.window());
		ThreadCpu after = ThreadCpu.now();
		System.out.println("event-cost: measured " + scenario + " " + format(rate));
		double seconds = (System.nanoTime() - start) / 1e9;
		long events = this.producers.events() - eventsBefore;
		Map<String, Long> cpu = after.cpuNanosSince(before);
		double per = (rate > 0) ? events : seconds;
		StringBuilder row = new StringBuilder(this.settings.labels());
		row.append('\t')
			.append(scenario)
			.append('\t')
			.append(format(rate))
			.append('\t')
			.append(format(events / seconds));
		long total = 0;
		for (String group : ThreadCpu.GROUPS) {
			row.append('\t').append(format(nanos(cpu, group) / per));
			total += nanos(cpu, group);
		}
		row.append('\t').append(format(total / per));
		row.append('\t').append(format(after.wakeUpsSince(before, "background") / seconds));
		row.append('\t').append(format(after.wakeUpsSince(before, "all") / seconds));
		row.append('\t').append(discarded() - discardedBefore);
		row.append('\t').append(String.format(Locale.ROOT, "%.4f", nanos(cpu, "jit") / (seconds * 1e9)));
		row.append('\t').append(String.format(Locale.ROOT, "%.4f", warmupJitShare));
		row.append("\tn/a\tn/a\tn/a\tn/a");
		return row.toString();
	}

	private String firstEventRow() throws IOException {
		List<Double> millis = new ArrayList<>();
		Random jitter = new Random(29);
		for (int i = 0; i < this.settings.firstEvents(); i++) {
			pause(QUIET_SPELL.plusMillis(jitter.nextInt(QUIET_SPELL_JITTER_MILLIS)));
			long sizeBefore = Files.size(this.settings.logFile());
			long start = System.nanoTime();
			FixedRateProducers.logEvent(-1, i);
			while (Files.size(this.settings.logFile()) == sizeBefore
					&& System.nanoTime() - start < FIRST_EVENT_TIMEOUT_NANOS) {
				pause(Duration.ofNanos(200_000));
			}
			millis.add((System.nanoTime() - start) / 1e6);
		}
		millis.sort(null);
		double median = millis.get(millis.size() / 2);
		double max = millis.get(millis.size() - 1);
		StringBuilder row = new StringBuilder(this.settings.labels());
		row.append("\tfirst-event\t0");
		row.append("\tn/a".repeat(ThreadCpu.GROUPS.size() + 7));
		row.append('\t').append(String.format(Locale.ROOT, "%.1f", median));
		row.append('\t').append(String.format(Locale.ROOT, "%.1f", max));
		row.append("\tn/a\tn/a");
		return row.toString();
	}

	private String burstRow() throws IOException, InterruptedException {
		Random jitter = new Random(29);
		long discardedBefore = discarded();
		long logged = 0;
		long written = 0;
		double eventsPerSecond = 0;
		for (int i = 0; i < BURSTS; i++) {
			pause(QUIET_SPELL.plusMillis(jitter.nextInt(QUIET_SPELL_JITTER_MILLIS)));
			EventBurst burst = EventBurst.log(this.settings.threads(), BURST_EVENTS_PER_THREAD,
					this.settings.logFile());
			logged += burst.logged();
			written += burst.written();
			eventsPerSecond += burst.eventsPerSecond() / BURSTS;
		}
		StringBuilder row = new StringBuilder(this.settings.labels());
		row.append("\tburst\t0\t").append(format(eventsPerSecond));
		row.append("\tn/a".repeat(ThreadCpu.GROUPS.size() + 3));
		row.append('\t').append(discarded() - discardedBefore);
		row.append("\tn/a".repeat(4));
		row.append('\t').append(logged).append('\t').append(written);
		return row.toString();
	}

	private long discarded() {
		return (this.pipeline != null) ? this.pipeline.discarded().total() : 0;
	}

	private static long nanos(Map<String, Long> cpuByGroup, String group) {
		Long nanos = cpuByGroup.get(group);
		return (nanos != null) ? nanos : 0;
	}

	private static String format(double value) {
		return String.format(Locale.ROOT, "%.1f", value);
	}

	private static void pause(Duration duration) {
		try {
			Thread.sleep(duration.toMillis(), (int) (duration.toNanos() % 1_000_000));
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException(ex);
		}
	}

}
