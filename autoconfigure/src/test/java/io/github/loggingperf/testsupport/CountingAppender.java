package io.github.loggingperf.testsupport;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.util.Log4jThread;

/**
 * Test appender that counts the events it writes by level and can be made slow. Its gate,
 * while closed, holds Log4j's background thread (never a caller) so that the ring buffer
 * fills and stays full.
 */
public final class CountingAppender extends AbstractAppender {

	private final Map<Level, LongAdder> written = new ConcurrentHashMap<>();

	private final Set<String> writerThreads = ConcurrentHashMap.newKeySet();

	private final long delayNanos;

	private final CountDownLatch gate;

	private final boolean busy;

	public CountingAppender(String name, long delayNanos, boolean gateClosed) {
		this(name, delayNanos, gateClosed, false);
	}

	private CountingAppender(String name, long delayNanos, boolean gateClosed, boolean busy) {
		super(name, null, null, true, Property.EMPTY_ARRAY);
		this.delayNanos = delayNanos;
		this.gate = new CountDownLatch(gateClosed ? 1 : 0);
		this.busy = busy;
	}

	/**
	 * Create an appender that keeps the CPU busy for the given time per event, as a
	 * layout that is costly to run does.
	 * @param name the appender's name
	 * @param delayNanos the CPU time of one event
	 * @return the appender
	 */
	public static CountingAppender busy(String name, long delayNanos) {
		return new CountingAppender(name, delayNanos, false, true);
	}

	@Override
	public void append(LogEvent event) {
		this.writerThreads.add(Thread.currentThread().getName());
		if (Thread.currentThread() instanceof Log4jThread) {
			awaitGate();
		}
		if (this.busy) {
			long end = System.nanoTime() + this.delayNanos;
			while (System.nanoTime() - end < 0) {
				Thread.onSpinWait();
			}
		}
		else if (this.delayNanos > 0) {
			LockSupport.parkNanos(this.delayNanos);
		}
		this.written.computeIfAbsent(event.getLevel(), (level) -> new LongAdder()).increment();
	}

	private void awaitGate() {
		try {
			if (!this.gate.await(2, TimeUnit.MINUTES)) {
				throw new IllegalStateException("Gate was never opened");
			}
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	public void openGate() {
		this.gate.countDown();
	}

	public long written(Level level) {
		LongAdder count = this.written.get(level);
		return (count != null) ? count.sum() : 0;
	}

	public Set<String> writerThreads() {
		return Set.copyOf(this.writerThreads);
	}

	public boolean wasEnteredBy(String threadName) {
		return this.writerThreads.contains(threadName);
	}

}
