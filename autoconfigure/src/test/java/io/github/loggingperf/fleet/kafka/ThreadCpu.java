package io.github.loggingperf.fleet.kafka;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The CPU time of every live thread of this JVM at one moment (ThreadMXBean), and the CPU
 * each group of threads used between two such moments. A group is a thread name with its
 * numbers and UUIDs replaced ({@code logging-perf-fleet-C-#}); a thread that ended
 * between the moments is not counted, one that started counts from zero.
 */
final class ThreadCpu {

	private static final Pattern UUID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

	private static final Pattern NUMBER = Pattern.compile("\\d+");

	private final Map<Long, Sample> threads;

	private final long process;

	private ThreadCpu(Map<Long, Sample> threads, long process) {
		this.threads = threads;
		this.process = process;
	}

	static ThreadCpu now() {
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		Map<Long, Sample> threads = new HashMap<>();
		for (ThreadInfo info : bean.getThreadInfo(bean.getAllThreadIds())) {
			if (info != null) {
				long nanos = bean.getThreadCpuTime(info.getThreadId());
				if (nanos >= 0) {
					threads.put(info.getThreadId(), new Sample(group(info.getThreadName()), nanos));
				}
			}
		}
		return new ThreadCpu(threads, processCpuNanos());
	}

	/**
	 * Return the CPU used by each group of threads since an earlier snapshot.
	 * @param earlier the earlier snapshot
	 * @return CPU nanoseconds and thread count, by group
	 */
	Map<String, Group> since(ThreadCpu earlier) {
		Map<String, Group> groups = new TreeMap<>();
		this.threads.forEach((id, sample) -> {
			Sample before = earlier.threads.get(id);
			long nanos = sample.nanos() - ((before != null) ? before.nanos() : 0);
			groups.merge(sample.group(), new Group(nanos, 1), Group::plus);
		});
		return groups;
	}

	/**
	 * Return the CPU used by the whole process (every thread, the JVM's own included)
	 * since an earlier snapshot.
	 * @param earlier the earlier snapshot
	 * @return CPU nanoseconds
	 */
	long processSince(ThreadCpu earlier) {
		return this.process - earlier.process;
	}

	static String group(String name) {
		return NUMBER.matcher(UUID.matcher(name).replaceAll("<uuid>")).replaceAll("#");
	}

	private static long processCpuNanos() {
		return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
			.getProcessCpuTime();
	}

	record Sample(String group, long nanos) {

	}

	record Group(long nanos, int threads) {

		Group plus(Group other) {
			return new Group(this.nanos + other.nanos, this.threads + other.threads);
		}

	}

}
