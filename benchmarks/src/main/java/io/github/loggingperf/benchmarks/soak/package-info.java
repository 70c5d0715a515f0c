/**
 * The soak and chaos run (benchmarks/soak/run.sh): sample instances on the fleet profile
 * under open-loop load for an hour, with every fault at once, checked afterwards.
 */
@NullMarked
package io.github.loggingperf.benchmarks.soak;

import org.jspecify.annotations.NullMarked;
