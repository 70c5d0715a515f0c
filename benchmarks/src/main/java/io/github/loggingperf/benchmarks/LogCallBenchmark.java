package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.jmx.RingBufferAdminMBean;
import org.jspecify.annotations.Nullable;
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
 * Cost of a log call and of a whole event (producer and consumer) for each {@link LogSetup}:
 * INFO events with a parameterised message of about 150 characters, written to a real file.
 * An operation is one event. Each invocation logs a batch of {@value #BATCH} events per
 * thread and, under async loggers, then waits until the background thread has written
 * them, so that the ring buffer never fills up and every event is paid for in full. Run
 * with {@link ProcessCpuProfiler} to get the process CPU time per event ({@code ·cpu}) and
 * the time spent in the log call ({@code ·caller}):
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

	static final int BATCH = 256;

	private static final long DRAIN_POLL_NANOS = TimeUnit.MICROSECONDS.toNanos(20);

	@Param
	private LogSetup setup = LogSetup.STARTER;

	private @Nullable LoggerContext context;

	@SuppressWarnings("NullAway.Init")
	private Logger logger;

	private @Nullable RingBufferAdminMBean ringBuffer;

	/**
	 * Start Log4j with the setup's properties and configuration, logging to a new directory.
	 * @throws IOException if the directory cannot be created
	 * @throws URISyntaxException never
	 */
	@Setup(Level.Trial)
	public void startLogging() throws IOException, URISyntaxException {
		Path directory = Files.createTempDirectory("log-call-benchmark");
		System.setProperty("bench.logDir", directory.toString());
		this.setup.applySystemProperties();
		LoggerContext context = LoggerContext.getContext(false);
		context.setConfigLocation(
				Objects.requireNonNull(getClass().getClassLoader().getResource(this.setup.configuration())).toURI());
		this.context = context;
		this.logger = context.getLogger("com.example.orders.order.OrderService");
		this.ringBuffer = (context instanceof AsyncLoggerContext async) ? async.createRingBufferAdmin() : null;
		System.out.println("\n" + this.setup + ": " + context.getClass().getSimpleName() + " " + context.getConfiguration().getName() + " info=" + this.logger.isInfoEnabled() + " dir=" + directory);
	}

	/**
	 * Stop Log4j, writing what is still queued.
	 */
	@TearDown(Level.Trial)
	public void stopLogging() {
		if (this.context != null) {
			this.context.stop(30, TimeUnit.SECONDS);
		}
	}

	/**
	 * One thread logging.
	 */
	@Benchmark
	@Threads(1)
	@OperationsPerInvocation(BATCH)
	public void oneProducer() {
		logBatchAndDrain();
	}

	/**
	 * Two threads logging at once.
	 */
	@Benchmark
	@Threads(2)
	@OperationsPerInvocation(BATCH)
	public void twoProducers() {
		logBatchAndDrain();
	}

	private void logBatchAndDrain() {
		long start = System.nanoTime();
		for (int i = 0; i < BATCH; i++) {
			this.logger.info("Reserved {} units of article {} for order {} in warehouse {}; the stock left after "
					+ "this reservation is {} and the payment hold stays open", i, "SKU-88412-BLUE", 4711 + i,
					"FRA-2", 1200 - i);
		}
		ProcessCpuProfiler.CALLER_NANOS.add(System.nanoTime() - start);
		RingBufferAdminMBean ringBuffer = this.ringBuffer;
		if (ringBuffer != null) {
			while (ringBuffer.getRemainingCapacity() < ringBuffer.getBufferSize()) {
				LockSupport.parkNanos(DRAIN_POLL_NANOS);
			}
		}
	}

}
