package io.github.loggingperf.benchmarks.events;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * A burst after a quiet spell: several threads log as fast as they can, all at once,
 * while the background thread (if any) sleeps. Counts the lines that reached the file, so
 * that events lost to a full ring are seen whatever the queue-full policy, counted or
 * not.
 *
 * @param logged events logged
 * @param written lines written to the file
 * @param eventsPerSecond the rate at which the burst was logged
 * @author logging-perf
 */
record EventBurst(long logged, long written, double eventsPerSecond) {

	private static final long STABLE_NANOS = 500_000_000L;

	private static final long MAX_WAIT_NANOS = 30_000_000_000L;

	/**
	 * Log the burst and wait until the file stops growing.
	 * @param threads how many threads log at once
	 * @param eventsPerThread events each thread logs
	 * @param logFile the file the events are written to
	 * @return what was logged and written
	 * @throws IOException if the file cannot be read
	 * @throws InterruptedException if interrupted
	 */
	static EventBurst log(int threads, int eventsPerThread, Path logFile) throws IOException, InterruptedException {
		long sizeBefore = Files.size(logFile);
		CountDownLatch start = new CountDownLatch(1);
		List<Thread> loggers = new ArrayList<>();
		for (int t = 0; t < threads; t++) {
			Thread thread = new Thread(() -> {
				awaitQuietly(start);
				for (int i = 0; i < eventsPerThread; i++) {
					FixedRateProducers.logEvent(-2, i % FixedRateProducers.EVENTS_PER_REQUEST);
				}
			}, FixedRateProducers.THREAD_NAME_PREFIX + "burst-" + t);
			thread.start();
			loggers.add(thread);
		}
		long begin = System.nanoTime();
		start.countDown();
		for (Thread thread : loggers) {
			thread.join();
		}
		double seconds = (System.nanoTime() - begin) / 1e9;
		long sizeAfter = awaitStableSize(logFile);
		long logged = (long) threads * eventsPerThread;
		return new EventBurst(logged, countLines(logFile, sizeBefore, sizeAfter), logged / seconds);
	}

	private static long awaitStableSize(Path logFile) throws IOException, InterruptedException {
		long deadline = System.nanoTime() + MAX_WAIT_NANOS;
		long size = Files.size(logFile);
		long stableSince = System.nanoTime();
		while (System.nanoTime() - stableSince < STABLE_NANOS && System.nanoTime() < deadline) {
			Thread.sleep(20);
			long now = Files.size(logFile);
			if (now != size) {
				size = now;
				stableSince = System.nanoTime();
			}
		}
		return size;
	}

	private static long countLines(Path logFile, long from, long to) throws IOException {
		long lines = 0;
		try (InputStream in = Files.newInputStream(logFile)) {
			in.skipNBytes(from);
			byte[] buffer = new byte[1 << 16];
			long remaining = to - from;
			while (remaining > 0) {
				int read = in.read(buffer, 0, (int) Math.min(buffer.length, remaining));
				if (read < 0) {
					break;
				}
				for (int i = 0; i < read; i++) {
					if (buffer[i] == '\n') {
						lines++;
					}
				}
				remaining -= read;
			}
		}
		return lines;
	}

	private static void awaitQuietly(CountDownLatch latch) {
		try {
			latch.await();
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
