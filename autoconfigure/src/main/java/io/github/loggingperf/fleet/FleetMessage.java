package io.github.loggingperf.fleet;

import org.jspecify.annotations.Nullable;

/**
 * A record as a transport carries it: its key, its value (none for a tombstone), its
 * signature, and where it was read.
 *
 * @param key the key
 * @param value the value, {@code null} for a tombstone
 * @param signature the HMAC of key and value, {@code null} when unsigned
 * @param position where the record was read (for example {@code topic-0@12}), for
 * messages
 * @author logging-perf
 * @since 0.1.0
 */
public record FleetMessage(String key, byte @Nullable [] value, byte @Nullable [] signature, String position) {

}
