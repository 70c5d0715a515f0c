package io.github.loggingperf.benchmarks.soak;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

import org.springframework.boot.logging.LogLevel;

/**
 * Open-loop load on the demo endpoint: request {@code i} is due at
 * {@code start + i / rate} whatever happened before, and its latency is measured from
 * that time (wrk2's model), with at most {@code senders} requests in flight. Requests go
 * round-robin over the instances that serve; each asks for {@link #LINES} lines at a
 * level drawn from a fixed mix by the request's number and the seed, so a run is
 * repeatable. The lines of every request that answered 200 are counted as logged, per
 * instance life and level; the lines of any other outcome as uncertain.
 */
final class OpenLoopLoad {

	static final int LINES = 10;

	private static final long HIGHEST_NANOS = TimeUnit.MINUTES.toNanos(2);

	private volatile Phase phase;

	private final long seed;

	private final List<SampleInstance> serving = new CopyOnWriteArrayList<>();

	private final Map<String, LifeLoad> lives = new ConcurrentHashMap<>();

	private final AtomicLong next = new AtomicLong();

	private final Recorder latency = new Recorder(HIGHEST_NANOS, 3);

	private final Thread[] senders;

	private final AtomicLong completed = new AtomicLong();

	private volatile boolean running = true;

	OpenLoopLoad(double rate, long seed, int senders) {
		this.phase = new Phase(System.nanoTime(), 0, rate);
		this.seed = seed;
		this.senders = new Thread[senders];
		for (int i = 0; i < senders; i++) {
			this.senders[i] = new Thread(this::send, "load-" + i);
			this.senders[i].setDaemon(true);
		}
	}

	void start() {
		for (Thread sender : this.senders) {
			sender.start();
		}
	}

	void serve(SampleInstance instance) {
		this.serving.add(instance);
	}

	/**
	 * Send no more requests to an instance and wait until those in flight have answered.
	 * @param instance the instance
	 * @throws InterruptedException if interrupted while waiting
	 */
	void withdraw(SampleInstance instance) throws InterruptedException {
		stopServing(instance);
		awaitAnswers(instance);
	}

	void stopServing(SampleInstance instance) {
		this.serving.remove(instance);
	}

	void awaitAnswers(SampleInstance instance) throws InterruptedException {
		AtomicInteger count = life(instance.name()).inFlight();
		while (count.get() > 0) {
			Thread.sleep(10);
		}
	}

	static LogLevel levelOf(long seed, long request) {
		long mixed = (request + seed) * 0x9E3779B97F4A7C15L;
		int bucket = (int) Long.remainderUnsigned(mixed ^ (mixed >>> 29), 100);
		if (bucket < 3) {
			return LogLevel.DEBUG;
		}
		if (bucket < 8) {
			return LogLevel.WARN;
		}
		if (bucket < 10) {
			return LogLevel.ERROR;
		}
		return LogLevel.INFO;
	}

	private void send() {
		while (this.running) {
			long request = this.next.getAndIncrement();
			Phase current = this.phase;
			long due = current.start() + (long) ((request - current.firstRequest()) * 1_000_000_000d / current.rate());
			long wait;
			while ((wait = due - System.nanoTime()) > 0) {
				LockSupport.parkNanos(wait);
			}
			if (!this.running) {
				return;
			}
			List<SampleInstance> targets = this.serving;
			if (targets.isEmpty()) {
				continue;
			}
			SampleInstance instance = targets.get((int) (request % targets.size()));
			LogLevel level = levelOf(this.seed, request);
			LifeLoad life = life(instance.name());
			AtomicInteger count = life.inFlight();
			count.incrementAndGet();
			try {
				boolean ok = false;
				try {
					HttpResponse<String> response = instance.get("/demo/log?lines=" + LINES + "&level=" + level);
					ok = response.statusCode() == 200;
				}
				catch (IOException ex) {
					// counted below
				}
				(ok ? life.logged() : life.uncertain()).add(level, LINES);
				if (ok) {
					this.completed.incrementAndGet();
				}
				this.latency.recordValue(Math.min(HIGHEST_NANOS, System.nanoTime() - due));
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				return;
			}
			finally {
				count.decrementAndGet();
			}
		}
	}

	/**
	 * Go on at another rate from now.
	 * @param rate requests per second
	 */
	void rate(double rate) {
		this.phase = new Phase(System.nanoTime(), this.next.get(), rate);
	}

	double rate() {
		return this.phase.rate();
	}

	/**
	 * Return the latencies recorded since the previous call.
	 * @return the interval's histogram
	 */
	Histogram interval() {
		return this.latency.getIntervalHistogram();
	}

	void stop() throws InterruptedException {
		this.running = false;
		for (Thread sender : this.senders) {
			LockSupport.unpark(sender);
			sender.join(TimeUnit.MINUTES.toMillis(2));
		}
	}

	private LifeLoad life(String name) {
		return this.lives.computeIfAbsent(name,
				(key) -> new LifeLoad(new EventCounts(), new EventCounts(), new AtomicInteger()));
	}

	EventCounts logged(String life) {
		return life(life).logged();
	}

	EventCounts uncertain(String life) {
		return life(life).uncertain();
	}

	long requests() {
		return this.next.get();
	}

	long completed() {
		return this.completed.get();
	}

	private record Phase(long start, long firstRequest, double rate) {
	}

	private record LifeLoad(EventCounts logged, EventCounts uncertain, AtomicInteger inFlight) {
	}

}
