package io.github.loggingperf.switches;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.jspecify.annotations.Nullable;

import io.github.loggingperf.expiry.Expiries;
import io.github.loggingperf.expiry.Expiries.Expiry;

/**
 * One switch of the pipeline, set at runtime for a limited time or until changed again,
 * going back to its configured value at its expiry.
 *
 * @param <T> the type of the switch's value
 * @author logging-perf
 */
final class RuntimeSwitch<T> {

	private final String name;

	private final T configuredValue;

	private final Supplier<T> reader;

	private final Consumer<T> writer;

	private final Expiries expiries;

	private @Nullable Expiry expiry;

	private long generation;

	private @Nullable Instant changedAt;

	private @Nullable String changedBy;

	RuntimeSwitch(String name, T configuredValue, Supplier<T> reader, Consumer<T> writer, Expiries expiries) {
		this.name = name;
		this.configuredValue = configuredValue;
		this.reader = reader;
		this.writer = writer;
		this.expiries = expiries;
	}

	synchronized @Nullable String set(T value, @Nullable Instant changedAt, @Nullable Duration ttl, String changedBy) {
		T before = this.reader.get();
		if (before.equals(value) && ttl == null && this.expiry == null) {
			return null;
		}
		this.writer.accept(value);
		cancelExpiry();
		this.changedAt = (changedAt != null) ? changedAt : this.expiries.now();
		this.changedBy = changedBy;
		long generation = ++this.generation;
		if (ttl != null) {
			this.expiry = this.expiries.schedule(this.changedAt, ttl, () -> expire(generation));
		}
		return this.name + " " + before + " -> " + value + ((ttl != null) ? " for " + ttl : "");
	}

	private synchronized @Nullable String expire(long generation) {
		if (this.generation != generation || this.expiry == null) {
			return null;
		}
		this.expiry = null;
		T before = this.reader.get();
		this.writer.accept(this.configuredValue);
		return this.name + " " + before + " -> " + this.configuredValue + " (ttl ended, set by " + this.changedBy + ")";
	}

	private void cancelExpiry() {
		if (this.expiry != null) {
			this.expiry.cancel();
			this.expiry = null;
		}
	}

	synchronized SwitchState<T> state() {
		return new SwitchState<>(this.reader.get(), this.configuredValue,
				(this.expiry != null) ? this.expiry.expiresAt() : null, this.changedAt, this.changedBy);
	}

}
