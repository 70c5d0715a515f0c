package io.github.loggingperf.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.config.NullConfiguration;
import org.apache.logging.log4j.core.config.Property;

/**
 * Caller-side latency of log calls while the ring buffer is full: 8 threads (or the
 * number given as third argument) log, after a 2 s warm-up that is not recorded, into a
 * ring of 256 slots in front of an appender that takes about 50 us per event under a
 * lock. Run once per policy and level, each in its own JVM, because Log4j reads the
 * policy when the context starts:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.QueueFullLatency starter WARN
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.QueueFullLatency Default WARN
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.QueueFullLatency starter INFO
 * java -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.QueueFullLatency Default INFO
 * </pre>
 *
 * {@code starter} keeps the starter's counting policy (INFO discarded and counted, WARN
 * kept and written by the caller); any other first argument is passed to Log4j as
 * {@code log4j2.asyncQueueFullPolicy} ({@code Default} waits for a slot). The second
 * argument is the level of every event (default WARN).
 * <p>
 * "written" counts what the appender wrote while the program ran, warm-up included.
 */
public final class QueueFullLatency {

	private static final long WARM_UP_NANOS = TimeUnit.SECONDS.toNanos(2);

	private static final long DURATION_NANOS = TimeUnit.SECONDS.toNanos(6);

	private QueueFullLatency() {
	}

	public static void main(String[] args) throws InterruptedException {
		String policy = (args.length > 0) ? args[0] : "starter";
		Level level = Level.valueOf((args.length > 1) ? args[1] : "WARN");
		int threads = (args.length > 2) ? Integer.parseInt(args[2]) : 8;
		if (!"starter".equals(policy)) {
			System.setProperty("log4j2.asyncQueueFullPolicy", policy);
		}
		System.setProperty("log4j2.asyncLoggerRingBufferSize", "256");
		AsyncLoggerContext context = new AsyncLoggerContext("queue-full-latency");
		context.start(new NullConfiguration());
		SlowAppender appender = attach(context);
		Logger logger = context.getLogger("latency");
		List<long[]> latencies = Collections.synchronizedList(new ArrayList<>());
		CountDownLatch done = new CountDownLatch(threads);
		long measureFrom = System.nanoTime() + WARM_UP_NANOS;
		for (int t = 0; t < threads; t++) {
			Thread producer = new Thread(() -> {
				long[] samples = new long[4_000_000];
				int count = 0;
				for (long now = System.nanoTime(); now < measureFrom; now = System.nanoTime()) {
					logger.log(level, "warm-up event {} from {}", now, Thread.currentThread().getName());
				}
				while (System.nanoTime() - measureFrom < DURATION_NANOS && count < samples.length) {
					long before = System.nanoTime();
					logger.log(level, "event {} from {}", count, Thread.currentThread().getName());
					samples[count++] = System.nanoTime() - before;
				}
				latencies.add(Arrays.copyOf(samples, count));
				done.countDown();
			}, "producer-" + t);
			producer.start();
		}
		done.await();
		long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
		context.stop(2, TimeUnit.MINUTES);
		System.out.printf("%s %s, %d threads: calls=%d written=%d p50=%dus p99=%dus p99.9=%dus max=%dus%n", policy,
				level, threads, all.length, appender.written.sum(), micros(all, 0.5), micros(all, 0.99),
				micros(all, 0.999), all[all.length - 1] / 1000);
	}

	private static long micros(long[] sorted, double quantile) {
		return sorted[(int) (sorted.length * quantile)] / 1000;
	}

	private static SlowAppender attach(AsyncLoggerContext context) {
		return RootAppender.attach(context, new SlowAppender(), Level.TRACE);
	}

	static final class SlowAppender extends AbstractAppender {

		final LongAdder written = new LongAdder();

		SlowAppender() {
			super("slow", null, null, true, Property.EMPTY_ARRAY);
		}

		@Override
		public synchronized void append(LogEvent event) {
			LockSupport.parkNanos(50_000);
			this.written.increment();
		}

	}

}
