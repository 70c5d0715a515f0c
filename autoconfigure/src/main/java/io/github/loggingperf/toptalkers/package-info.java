/**
 * Top talkers: events counted per logger and level in the calling thread by a
 * context-wide Log4j filter, kept in a bounded table, and read as rates over a sliding
 * window.
 */
@NullMarked
package io.github.loggingperf.toptalkers;

import org.jspecify.annotations.NullMarked;
