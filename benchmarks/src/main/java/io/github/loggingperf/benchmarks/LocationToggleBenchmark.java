package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.net.URISyntaxException;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.core.LoggerContext;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

import io.github.loggingperf.logging.log4j2.BootstrapSettings;
import io.github.loggingperf.logging.log4j2.Log4j2LoggingPipeline;

/**
 * Cost of an event with location capture on and off, each measured in a JVM that
 * started with location capture the other way round and switched it at runtime (the
 * starter's switch, as {@code POST /actuator/logging-perf {"locationEnabled": ...}} uses it),
 * with the starter's defaults and a pattern that prints the caller's class, method and
 * line. Batches and drain as in {@link LogCallBenchmark}; run with
 * {@link ProcessCpuProfiler}:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar LocationToggleBenchmark -prof io.github.loggingperf.benchmarks.ProcessCpuProfiler
 * </pre>
 *
 * @author logging-perf
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class LocationToggleBenchmark {

	@Param({ "true", "false" })
	private boolean locationEnabled;

	@SuppressWarnings("NullAway.Init")
	private LoggerContext context;

	@SuppressWarnings("NullAway.Init")
	private EventBatches batches;

	/**
	 * Start Log4j with location capture the other way round, then switch it.
	 * @throws IOException if the log directory cannot be created
	 * @throws URISyntaxException never
	 */
	@Setup(Level.Trial)
	public void startAndSwitch() throws IOException, URISyntaxException {
		System.setProperty("logging-perf.location.enabled", Boolean.toString(!this.locationEnabled));
		this.context = EventBatches.configure("bench-file-location.xml");
		Log4j2LoggingPipeline pipeline = new Log4j2LoggingPipeline(() -> this.context, BootstrapSettings.fromSystem());
		if (pipeline.locationEnabled() == this.locationEnabled) {
			throw new IllegalStateException("location capture did not start the other way round");
		}
		pipeline.setLocationEnabled(this.locationEnabled);
		if (pipeline.locationEnabled() != this.locationEnabled) {
			throw new IllegalStateException("location capture did not switch");
		}
		this.batches = EventBatches.of(this.context);
	}

	/**
	 * Stop Log4j, writing what is still queued.
	 */
	@TearDown(Level.Trial)
	public void stopLogging() {
		this.context.stop(30, TimeUnit.SECONDS);
	}

	/**
	 * One thread logging batches of events.
	 */
	@Benchmark
	@Threads(1)
	@OperationsPerInvocation(EventBatches.BATCH)
	public void event() {
		this.batches.logAndDrain();
	}

}
