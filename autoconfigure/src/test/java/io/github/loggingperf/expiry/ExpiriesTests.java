package io.github.loggingperf.expiry;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.loggingperf.expiry.Expiries.Expiry;
import io.github.loggingperf.scheduling.DaemonScheduler;
import io.github.loggingperf.testsupport.SettableClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * Tests for {@link Expiries}.
 */
class ExpiriesTests {

	private static final Instant NOW = Instant.parse("2026-11-23T10:00:00Z");

	private final SettableClock clock = new SettableClock(NOW);

	private final List<ChangeExpiredEvent> events = new CopyOnWriteArrayList<>();

	private final Expiries expiries = new Expiries(this.clock, Executors.newSingleThreadScheduledExecutor(),
			(event) -> this.events.add((ChangeExpiredEvent) event));

	@AfterEach
	void stop() {
		this.expiries.destroy();
	}

	@Test
	void expireDueShouldEndChangesInExpiryOrderOnceTheClockReachesThem() {
		List<String> ended = new CopyOnWriteArrayList<>();
		this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(20), () -> add(ended, "b"));
		Expiry first = this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(10), () -> add(ended, "a"));
		assertThat(first.expiresAt()).isEqualTo(NOW.plus(Duration.ofMinutes(10)));
		assertThat(this.expiries.expireDue()).isZero();
		this.clock.advance(Duration.ofMinutes(30));
		assertThat(this.expiries.expireDue()).isEqualTo(2);
		assertThat(ended).containsExactly("a", "b");
		assertThat(this.events).extracting(ChangeExpiredEvent::getChange).containsExactly("a", "b");
		assertThat(this.events).extracting(ChangeExpiredEvent::getExpiresAt)
			.containsExactly(NOW.plus(Duration.ofMinutes(10)), NOW.plus(Duration.ofMinutes(20)));
		assertThat(this.expiries.pending()).isZero();
	}

	@Test
	void expireDueWhenCancelledOrAlreadyReplacedShouldPublishNothing() {
		Expiry cancelled = this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(1), () -> "cancelled");
		this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(1), () -> null);
		cancelled.cancel();
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.expiries.expireDue()).isZero();
		assertThat(this.events).isEmpty();
	}

	@Test
	void cancelShouldTakeTheWakeUpOutOfTheSchedulersQueue() {
		ScheduledThreadPoolExecutor scheduler = DaemonScheduler.create("expiry-test");
		Expiries expiries = new Expiries(this.clock, scheduler, (event) -> this.events.add((ChangeExpiredEvent) event));
		try {
			for (int i = 0; i < 1000; i++) {
				expiries.schedule(expiries.now(), Duration.ofHours(1), () -> "replaced").cancel();
			}
			expiries.schedule(expiries.now(), Duration.ofHours(1), () -> "in force");
			assertThat(expiries.pending()).isOne();
			assertThat(scheduler.getQueue()).hasSize(1);
		}
		finally {
			expiries.destroy();
		}
	}

	@Test
	void expireDueWhenAChangeFailsShouldStillEndTheOthers() {
		this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(1), () -> {
			throw new IllegalStateException("cannot switch");
		});
		this.expiries.schedule(this.expiries.now(), Duration.ofMinutes(1), () -> "ended");
		this.clock.advance(Duration.ofMinutes(1));
		assertThat(this.expiries.expireDue()).isOne();
		assertThat(this.events).extracting(ChangeExpiredEvent::getChange).containsExactly("ended");
	}

	@Test
	void scheduleWithTheSystemClockShouldEndTheChangeFromTheBackgroundExecutor() {
		Expiries systemExpiries = new Expiries(Clock.systemUTC(), Executors.newSingleThreadScheduledExecutor(),
				(event) -> this.events.add((ChangeExpiredEvent) event));
		try {
			systemExpiries.schedule(systemExpiries.now(), Duration.ofMillis(50), () -> "ended");
			await().atMost(Duration.ofSeconds(30)).until(() -> !this.events.isEmpty());
			assertThat(this.events).extracting(ChangeExpiredEvent::getChange).containsExactly("ended");
		}
		finally {
			systemExpiries.destroy();
		}
	}

	private static String add(List<String> ended, String change) {
		ended.add(change);
		return change;
	}

}
