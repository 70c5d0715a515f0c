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

/**
 * Cost of a log call and of a whole event (producer and consumer) for each
 * {@link LogSetup}: INFO events with a parameterised message of about 150 characters,
 * written to a real file. An operation is one event. Each invocation logs a batch of
 * {@value EventBatches#BATCH} events per thread and, under async loggers, then waits
 * until the background thread has written them, so that the ring buffer never fills up
 * and every event is paid for in full. Run with {@link ProcessCpuProfiler} to get the
 * process CPU time per event ({@code ·cpu}) and the time spent in the log call
 * ({@code ·caller}):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar LogCallBenchmark -prof io.github.loggingperf.benchmarks.ProcessCpuProfiler
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
public class LogCallBenchmark {

	@Param
	private LogSetup setup = LogSetup.STARTER;

	@SuppressWarnings("NullAway.Init")
	private LoggerContext context;

	@SuppressWarnings("NullAway.Init")
	private EventBatches batches;

	/**
	 * Start Log4j with the setup's properties and configuration, logging to a new
	 * directory.
	 * @throws IOException if the directory cannot be created
	 * @throws URISyntaxException never
	 */
	@Setup(Level.Trial)
	public void startLogging() throws IOException, URISyntaxException {
		this.context = this.setup.start();
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
	 * One thread logging.
	 */
	@Benchmark
	@Threads(1)
	@OperationsPerInvocation(EventBatches.BATCH)
	public void oneProducer() {
		this.batches.logAndDrain();
	}

	/**
	 * Two threads logging at once.
	 */
	@Benchmark
	@Threads(2)
	@OperationsPerInvocation(EventBatches.BATCH)
	public void twoProducers() {
		this.batches.logAndDrain();
	}

}
