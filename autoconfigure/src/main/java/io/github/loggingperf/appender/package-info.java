/**
 * Counting the events each Log4j appender fails to write, through an error handler set on
 * every appender of the live configuration.
 */
@NullMarked
package io.github.loggingperf.appender;

import org.jspecify.annotations.NullMarked;
