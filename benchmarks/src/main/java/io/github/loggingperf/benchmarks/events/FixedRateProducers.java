package io.github.loggingperf.benchmarks.events;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * Threads that log "requests" of ten events each at a fixed total rate, the sample app's
 * {@code GET /demo/log?lines=10} without HTTP: the same logger, message and parameters.
 * Request {@code i} of a thread is due at {@code start + i * period}; a thread more than
 * 50 ms behind its schedule (the CPU is saturated) does not save the missed requests up.
 * At rate 0 the threads wait without waking.
 *
 * @author logging-perf
 */
final class FixedRateProducers {

	/**
	 * Name prefix of the producing threads, by which {@link ThreadCpu} finds them.
	 */
	static final String THREAD_NAME_PREFIX = "events-";

	/**
	 * Events per request, as in the HTTP benchmarks.
	 */
	static final int EVENTS_PER_REQUEST = 10;

	private static final long MAX_BEHIND_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

	private static final Logger logger = LogManager.getLogger("com.example.orders.demo.DemoLogController");

	private final List<Thread> threads = new ArrayList<>();

	private final LongAdder events = new LongAdder();

	private final Object rateChange = new Object();

	private volatile double eventsPerSecond;

	private volatile boolean stopped;

	/**
	 * Start the producing threads, idle.
	 * @param threadCount how many threads share the rate
	 */
	FixedRateProducers(int threadCount) {
		for (int i = 1; i <= threadCount; i++) {
			Thread thread = new Thread(() -> produce(threadCount), THREAD_NAME_PREFIX + i);
			thread.setDaemon(true);
			this.threads.add(thread);
			thread.start();
		}
	}

	/**
	 * Set the total rate of all threads.
	 * @param eventsPerSecond events per second, 0 to stop logging
	 */
	void rate(double eventsPerSecond) {
		synchronized (this.rateChange) {
			this.eventsPerSecond = eventsPerSecond;
			this.rateChange.notifyAll();
		}
	}

	/**
	 * Return the number of events logged so far.
	 * @return the number of events
	 */
	long events() {
		return this.events.sum();
	}

	/**
	 * Log one event, as a request would.
	 * @param request the request number
	 * @param line the line of the request, from 0
	 */
	static void logEvent(long request, int line) {
		logger.info("order {} for customer {} reserved {} items in warehouse {} at {} EUR, request {} line {} of {}",
				100_000 + line, "customer-4711", 3 + (line % 5), "eu-central-1b", 129.95, request, line + 1,
				EVENTS_PER_REQUEST);
	}

	/**
	 * Stop every thread.
	 */
	void stop() {
		this.stopped = true;
		rate(0);
	}

	private void produce(int threadCount) {
		long request = 0;
		while (!this.stopped) {
			double rate = awaitRate();
			if (rate <= 0) {
				continue;
			}
			long period = Math.round(TimeUnit.SECONDS.toNanos(1) * EVENTS_PER_REQUEST * threadCount / rate);
			long due = System.nanoTime();
			while (!this.stopped && this.eventsPerSecond == rate) {
				long now = System.nanoTime();
				if (due > now) {
					LockSupport.parkNanos(due - now);
					continue;
				}
				request++;
				for (int line = 0; line < EVENTS_PER_REQUEST; line++) {
					logEvent(request, line);
				}
				this.events.add(EVENTS_PER_REQUEST);
				due = Math.max(due + period, now - MAX_BEHIND_NANOS);
			}
		}
	}

	private double awaitRate() {
		synchronized (this.rateChange) {
			while (!this.stopped && this.eventsPerSecond <= 0) {
				try {
					this.rateChange.wait();
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
					return 0;
				}
			}
			return this.eventsPerSecond;
		}
	}

}
