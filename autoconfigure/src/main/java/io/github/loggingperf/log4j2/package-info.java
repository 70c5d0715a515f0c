/**
 * Log4j 2 bootstrap and the pipeline over a Log4j logger context: the Log4j
 * {@code PropertySource} that makes every logger asynchronous before Spring starts (with
 * {@code BootstrapSettings}), the counting queue-full policy and its registry, the
 * {@code LoggingPipeline} implementation, the startup report, the listener for
 * reconfigurations, and the shutdown handler and drain.
 */
@NullMarked
package io.github.loggingperf.log4j2;

import org.jspecify.annotations.NullMarked;
