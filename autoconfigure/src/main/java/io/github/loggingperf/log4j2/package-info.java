/**
 * Log4j 2 bootstrap (all-async by default through a Log4j {@code PropertySource}), the counting queue-full
 * policy, the {@code LoggingPipeline} over the Log4j context, the startup report and the shutdown drain.
 */
@NullMarked
package io.github.loggingperf.log4j2;

import org.jspecify.annotations.NullMarked;
