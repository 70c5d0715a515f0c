/**
 * Micrometer meters of the logging pipeline, read from the
 * {@link io.github.loggingperf.LoggingPipeline} state bean.
 */
@NullMarked
package io.github.loggingperf.metrics;

import org.jspecify.annotations.NullMarked;
