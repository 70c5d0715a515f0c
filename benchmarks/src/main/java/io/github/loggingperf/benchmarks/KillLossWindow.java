package io.github.loggingperf.benchmarks;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.async.AsyncLoggerContext;
import org.apache.logging.log4j.core.jmx.RingBufferAdmin;

import io.github.loggingperf.log4j2.BackgroundThreadPacing;

/**
 * Logs numbered events at a steady rate until it is killed, and records the number of the
 * last event logged, and the ring buffer's used slots every 256 events, in a
 * memory-mapped file, which survives {@code kill -9}. The events written to the log file,
 * counted after the kill, tell how many were still in the ring buffer or the appender's
 * buffer: the loss window of a killed process.
 * <p>
 * Arguments: the counter file, the rate in events per second. With the system property
 * {@code kill9.wake-on-log=true}, log calls wake the background thread as in a Spring
 * Boot application with the starter ({@link BackgroundThreadPacing}, a bean there). Run
 * by {@code benchmarks/kill9/run.sh}.
 *
 * @author logging-perf
 */
public final class KillLossWindow {

	private KillLossWindow() {
	}

	/**
	 * Log until killed.
	 * @param args the counter file and the rate in events per second
	 * @throws IOException if the counter file cannot be mapped
	 */
	public static void main(String[] args) throws IOException {
		Path counterFile = Path.of(args[0]);
		long rate = Long.parseLong(args[1]);
		Logger logger = LogManager.getLogger("kill9.steady");
		AsyncLoggerContext context = (AsyncLoggerContext) LogManager.getContext(false);
		if (Boolean.getBoolean("kill9.wake-on-log")) {
			new BackgroundThreadPacing(context).afterPropertiesSet();
		}
		RingBufferAdmin ring = context.createRingBufferAdmin();
		try (FileChannel channel = FileChannel.open(counterFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE)) {
			MappedByteBuffer counter = channel.map(FileChannel.MapMode.READ_WRITE, 0, 2 * Long.BYTES);
			long intervalNanos = 1_000_000_000L / rate;
			long start = System.nanoTime();
			for (long sequence = 0;; sequence++) {
				long due = start + sequence * intervalNanos;
				long wait = due - System.nanoTime();
				if (wait > 0) {
					LockSupport.parkNanos(wait);
				}
				logger.info("EVT {} steady load event with a realistic length of text, user=42 order=4711", sequence);
				counter.putLong(0, sequence + 1);
				if ((sequence & 255) == 0) {
					counter.putLong(Long.BYTES, ring.getBufferSize() - ring.getRemainingCapacity());
				}
			}
		}
	}

}
