package io.github.loggingperf.doctor.rules;

import java.util.List;

import io.github.loggingperf.log4j2.BootstrapSettings;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds a ring buffer much too small for bursts or much too large for the heap:
 * {@code ring-buffer-too-small} below {@value #MIN_SLOTS} slots,
 * {@code ring-buffer-too-large} when its estimated idle size ({@value #BYTES_PER_SLOT}
 * bytes a slot, measured) is more than {@value #MAX_HEAP_PERCENT}% of the maximum heap.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class RingBufferSizeRule implements DoctorRule {

	/**
	 * Fewest slots that absorb a short burst: 0.1 s at 10,000 events/s.
	 */
	public static final int MIN_SLOTS = 1024;

	/**
	 * Heap an idle ring buffer slot takes, measured on the sample app (docs/async.md:
	 * 262,144 slots took 44.9 MiB, 180 bytes a slot).
	 */
	public static final int BYTES_PER_SLOT = 180;

	/**
	 * Largest share of the maximum heap, in percent, an idle ring buffer should take.
	 */
	public static final int MAX_HEAP_PERCENT = 5;

	private static final String FIX = "Set the ring size when the JVM starts: -D"
			+ BootstrapSettings.RING_BUFFER_SIZE_PROPERTY + "=N or LOGGINGPERF_ASYNC_RINGBUFFERSIZE=N (or Log4j's "
			+ "log4j2.asyncLoggerRingBufferSize); size it for the bursts to absorb: the starter's "
			+ BootstrapSettings.DEFAULT_RING_BUFFER_SIZE + " slots take under 3 MiB";

	@Override
	public List<Finding> check(DoctorContext context) {
		long slots = context.ringBufferCapacity();
		if (slots <= 0) {
			return List.of();
		}
		if (slots < MIN_SLOTS) {
			return List.of(new Finding("ring-buffer-too-small", Severity.WARNING,
					"The ring buffer has only " + slots + " slots",
					List.of("ring buffer " + slots + " slots, fewer than " + MIN_SLOTS), Costs.RING_TOO_SMALL, FIX,
					false));
		}
		long estimated = slots * BYTES_PER_SLOT;
		long maxHeap = context.maxHeapBytes();
		if (maxHeap > 0 && maxHeap != Long.MAX_VALUE && estimated * 100 > maxHeap * MAX_HEAP_PERCENT) {
			return List.of(new Finding("ring-buffer-too-large", Severity.WARNING,
					"The ring buffer takes more than " + MAX_HEAP_PERCENT + "% of the maximum heap",
					List.of("ring buffer " + slots + " slots, about " + mebibytes(estimated) + " MiB at "
							+ BYTES_PER_SLOT + " bytes a slot", "maximum heap " + mebibytes(maxHeap) + " MiB"),
					Costs.RING_TOO_LARGE, FIX, false));
		}
		return List.of();
	}

	private static long mebibytes(long bytes) {
		return Math.round(bytes / (1024.0 * 1024.0));
	}

}
