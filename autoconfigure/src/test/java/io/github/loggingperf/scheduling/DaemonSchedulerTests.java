package io.github.loggingperf.scheduling;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Tests for {@link DaemonScheduler}.
 */
class DaemonSchedulerTests {

	@Test
	void createShouldRunTasksOnOneNamedDaemonThread() throws Exception {
		ScheduledThreadPoolExecutor scheduler = DaemonScheduler.create("logging-perf-test");
		try {
			Thread first = scheduler.submit(Thread::currentThread).get(10, TimeUnit.SECONDS);
			Thread second = scheduler.submit(Thread::currentThread).get(10, TimeUnit.SECONDS);
			assertThat(first.getName()).isEqualTo("logging-perf-test-1");
			assertThat(first.isDaemon()).isTrue();
			assertThat(second).isSameAs(first);
		}
		finally {
			scheduler.shutdownNow();
		}
	}

	@Test
	void createShouldRemoveACancelledTaskAtOnce() {
		ScheduledThreadPoolExecutor scheduler = DaemonScheduler.create("logging-perf-test");
		try {
			ScheduledFuture<?> task = scheduler.schedule(() -> {
			}, 1, TimeUnit.HOURS);
			assertThat(scheduler.getQueue()).hasSize(1);
			task.cancel(false);
			assertThat(scheduler.getQueue()).isEmpty();
		}
		finally {
			scheduler.shutdownNow();
		}
	}

	@Test
	void createWithoutANameShouldFail() {
		assertThatIllegalArgumentException().isThrownBy(() -> DaemonScheduler.create(" "))
			.withMessage("'name' must not be empty");
	}

}
