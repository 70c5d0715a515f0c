package io.github.loggingperf.scheduling;

import java.util.concurrent.ScheduledThreadPoolExecutor;

import org.springframework.scheduling.concurrent.CustomizableThreadFactory;
import org.springframework.util.Assert;

/**
 * Creates the starter's schedulers: one daemon thread each (so that none keeps the JVM
 * alive), named after the job with Spring's {@link CustomizableThreadFactory}, and
 * cancelled tasks removed at once (so that a change replaced before it expires leaves
 * nothing behind).
 *
 * @author logging-perf
 * @since 0.1.0
 */
public final class DaemonScheduler {

	private DaemonScheduler() {
	}

	/**
	 * Create a scheduler with one daemon thread.
	 * @param name the job's name; the thread is named {@code <name>-1}
	 * @return the scheduler, to be shut down by its owner
	 */
	public static ScheduledThreadPoolExecutor create(String name) {
		Assert.hasText(name, "'name' must not be empty");
		CustomizableThreadFactory threads = new CustomizableThreadFactory(name + "-");
		threads.setDaemon(true);
		ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, threads);
		scheduler.setRemoveOnCancelPolicy(true);
		return scheduler;
	}

}
