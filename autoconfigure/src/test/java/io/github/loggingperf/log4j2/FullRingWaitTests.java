package io.github.loggingperf.log4j2;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

import io.github.loggingperf.RingBufferUsage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Tests for {@link FullRingWait}, with the ring's usage and the background thread's CPU
 * time given by the test (the wait through a real Log4j ring buffer is in
 * {@link CountingDiscardPolicyTests}).
 */
class FullRingWaitTests {

	private static final long BACKGROUND_THREAD = 42;

	private static final Duration WAIT = Duration.ofMillis(20);

	@Test
	void ringWithRoomKeepsTheEventAtOnce() {
		Ring ring = new Ring(1024, 16);
		assertThat(new FullRingWait(WAIT, ring, idle()).awaitRoom(BACKGROUND_THREAD)).isTrue();
		assertThat(ring.reads()).isOne();
	}

	@Test
	void roomFreedDuringTheWaitKeepsTheEvent() {
		Ring ring = new Ring(1024, 0).freeingAfter(3, 16);
		assertThat(new FullRingWait(Duration.ofMinutes(1), ring, idle()).awaitRoom(BACKGROUND_THREAD)).isTrue();
		assertThat(ring.reads()).isEqualTo(4);
	}

	@Test
	void threadsThatFindTheRingFullAreReleasedTogetherByOneThreadThatChecks() throws Exception {
		int threads = 8;
		Ring ring = new Ring(1024, 0).freeingAfter(threads + 20, 16);
		FullRingWait wait = new FullRingWait(Duration.ofMinutes(1), ring, idle());
		List<Boolean> kept = waitTogether(wait, threads);
		assertThat(kept).hasSize(threads).containsOnly(true);
		assertThat(ring.readsByThread().values()).as("threads that read the ring more than once")
			.filteredOn((reads) -> reads > 1)
			.hasSize(1);
	}

	@Test
	void threadsThatWaitWithAnIdleBackgroundThreadDiscardTogether() throws Exception {
		FullRingWait wait = new FullRingWait(WAIT, new Ring(1024, 0), idle());
		assertThat(waitTogether(wait, 8)).hasSize(8).containsOnly(false);
	}

	@Test
	void interruptedThreadWaitsItsTimeAndKeepsItsInterrupt() {
		Ring ring = new Ring(1024, 0).freeingAfter(3, 16);
		Thread.currentThread().interrupt();
		try {
			assertThat(new FullRingWait(Duration.ofMinutes(1), ring, idle()).awaitRoom(BACKGROUND_THREAD)).isTrue();
			assertThat(Thread.currentThread().isInterrupted()).isTrue();
		}
		finally {
			Thread.interrupted();
		}
	}

	@Test
	void lessThanASixtyFourthFreeIsNoRoom() {
		Ring ring = new Ring(1024, 15);
		assertThat(new FullRingWait(WAIT, ring, idle()).awaitRoom(BACKGROUND_THREAD)).isFalse();
	}

	@Test
	void busyBackgroundThreadKeepsTheEventWhenTheWaitEnds() {
		FullRingWait wait = new FullRingWait(WAIT, new Ring(1024, 0), busy());
		assertThat(wait.awaitRoom(BACKGROUND_THREAD)).isTrue();
		assertThat(wait.awaitRoom(BACKGROUND_THREAD)).as("the next thread waits too").isTrue();
	}

	@Test
	void idleBackgroundThreadDiscardsAndTheNextThreadsDoNotWait() {
		Ring ring = new Ring(1024, 0);
		FullRingWait wait = new FullRingWait(WAIT, ring, idle());
		assertThat(wait.awaitRoom(BACKGROUND_THREAD)).isFalse();
		int readsOfTheWait = ring.reads();
		assertThat(readsOfTheWait).isGreaterThan(2);
		for (int i = 0; i < 1_000; i++) {
			assertThat(wait.awaitRoom(BACKGROUND_THREAD)).isFalse();
		}
		assertThat(ring.reads() - readsOfTheWait).as("one read of the capacity each, no wait").isEqualTo(1_000);
	}

	@Test
	void unreadableCpuTimeCountsAsIdle() {
		FullRingWait wait = new FullRingWait(WAIT, new Ring(1024, 0), (id) -> -1);
		assertThat(wait.awaitRoom(BACKGROUND_THREAD)).isFalse();
	}

	@Test
	void zeroWaitDiscardsAtOnce() {
		Ring ring = new Ring(1024, 1024);
		assertThat(new FullRingWait(Duration.ZERO, ring, busy()).awaitRoom(BACKGROUND_THREAD)).isFalse();
		assertThat(ring.reads()).isZero();
	}

	@Test
	void noRingDiscardsAtOnce() {
		assertThat(new FullRingWait(WAIT, () -> RingBufferUsage.NONE, busy()).awaitRoom(BACKGROUND_THREAD)).isFalse();
	}

	@Test
	void negativeWaitIsRefused() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new FullRingWait(Duration.ofMillis(-1), new Ring(1024, 0), idle()))
			.withMessage("'maxWait' must not be negative");
	}

	/**
	 * Let threads find the ring full at the same time and return whether each kept its
	 * event.
	 */
	private static List<Boolean> waitTogether(FullRingWait wait, int threads) throws Exception {
		ExecutorService executor = Executors.newFixedThreadPool(threads);
		try {
			CyclicBarrier start = new CyclicBarrier(threads);
			List<Future<Boolean>> waits = new ArrayList<>();
			for (int i = 0; i < threads; i++) {
				waits.add(executor.submit(() -> {
					start.await();
					return wait.awaitRoom(BACKGROUND_THREAD);
				}));
			}
			List<Boolean> kept = new ArrayList<>();
			for (Future<Boolean> each : waits) {
				kept.add(each.get(1, TimeUnit.MINUTES));
			}
			return kept;
		}
		finally {
			executor.shutdownNow();
		}
	}

	private static java.util.function.LongUnaryOperator idle() {
		return (id) -> {
			assertThat(id).isEqualTo(BACKGROUND_THREAD);
			return 1_000;
		};
	}

	/**
	 * A background thread that used all the time since it was first asked.
	 */
	private static java.util.function.LongUnaryOperator busy() {
		long start = System.nanoTime();
		return (id) -> System.nanoTime() - start;
	}

	/**
	 * A ring of a given capacity with a given room, that can free room after some reads.
	 */
	private static final class Ring implements Supplier<RingBufferUsage> {

		private final AtomicInteger reads = new AtomicInteger();

		private final Map<Thread, Integer> readsByThread = new ConcurrentHashMap<>();

		private final long capacity;

		private final long remaining;

		private int freeingAfter = Integer.MAX_VALUE;

		private long freed;

		Ring(long capacity, long remaining) {
			this.capacity = capacity;
			this.remaining = remaining;
		}

		Ring freeingAfter(int reads, long freed) {
			this.freeingAfter = reads;
			this.freed = freed;
			return this;
		}

		@Override
		public RingBufferUsage get() {
			int read = this.reads.incrementAndGet();
			this.readsByThread.merge(Thread.currentThread(), 1, Integer::sum);
			return RingBufferUsage.of(this.capacity, (read > this.freeingAfter) ? this.freed : this.remaining);
		}

		int reads() {
			return this.reads.get();
		}

		Map<Thread, Integer> readsByThread() {
			return this.readsByThread;
		}

	}

}
