package io.github.loggingperf.benchmarks.soak;

import java.util.Arrays;

/**
 * A growing list of epoch milliseconds, safe for one writer and readers that call
 * {@link #toArray()} once the writer is done.
 */
final class Timestamps {

	private long[] values = new long[1024];

	private int size;

	synchronized void add(long value) {
		if (this.size == this.values.length) {
			this.values = Arrays.copyOf(this.values, this.size * 2);
		}
		this.values[this.size++] = value;
	}

	synchronized long[] toArray() {
		return Arrays.copyOf(this.values, this.size);
	}

}
