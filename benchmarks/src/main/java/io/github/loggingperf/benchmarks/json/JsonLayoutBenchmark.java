package io.github.loggingperf.benchmarks.json;

import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.Layout;
import org.apache.logging.log4j.core.LogEvent;
import org.jspecify.annotations.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of the JSON layout of one ECS line on standard output (issue 35), as the
 * starter's background thread pays it for every event: the sample's demo event
 * ({@link DemoEvents}, a new message each time) encoded into a destination that throws
 * the bytes away ({@link DiscardingDestination}), by Spring Boot's structured layout
 * ({@code BOOT_STRUCTURED}, what {@code logging.structured.format.console=ecs} installs)
 * or by Log4j's garbage-free JSON template layout with an ECS template that writes the
 * same fields ({@code JSON_TEMPLATE}, {@link EcsLayouts}); {@code NONE} only makes the
 * event, the part both share. With {@code -prof gc} for the bytes allocated per line:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar JsonLayoutBenchmark -prof gc -rf csv -rff benchmarks/results/json-layout-&lt;date&gt;.csv
 * </pre>
 *
 * @author logging-perf
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(3)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class JsonLayoutBenchmark {

	/**
	 * The layouts compared.
	 */
	public enum JsonLayout {

		/**
		 * No layout: the event only.
		 */
		NONE,

		/**
		 * Spring Boot's structured layout, ECS format.
		 */
		BOOT_STRUCTURED,

		/**
		 * Log4j's JSON template layout with the ECS template.
		 */
		JSON_TEMPLATE

	}

	private static final long START_MILLIS = 1_795_000_000_000L;

	@Param
	private JsonLayout layout = JsonLayout.BOOT_STRUCTURED;

	@SuppressWarnings("NullAway.Init")
	private EcsLayouts layouts;

	private @Nullable Layout<?> chosen;

	private final DiscardingDestination destination = new DiscardingDestination();

	private int line;

	/**
	 * Start the Spring Boot application the layouts come from.
	 */
	@Setup(Level.Trial)
	public void start() {
		this.layouts = EcsLayouts.start();
		this.chosen = switch (this.layout) {
			case NONE -> null;
			case BOOT_STRUCTURED -> this.layouts.boot();
			case JSON_TEMPLATE -> this.layouts.template();
		};
	}

	/**
	 * Stop the application.
	 */
	@TearDown(Level.Trial)
	public void stop() {
		this.layouts.close();
	}

	/**
	 * Make one demo event and encode it with the layout.
	 * @return the event
	 */
	@Benchmark
	public LogEvent encode() {
		int line = this.line++;
		LogEvent event = DemoEvents.event(START_MILLIS / 1000 + line / 10, line % 10, START_MILLIS + line / 10,
				(line * 7) % 1000);
		Layout<?> chosen = this.chosen;
		if (chosen != null) {
			chosen.encode(event, this.destination);
		}
		return event;
	}

}
