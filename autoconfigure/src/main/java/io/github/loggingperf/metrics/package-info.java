/**
 * Micrometer meters of the pipeline, the runtime level overrides and switches, the
 * appenders' failures, the doctor and the fleet, read from their state beans. Every meter
 * is defined once in {@code LoggingPerfMeter}; a new one is added there and registered by
 * the {@code MeterBinder} of its concern.
 */
@NullMarked
package io.github.loggingperf.metrics;

import org.jspecify.annotations.NullMarked;
