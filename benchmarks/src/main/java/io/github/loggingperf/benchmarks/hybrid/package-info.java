/**
 * A candidate of issue 22 (small machines), measured in the HTTP benchmark and not
 * shipped: mixed-mode asynchronous loggers whose caller writes while the background
 * thread is idle.
 */
@NullMarked
package io.github.loggingperf.benchmarks.hybrid;

import org.jspecify.annotations.NullMarked;
