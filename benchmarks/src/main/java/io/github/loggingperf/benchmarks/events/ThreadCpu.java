package io.github.loggingperf.benchmarks.events;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * The CPU time and context switches of every thread of this JVM at one instant, read from
 * {@code /proc/self/task}: {@code schedstat} gives the time on a CPU in nanoseconds (not
 * the 10 ms ticks of {@code stat}), {@code status} the voluntary and involuntary context
 * switches. Threads are put in groups by name, so that two snapshots give the CPU of each
 * group in between.
 *
 * @author logging-perf
 */
final class ThreadCpu {

	/**
	 * The groups, in the order of the results file's columns.
	 */
	static final List<String> GROUPS = List.of("caller", "background", "gc", "jit", "other");

	private static final Path TASKS = Path.of("/proc/self/task");

	private final Map<String, Sample> threads;

	private ThreadCpu(Map<String, Sample> threads) {
		this.threads = threads;
	}

	/**
	 * Read every thread of this JVM.
	 * @return the snapshot
	 */
	static ThreadCpu now() {
		Map<String, Sample> threads = new HashMap<>();
		try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
			for (Path task : tasks) {
				Sample sample = Sample.read(task);
				if (sample != null) {
					threads.put(task.getFileName().toString(), sample);
				}
			}
		}
		catch (IOException ex) {
			throw new IllegalStateException("cannot read " + TASKS, ex);
		}
		return new ThreadCpu(threads);
	}

	/**
	 * Return the CPU time of each group from an earlier snapshot to this one; a thread
	 * started in between counts from zero.
	 * @param earlier the earlier snapshot
	 * @return nanoseconds of CPU by group, every group present
	 */
	Map<String, Long> cpuNanosSince(ThreadCpu earlier) {
		Map<String, Long> byGroup = new LinkedHashMap<>();
		GROUPS.forEach((group) -> byGroup.put(group, 0L));
		this.threads.forEach((tid, sample) -> {
			Sample before = earlier.threads.get(tid);
			long nanos = sample.cpuNanos - ((before != null) ? before.cpuNanos : 0);
			byGroup.merge(group(sample.name), nanos, Long::sum);
		});
		return byGroup;
	}

	/**
	 * Return the voluntary context switches of one group from an earlier snapshot to this
	 * one: each one is a thread going to sleep or waiting, so each is followed by a
	 * wake-up.
	 * @param earlier the earlier snapshot
	 * @param group the group, or {@code all} for every thread
	 * @return the number of voluntary context switches
	 */
	long wakeUpsSince(ThreadCpu earlier, String group) {
		long wakeUps = 0;
		for (Map.Entry<String, Sample> entry : this.threads.entrySet()) {
			Sample sample = entry.getValue();
			if ("all".equals(group) || group(sample.name).equals(group)) {
				Sample before = earlier.threads.get(entry.getKey());
				wakeUps += sample.voluntarySwitches - ((before != null) ? before.voluntarySwitches : 0);
			}
		}
		return wakeUps;
	}

	/**
	 * Return the group of a thread, from its name as the kernel keeps it (at most 15
	 * characters).
	 * @param name the thread's name
	 * @return the group
	 */
	static String group(String name) {
		if (name.startsWith(FixedRateProducers.THREAD_NAME_PREFIX)) {
			return "caller";
		}
		if (name.startsWith("Log4j2-TF-")) {
			return "background";
		}
		if (name.startsWith("GC Thread") || name.startsWith("G1 ") || name.startsWith("VM Thread")) {
			return "gc";
		}
		if (name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre")) {
			return "jit";
		}
		return "other";
	}

	private record Sample(String name, long cpuNanos, long voluntarySwitches) {

		static @Nullable Sample read(Path task) {
			try {
				String name = Files.readString(task.resolve("comm")).strip();
				long cpuNanos = Long.parseLong(Files.readString(task.resolve("schedstat")).split(" ")[0]);
				long voluntary = 0;
				for (String line : Files.readAllLines(task.resolve("status"))) {
					if (line.startsWith("voluntary_ctxt_switches:")) {
						voluntary = Long.parseLong(line.substring(line.indexOf(':') + 1).strip());
					}
				}
				return new Sample(name, cpuNanos, voluntary);
			}
			catch (IOException | RuntimeException ex) {
				return null; // the thread ended while it was read
			}
		}

	}

}
