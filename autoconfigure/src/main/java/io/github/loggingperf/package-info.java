/**
 * Public API of logging-perf, independent of Log4j: the live state of the logging
 * pipeline ({@link io.github.loggingperf.LoggingPipeline}) and the values it reports,
 * which the endpoint, the meters and the doctor read, and the one ordered list of event
 * levels ({@link io.github.loggingperf.EventLevels}).
 */
@NullMarked
package io.github.loggingperf;

import org.jspecify.annotations.NullMarked;
