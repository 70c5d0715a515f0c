package io.github.loggingperf.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

import com.sun.management.OperatingSystemMXBean;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * JMH profiler that adds, per operation, the CPU time of the whole benchmark process
 * (producer threads, the Log4j background thread, GC and JIT) and the time the producing
 * threads spent inside log calls, as recorded in {@link #CALLER_NANOS}. Enable with
 * {@code -prof io.github.loggingperf.benchmarks.ProcessCpuProfiler}.
 *
 * @author logging-perf
 */
public class ProcessCpuProfiler implements InternalProfiler {

	/**
	 * Nanoseconds spent by producing threads inside log calls during the current
	 * iteration; benchmarks add to it.
	 */
	static final LongAdder CALLER_NANOS = new LongAdder();

	private final OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

	private long cpuAtStart;

	@Override
	public String getDescription() {
		return "process CPU time and caller time per operation";
	}

	@Override
	public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
		CALLER_NANOS.reset();
		this.cpuAtStart = this.os.getProcessCpuTime();
	}

	@Override
	public List<Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
			IterationResult result) {
		double operations = result.getMetadata().getMeasuredOps();
		double cpu = (this.os.getProcessCpuTime() - this.cpuAtStart) / operations;
		double caller = CALLER_NANOS.sum() / operations;
		return List.of(new ScalarResult("·cpu", cpu, "ns/op", AggregationPolicy.AVG),
				new ScalarResult("·caller", caller, "ns/op", AggregationPolicy.AVG));
	}

}
