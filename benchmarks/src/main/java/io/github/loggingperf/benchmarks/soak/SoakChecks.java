package io.github.loggingperf.benchmarks.soak;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.DoubleStream;

import tools.jackson.databind.JsonNode;

import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.doctor.rules.AppenderFailureRule;

/**
 * What a run must show, checked after it from what the driver did (the history) and what
 * the instances wrote, answered and exported, Jepsen-style: every demo event is written,
 * discarded or failed, exactly, per life, level and appender, except an event missing
 * from both appenders of a life whose ring was full, which is counted apart as Log4j's
 * own race (docs/reliability.md) and does not fail the run; WARN is discarded only while
 * a raised threshold lives, ERROR never; no DEBUG line was logged outside a change that
 * enabled it (no change lives past its time to live, no replay acts); every expiry is
 * audited once; the operator's view shows each fault and returns to healthy after it; no
 * resource curve grows.
 */
final class SoakChecks {

	/**
	 * How late after its expiry a DEBUG line may still be logged: the expiry thread's
	 * wake-up, under load.
	 */
	static final long EXPIRY_TOLERANCE_MILLIS = 1000;

	private static final long WARMUP_MILLIS = 120_000;

	private final List<LifeResult> lives;

	private final Chaos chaos;

	private final ResourceCurves curves;

	private final List<String> failures = new ArrayList<>();

	private final Map<String, Long> figures = new LinkedHashMap<>();

	private final List<ResourceCurves.Trend> trends = new ArrayList<>();

	SoakChecks(List<LifeResult> lives, Chaos chaos, ResourceCurves curves, List<String> problems) {
		this.lives = lives;
		this.chaos = chaos;
		this.curves = curves;
		this.failures.addAll(problems);
		this.failures.addAll(chaos.problems());
		for (String figure : List.of("events_unaccounted", "events_lost_log4j_race", "events_uncertain",
				"warn_discarded_outside_threshold", "debug_lines_outside_changes", "operator_checks", "leaks")) {
			this.figures.put(figure, 0L);
		}
	}

	/**
	 * Check the instances' state once every change has expired: no override, both
	 * switches at their configured value, no active fleet change.
	 * @param instances the instances
	 * @param problems where to add what is wrong
	 * @throws Exception if an instance cannot be asked
	 */
	static void finalState(List<SampleInstance> instances, List<String> problems) throws Exception {
		for (SampleInstance instance : instances) {
			JsonNode state = instance.endpoint();
			if (!state.path("overrides").isEmpty()) {
				problems.add(instance.name() + ": overrides left after every expiry: " + state.path("overrides"));
			}
			for (JsonNode change : state.path("switches")) {
				if (!change.path("value").equals(change.path("configuredValue"))
						|| !change.path("expiresAt").isNull()) {
					problems.add(instance.name() + ": a switch is not back to its configured value: " + change);
				}
			}
			if (!state.path("fleet").path("changes").isEmpty()) {
				problems.add(instance.name() + ": fleet changes left after every expiry: " + state.path("fleet"));
			}
		}
	}

	boolean run() {
		for (LifeResult life : this.lives) {
			accounting(life);
			discardedWarn(life);
			debugWindows(life);
			for (String column : ResourceCurves.LEAK_CHECKED) {
				ResourceCurves.Trend trend = this.curves.trend(life.name(), column, WARMUP_MILLIS);
				this.trends.add(trend);
				if (trend.leak()) {
					add("leaks", 1);
					this.failures.add(life.name() + ": " + column + " grows: " + trend);
				}
			}
		}
		operatorView();
		return this.failures.isEmpty();
	}

	private void accounting(LifeResult life) {
		for (LogLevel level : SoakLevels.EVENT_LEVELS) {
			long logged = life.logged().get(level);
			long discarded = life.discarded(level);
			long file = logged - life.file().count(level) - discarded - life.failed("File", level);
			long console = logged - life.console().count(level) - discarded - life.failed("Console", level);
			if (level == LogLevel.DEBUG) {
				// a DEBUG call makes an event only while a change enables DEBUG: see
				// debugWindows
				add("debug_calls", logged);
				add("debug_written_file", life.file().count(level));
				if (file < 0 || console < 0) {
					this.failures.add("%s DEBUG: %d calls but %d lines accounted in the file, %d in the console"
						.formatted(life.name(), logged, logged - file, logged - console));
				}
				continue;
			}
			add("events_logged", logged);
			add("events_written_file", life.file().count(level));
			add("events_written_console", life.console().count(level));
			add("events_discarded", discarded);
			add("events_failed_file", life.failed("File", level));
			add("events_failed_console", life.failed("Console", level));
			boolean log4jRace = file == console && file > 0 && ringWasFull(life);
			add(log4jRace ? "events_lost_log4j_race" : "events_unaccounted", Math.abs(file) + Math.abs(console));
			add("events_uncertain", life.uncertain().get(level));
			if (level.compareTo(LogLevel.WARN) >= 0) {
				add("warn_and_above_logged", logged);
			}
			if ((file != 0 || console != 0) && !log4jRace) {
				this.failures.add("%s %s: logged %d, file %d + discarded %d + failed %d, console %d + failed %d"
					.formatted(life.name(), level, logged, life.file().count(level), discarded,
							life.failed("File", level), life.console().count(level), life.failed("Console", level)));
			}
			if (life.uncertain().get(level) != 0) {
				this.failures.add(life.name() + " " + level + ": " + life.uncertain().get(level)
						+ " events of requests that did not answer 200");
			}
			if (level.compareTo(LogLevel.ERROR) >= 0 && discarded != 0) {
				this.failures.add(life.name() + ": " + discarded + " " + level + " events discarded");
			}
		}
	}

	/**
	 * Tell whether the ring of a life was ever full, the only time Log4j's own race can
	 * drop an event before the ring without asking the policy (docs/reliability.md, the
	 * Log4j race): such an event misses from both appenders alike.
	 */
	private static boolean ringWasFull(LifeResult life) {
		return SoakLevels.EVENT_LEVELS.stream().anyMatch((level) -> life.discarded(level) > 0);
	}

	private void discardedWarn(LifeResult life) {
		List<double[]> samples = this.curves.samples(life.name());
		for (int i = 1; i < samples.size(); i++) {
			double before = ResourceCurves.value(samples.get(i - 1), "discarded_warn");
			double after = ResourceCurves.value(samples.get(i), "discarded_warn");
			long from = (long) samples.get(i - 1)[0] - 1000;
			long to = (long) samples.get(i)[0];
			if (after > before && this.chaos.windows()
				.stream()
				.noneMatch((window) -> window.kind().equals("threshold") && window.lives().contains(life.name())
						&& window.sentAt() <= to && window.expiresAt() >= from)) {
				add("warn_discarded_outside_threshold", (long) (after - before));
				this.failures.add(life.name() + ": " + (long) (after - before)
						+ " WARN events discarded while no raised threshold lived");
			}
		}
		add("warn_discarded_under_raised_threshold", life.discarded(LogLevel.WARN));
	}

	private void debugWindows(LifeResult life) {
		List<ChangeWindow> windows = this.chaos.windows().stream().filter((w) -> w.kind().equals("debug")).toList();
		long outside = 0;
		for (DemoLines lines : List.of(life.file(), life.console())) {
			for (long timestamp : lines.debugTimestamps().toArray()) {
				OptionalLong lateness = windows.stream()
					.filter((w) -> w.covers(life.name(), timestamp, EXPIRY_TOLERANCE_MILLIS))
					.mapToLong((w) -> timestamp - w.expiresAt())
					.min();
				if (lateness.isPresent()) {
					max("debug_line_latest_after_expiry_ms", lateness.getAsLong());
				}
				else {
					outside++;
				}
			}
		}
		add("debug_lines_outside_changes", outside);
		if (outside > 0) {
			this.failures
				.add(life.name() + ": " + outside + " DEBUG lines logged outside every change that enabled DEBUG");
		}
		long expiries = life.starterLines()
			.stream()
			.filter((line) -> line.line().contains("expiry changed level of " + Chaos.DEMO_LOGGER + " DEBUG"))
			.count();
		long expected = windows.stream()
			.filter((w) -> (w.scope().equals("fleet") || w.lives().contains(life.name()))
					&& w.expiresAt() > life.startedAt() && w.expiresAt() + 2000 < life.endedAt()
					&& w.sentAt() > life.startedAt())
			.count();
		long applies = life.starterLines()
			.stream()
			.filter((line) -> (line.line().contains("changed level of " + Chaos.DEMO_LOGGER + " ")
					|| line.line().contains("changed fleet change ")
							&& line.line().contains("level:" + Chaos.DEMO_LOGGER))
					&& line.line().contains(" -> DEBUG"))
			.count();
		// a change is audited as applied where it was written: a fleet change once, on
		// the instance asked
		long expectedApplies = windows.stream()
			.filter((w) -> w.origin().equals(life.name()) && w.sentAt() < life.endedAt())
			.count();
		add("debug_changes_audited", applies);
		add("debug_changes_expected", expectedApplies);
		if (applies != expectedApplies) {
			this.failures.add(life.name() + ": " + applies + " DEBUG changes audited as applied, " + expectedApplies
					+ " expected (each applied once)");
		}
		add("debug_expiries_audited", expiries);
		add("debug_expiries_expected", expected);
		if (expiries != expected) {
			this.failures.add(life.name() + ": " + expiries + " expiries of the DEBUG changes audited, " + expected
					+ " expected");
		}
	}

	private void operatorView() {
		for (Chaos.Fault fault : this.chaos.faults()) {
			add("faults_" + fault.kind().replace('-', '_'), 1);
			for (LifeResult life : this.lives) {
				if (fault.endedAt() != 0 && life.startedAt() < fault.startedAt()
						&& life.endedAt() > fault.endedAt() + 30_000) {
					operatorView(fault, life, this.curves.samples(life.name()));
				}
			}
		}
	}

	private void operatorView(Chaos.Fault fault, LifeResult life, List<double[]> samples) {
		long start = fault.startedAt();
		long end = fault.endedAt();
		switch (fault.kind()) {
			case "full-disk" -> {
				add("operator_checks", 1);
				if (last(samples, end, "file_failures") <= last(samples, start, "file_failures")) {
					this.failures.add(life.name() + ": the full disk at " + start
							+ " does not show in the File appender's failures");
				}
				if (last(samples, end, "critical_findings") <= last(samples, start, "critical_findings")) {
					this.failures
						.add(life.name() + ": the full disk at " + start + " does not show as a new CRITICAL finding");
				}
				if (last(samples, end + 30_000, "file_failures") > last(samples, end + 10_000, "file_failures")) {
					this.failures.add(life.name() + ": the File appender still fails 10 s after the disk was emptied");
				}
				long healthy = end + AppenderFailureRule.RECENT.toMillis() + 15_000;
				if (life.endedAt() > healthy && samples.stream().anyMatch((sample) -> sample[0] > healthy)) {
					add("operator_checks", 1);
					if (last(samples, healthy, "critical_findings") > last(samples, start, "critical_findings")) {
						this.failures.add(life.name() + ": the doctor still reports the appender failing 5 minutes "
								+ "after the disk was emptied");
					}
				}
			}
			case "broker-stopped" -> {
				add("operator_checks", 1);
				if (end - start >= 15_000 && min(samples, start + 10_000, end, "fleet_connected") != 0) {
					this.failures
						.add(life.name() + ": fleet.connected stayed 1 while the broker was stopped at " + start);
				}
				if (last(samples, end + 30_000, "fleet_connected") != 1) {
					this.failures
						.add(life.name() + ": fleet.connected not back to 1 30 s after the broker restarted at " + end);
				}
			}
			case "stalled-collector" -> {
				if (life.name().equals(fault.target())) {
					add("operator_checks", 1);
					if (last(samples, end + 1000, "discarded") <= last(samples, start, "discarded")
							&& max(samples, start, end + 1000, "ring_used") < 8192) {
						this.failures.add(life.name() + ": the stalled collector at " + start
								+ " shows neither a discarded event nor a ring half full");
					}
					if (last(samples, end + 15_000, "ring_used") > 1638) {
						this.failures.add(life.name() + ": the ring was still over 10 % used 15 s after the collector "
								+ "resumed");
					}
				}
			}
			default -> {
			}
		}
	}

	private static double last(List<double[]> samples, long atOrBefore, String column) {
		double value = Double.NaN;
		for (double[] sample : samples) {
			if (sample[0] <= atOrBefore) {
				value = ResourceCurves.value(sample, column);
			}
		}
		return value;
	}

	private static double max(List<double[]> samples, long from, long to, String column) {
		return within(samples, from, to, column).max().orElse(Double.NEGATIVE_INFINITY);
	}

	private static double min(List<double[]> samples, long from, long to, String column) {
		return within(samples, from, to, column).min().orElse(Double.POSITIVE_INFINITY);
	}

	private static DoubleStream within(List<double[]> samples, long from, long to, String column) {
		return samples.stream()
			.filter((sample) -> sample[0] >= from && sample[0] <= to)
			.mapToDouble((sample) -> ResourceCurves.value(sample, column));
	}

	private void add(String figure, long value) {
		this.figures.merge(figure, value, Long::sum);
	}

	private void max(String figure, long value) {
		this.figures.merge(figure, value, Math::max);
	}

	Map<String, Long> figures() {
		return this.figures;
	}

	List<ResourceCurves.Trend> trends() {
		return this.trends;
	}

	List<String> failures() {
		return this.failures;
	}

	String summary() {
		StringBuilder text = new StringBuilder("soak: ").append(this.failures.isEmpty() ? "PASSED" : "FAILED")
			.append(' ')
			.append(this.figures);
		for (String failure : this.failures) {
			text.append("\n  ").append(failure);
		}
		return text.toString();
	}

}
