/**
 * Log4j 2 bootstrap and the pipeline over a Log4j logger context: the Log4j
 * {@code PropertySource} that makes every logger asynchronous before Spring starts (with
 * {@code BootstrapSettings}), the counting queue-full policy and its registry, which
 * wakes Log4j's background thread when the ring is full, the {@code LoggingPipeline}
 * implementation and its mode report, the startup report (with the wait strategy in
 * force), the listener for reconfigurations, context-wide filters kept on the context
 * across reconfigurations ({@code ContextFilterAttachment}, {@code EventObservingFilter})
 * and the one that lets log calls wake the background thread
 * ({@code BackgroundThreadPacing}), and the shutdown handler and drain.
 */
@NullMarked
package io.github.loggingperf.log4j2;

import org.jspecify.annotations.NullMarked;
