/**
 * The CPU cost of one log event, free of HTTP: a fixed-rate producer run inside the
 * sample app, and the CPU of every thread of its JVM read from {@code /proc}.
 */
@NullMarked
package io.github.loggingperf.benchmarks.events;

import org.jspecify.annotations.NullMarked;
