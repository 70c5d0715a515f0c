package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.boot.logging.LogLevel;

/**
 * Writes a run's results files (benchmarks/results/README.md): the figures, one per line,
 * and the accounting of every life by level.
 */
final class SoakReport {

	private final long seed;

	private final double minutes;

	private final Duration round;

	private final OpenLoopLoad load;

	private final Chaos chaos;

	private final List<LifeResult> lives;

	private final SoakChecks checks;

	private final Instant started;

	private final Instant loaded;

	SoakReport(long seed, double minutes, Duration round, OpenLoopLoad load, Chaos chaos, List<LifeResult> lives,
			SoakChecks checks, Instant started, Instant loaded) {
		this.seed = seed;
		this.minutes = minutes;
		this.round = round;
		this.load = load;
		this.chaos = chaos;
		this.lives = lives;
		this.checks = checks;
		this.started = started;
		this.loaded = loaded;
	}

	void write(Path figures, Path livesFile) throws IOException {
		try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(figures, StandardCharsets.UTF_8))) {
			out.printf(
					"# benchmarks/soak/run.sh, started %s, seed %d, %.1f minutes, rounds of %d s, load average: %s%n",
					this.started, this.seed, this.minutes, this.round.toSeconds(), loadAverage());
			out.println("figure\tvalue");
			row(out, "result", this.checks.failures().isEmpty() ? "passed" : "failed");
			row(out, "minutes_under_load", minutes(this.loaded));
			row(out, "minutes_in_all", minutes(this.started));
			row(out, "rate_requests_per_s", String.format(Locale.ROOT, "%.0f", this.load.rate()));
			row(out, "requests", Long.toString(this.load.requests()));
			row(out, "lives", Integer.toString(this.lives.size()));
			row(out, "changes", Integer.toString(this.chaos.changes()));
			row(out, "hostile_requests", Integer.toString(this.chaos.hostileRequests()));
			row(out, "fleet_records_replayed", Integer.toString(this.chaos.replays()));
			row(out, "faults", Integer.toString(this.chaos.faults().size()));
			for (Map.Entry<String, Long> figure : this.checks.figures().entrySet()) {
				row(out, figure.getKey(), Long.toString(figure.getValue()));
			}
			for (String column : ResourceCurves.LEAK_CHECKED) {
				this.checks.trends()
					.stream()
					.filter((trend) -> trend.column().equals(column) && trend.samples() >= ResourceCurves.MIN_SAMPLES)
					.mapToDouble(ResourceCurves.Trend::slopePerHour)
					.max()
					.ifPresent((slope) -> row(out, "max_growth_per_hour_" + column,
							String.format(Locale.ROOT, "%.1f", Math.max(0, slope))));
			}
			for (ResourceCurves.Trend trend : this.checks.trends()) {
				if (trend.samples() >= ResourceCurves.MIN_SAMPLES) {
					row(out, "slope_per_hour_" + trend.column() + "_" + trend.life(),
							String.format(Locale.ROOT, "%.1f", trend.slopePerHour()));
					row(out, "median_" + trend.column() + "_" + trend.life(),
							String.format(Locale.ROOT, "%.1f", trend.median()));
				}
				else {
					out.printf("# %s of %s not judged: %d samples after the warm-up%n", trend.column(), trend.life(),
							trend.samples());
				}
			}
			row(out, "failures", Integer.toString(this.checks.failures().size()));
			for (String failure : this.checks.failures()) {
				out.println("# " + failure);
			}
		}
		try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(livesFile, StandardCharsets.UTF_8))) {
			out.println("life\tlevel\tlogged\twritten_file\twritten_console\tdiscarded\tfailed_file\tfailed_console\t"
					+ "uncertain\tring_used_at_sigterm\texit_code");
			for (LifeResult life : this.lives) {
				for (LogLevel level : SoakLevels.EVENT_LEVELS) {
					out.printf("%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d%n", life.name(), level,
							life.logged().get(level), life.file().count(level), life.console().count(level),
							life.discarded(level), life.failed("File", level), life.failed("Console", level),
							life.uncertain().get(level), life.ringUsedAtEnd(), life.exitCode());
				}
			}
		}
	}

	private static String minutes(Instant since) {
		return String.format(Locale.ROOT, "%.1f", Duration.between(since, Instant.now()).toSeconds() / 60.0);
	}

	private static void row(PrintWriter out, String figure, String value) {
		out.println(figure + "\t" + value);
	}

	private static String loadAverage() {
		try {
			return Files.readString(Path.of("/proc/loadavg")).trim();
		}
		catch (IOException ex) {
			return "unknown";
		}
	}

}
