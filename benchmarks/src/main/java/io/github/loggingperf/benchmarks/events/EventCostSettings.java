package io.github.loggingperf.benchmarks.events;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import org.springframework.core.env.Environment;

/**
 * What one JVM of the event cost run measures, from {@code events.*} properties.
 *
 * @param labels the first columns of every row: CPU variant, setup and round
 * @param rates the rates measured, events per second
 * @param threads how many threads produce the events
 * @param warmup how long to log at the highest rate and at 30,000 events/s before
 * anything is measured
 * @param settle how long a new rate runs before its window
 * @param window how long each rate and the idle application are measured
 * @param firstEvents how many times a single event is logged after a quiet spell
 * @param logFile the file the events are written to
 * @param out the file the rows are appended to
 * @author logging-perf
 */
record EventCostSettings(String labels, List<Double> rates, int threads, Duration warmup, Duration settle,
		Duration window, int firstEvents, Path logFile, Path out) {

	static EventCostSettings from(Environment environment) {
		String labels = String.join("\t", environment.getProperty("events.variant", "?"),
				environment.getProperty("events.setup", "?"), environment.getProperty("events.round", "1"));
		List<Double> rates = Arrays.stream(environment.getProperty("events.rates", "10000,30000,100000").split(","))
			.map(String::strip)
			.map(Double::valueOf)
			.toList();
		return new EventCostSettings(labels, rates, environment.getProperty("events.threads", Integer.class, 4),
				environment.getProperty("events.warmup", Duration.class, Duration.ofSeconds(60)),
				environment.getProperty("events.settle", Duration.class, Duration.ofSeconds(3)),
				environment.getProperty("events.window", Duration.class, Duration.ofSeconds(20)),
				environment.getProperty("events.first-events", Integer.class, 10),
				Path.of(environment.getRequiredProperty("LOG_PATH"), "orders.log"),
				Path.of(environment.getRequiredProperty("events.out")));
	}

}
