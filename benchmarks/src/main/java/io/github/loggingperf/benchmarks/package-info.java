/**
 * JMH benchmarks of logging-perf.
 */
@NullMarked
package io.github.loggingperf.benchmarks;

import org.jspecify.annotations.NullMarked;
