package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.HdrHistogram.Histogram;
import tools.jackson.databind.JsonNode;

/**
 * Samples every instance every few seconds (its Prometheus scrape and the endpoint),
 * keeps every sample in the curves file, and tells a leak from noise: a curve leaks when
 * its robust slope (Theil-Sen, the median of the pairwise slopes) times the life's length
 * grows it by more than {@link #LEAK_SHARE} of its median and by more than three times
 * the spread of the samples around the fitted line.
 */
final class ResourceCurves {

	static final List<String> COLUMNS = List.of("heap_live_bytes", "threads", "open_files", "overrides",
			"expiries_pending", "fleet_changes", "fleet_instances", "ring_used", "discarded", "discarded_warn",
			"file_failures", "critical_findings", "fleet_connected", "p99_ms");

	static final List<String> LEAK_CHECKED = List.of("heap_live_bytes", "threads", "open_files", "overrides",
			"expiries_pending", "fleet_changes", "fleet_instances");

	static final double LEAK_SHARE = 0.10;

	/**
	 * The fewest samples after the warm-up a curve is judged on: ten minutes. A life of a
	 * few minutes shows its warm-up (the heap after the first old-generation collections)
	 * and the changes of the moment, not a trend.
	 */
	static final int MIN_SAMPLES = 120;

	private static final Map<String, String> PROMETHEUS = Map.of("jvm_gc_live_data_size_bytes", "heap_live_bytes",
			"jvm_threads_live_threads", "threads", "process_files_open_files", "open_files", "logging_perf_overrides",
			"overrides", "logging_perf_expiries_pending_changes", "expiries_pending",
			"logging_perf_ringbuffer_used_slots", "ring_used", "logging_perf_fleet_connected", "fleet_connected");

	private final PrintWriter out;

	private final Map<String, List<double[]>> samples = new ConcurrentHashMap<>();

	ResourceCurves(Path file) throws IOException {
		this.out = new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), true);
		this.out.println("at_ms\tlife\t" + String.join("\t", COLUMNS));
	}

	void sample(List<SampleInstance> instances, Histogram latency) {
		long now = System.currentTimeMillis();
		double p99 = latency.getTotalCount() > 0 ? latency.getValueAtPercentile(99) / 1e6 : Double.NaN;
		for (SampleInstance instance : instances) {
			try {
				Map<String, Double> values = scrape(instance);
				JsonNode state = instance.endpoint();
				values.put("fleet_changes", (double) state.path("fleet").path("changes").size());
				values.put("fleet_instances", (double) state.path("fleet").path("instances").size());
				values.put("discarded", state.path("discarded").path("total").asDouble());
				values.put("discarded_warn", state.path("discarded").path("WARN").asDouble());
				double failures = 0;
				for (JsonNode failure : state.path("appenderFailures")) {
					if (failure.path("appender").asString().equals("File")) {
						failures = failure.path("total").asDouble();
					}
				}
				values.put("file_failures", failures);
				double critical = 0;
				for (JsonNode finding : state.path("findings")) {
					if (finding.path("severity").asString().equals("CRITICAL")) {
						critical++;
					}
				}
				values.put("critical_findings", critical);
				values.put("p99_ms", p99);
				double[] row = new double[COLUMNS.size() + 1];
				row[0] = now;
				StringBuilder line = new StringBuilder().append(now).append('\t').append(instance.name());
				for (int i = 0; i < COLUMNS.size(); i++) {
					row[i + 1] = values.getOrDefault(COLUMNS.get(i), Double.NaN);
					line.append('\t').append(String.format(Locale.ROOT, "%.1f", row[i + 1]));
				}
				this.samples.computeIfAbsent(instance.name(), (name) -> new ArrayList<>()).add(row);
				this.out.println(line);
			}
			catch (IOException ex) {
				this.out.println("# " + now + " " + instance.name() + " not sampled: " + ex.getMessage());
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
		}
	}

	private static Map<String, Double> scrape(SampleInstance instance) throws IOException, InterruptedException {
		HttpResponse<String> response = instance.get("/actuator/prometheus");
		Map<String, Double> values = new LinkedHashMap<>();
		for (String line : response.body().split("\n")) {
			int brace = line.indexOf('{');
			int space = line.lastIndexOf(' ');
			if (line.startsWith("#") || brace < 0 || space < 0) {
				continue;
			}
			String column = PROMETHEUS.get(line.substring(0, brace));
			if (column != null) {
				values.put(column, Double.parseDouble(line.substring(space + 1)));
			}
		}
		return values;
	}

	/**
	 * Return the samples of one life, oldest first: epoch millis, then one value per
	 * {@link #COLUMNS column}.
	 * @param life the life
	 * @return the samples
	 */
	List<double[]> samples(String life) {
		return this.samples.getOrDefault(life, List.of());
	}

	/**
	 * Return one value of a sample.
	 * @param sample a sample from {@link #samples(String)}
	 * @param column the column
	 * @return the value
	 */
	static double value(double[] sample, String column) {
		return sample[COLUMNS.indexOf(column) + 1];
	}

	/**
	 * Judge one curve of one life, leaving out the warm-up.
	 * @param life the life
	 * @param column the column
	 * @param warmupMillis how long after the life's first sample to leave out
	 * @return the verdict, never a leak with fewer than {@link #MIN_SAMPLES} samples
	 */
	Trend trend(String life, String column, long warmupMillis) {
		List<double[]> rows = samples(life);
		if (rows.isEmpty()) {
			return new Trend(life, column, 0, 0, 0, 0, false);
		}
		int index = COLUMNS.indexOf(column) + 1;
		double first = rows.get(0)[0];
		List<double[]> points = new ArrayList<>();
		for (double[] row : rows) {
			if (row[0] - first >= warmupMillis && !Double.isNaN(row[index])) {
				points.add(new double[] { (row[0] - first) / 1000, row[index] });
			}
		}
		if (points.size() < MIN_SAMPLES) {
			return new Trend(life, column, points.size(), 0, 0, 0, false);
		}
		List<Double> slopes = new ArrayList<>();
		for (int i = 0; i < points.size(); i++) {
			for (int j = i + 1; j < points.size(); j++) {
				double dx = points.get(j)[0] - points.get(i)[0];
				if (dx > 0) {
					slopes.add((points.get(j)[1] - points.get(i)[1]) / dx);
				}
			}
		}
		double slope = median(slopes.stream().mapToDouble(Double::doubleValue).toArray());
		double[] values = points.stream().mapToDouble((p) -> p[1]).toArray();
		double level = median(values);
		double[] residuals = new double[points.size()];
		double intercept = median(points.stream().mapToDouble((p) -> p[1] - slope * p[0]).toArray());
		for (int i = 0; i < residuals.length; i++) {
			residuals[i] = Math.abs(points.get(i)[1] - (intercept + slope * points.get(i)[0]));
		}
		double spread = median(residuals);
		double span = points.get(points.size() - 1)[0] - points.get(0)[0];
		double growth = slope * span;
		boolean leak = growth > LEAK_SHARE * Math.abs(level) && growth > 3 * spread && growth > 0;
		return new Trend(life, column, points.size(), slope * 3600, growth, level, leak);
	}

	private static double median(double[] values) {
		if (values.length == 0) {
			return 0;
		}
		double[] sorted = values.clone();
		Arrays.sort(sorted);
		int middle = sorted.length / 2;
		return (sorted.length % 2 == 1) ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
	}

	/**
	 * A curve's verdict.
	 *
	 * @param life the life
	 * @param column the curve
	 * @param samples how many samples were judged
	 * @param slopePerHour the robust slope, per hour
	 * @param growth the growth over the judged span
	 * @param median the curve's median
	 * @param leak whether it is a leak
	 */
	record Trend(String life, String column, int samples, double slopePerHour, double growth, double median,
			boolean leak) {
	}

}
