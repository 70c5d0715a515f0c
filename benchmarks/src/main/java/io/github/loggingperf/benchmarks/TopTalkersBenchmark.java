package io.github.loggingperf.benchmarks;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.apache.logging.log4j.core.config.Property;
import org.jspecify.annotations.Nullable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import io.github.loggingperf.toptalkers.LoggerEventCounts;
import io.github.loggingperf.toptalkers.Log4j2TopTalkers;

/**
 * Cost of the top talkers in the calling thread: the same calls into a real all-async
 * Log4j context (LMAX Disruptor, an appender that writes nothing) with the top talkers
 * filter {@code on} and {@code off}. {@code logged} is an INFO call that is logged,
 * {@code disabled} a DEBUG call below the level, {@code guarded} an
 * {@code isDebugEnabled()} guard that is false; {@code record} is the counting alone.
 * Calls rotate over {@code loggers} logger names.
 *
 * @author logging-perf
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TopTalkersBenchmark {

	@Param({ "off", "on" })
	private String topTalkers;

	@Param({ "1", "200" })
	private int loggers;

	private AsyncLoggerContext context;

	private @Nullable Log4j2TopTalkers attachment;

	private LoggerEventCounts counts;

	private Logger[] loggerArray;

	private String[] names;

	/**
	 * Start the context and, when on, attach the top talkers.
	 */
	@Setup(Level.Trial)
	public void setUp() {
		this.context = new AsyncLoggerContext("top-talkers-benchmark");
		this.context.start(new NullConfiguration());
		RootAppender.attach(this.context, new NoOpAppender(), org.apache.logging.log4j.Level.INFO);
		this.loggerArray = new Logger[this.loggers];
		this.names = new String[this.loggers];
		for (int i = 0; i < this.loggers; i++) {
			this.names[i] = "com.example.orders.service" + i + ".OrderService";
			this.loggerArray[i] = this.context.getLogger(this.names[i]);
		}
		this.counts = new LoggerEventCounts(1000, Duration.ofMinutes(1), 10, System::nanoTime);
		if ("on".equals(this.topTalkers)) {
			this.attachment = new Log4j2TopTalkers(this.context, this.counts);
			this.attachment.afterPropertiesSet();
		}
	}

	/**
	 * Detach and stop the context.
	 */
	@TearDown(Level.Trial)
	public void tearDown() {
		if (this.attachment != null) {
			this.attachment.destroy();
		}
		this.context.stop(1, TimeUnit.MINUTES);
	}

	@Benchmark
	public void logged(ThreadIndex index) {
		int next = index.next(this.loggers);
		this.loggerArray[next].info("Order {} paid, payment reference {}", next, "PAY-42");
	}

	@Benchmark
	public void disabled(ThreadIndex index) {
		int next = index.next(this.loggers);
		this.loggerArray[next].debug("Order {} has {} lines", next, 3);
	}

	@Benchmark
	public void disabledFluent(ThreadIndex index) {
		int next = index.next(this.loggers);
		this.loggerArray[next].atDebug().log("Order {} has {} lines", next, 3);
	}

	@Benchmark
	public boolean guarded(ThreadIndex index) {
		return this.loggerArray[index.next(this.loggers)].isDebugEnabled();
	}

	@Benchmark
	public void record(ThreadIndex index) {
		this.counts.record(this.names[index.next(this.loggers)], 2);
	}

	/**
	 * Each thread's position in the logger rotation.
	 */
	@State(Scope.Thread)
	public static class ThreadIndex {

		private int next;

		int next(int size) {
			int current = this.next;
			this.next = (current + 1 == size) ? 0 : current + 1;
			return current;
		}

	}

	private static final class NoOpAppender extends AbstractAppender {

		NoOpAppender() {
			super("no-op", null, null, true, Property.EMPTY_ARRAY);
		}

		@Override
		public void append(LogEvent event) {
		}

	}

}
