/**
 * The Logback guard: a clear startup failure when Logback is on the classpath beside
 * Log4j 2.
 */
@NullMarked
package io.github.loggingperf.logback;

import org.jspecify.annotations.NullMarked;
