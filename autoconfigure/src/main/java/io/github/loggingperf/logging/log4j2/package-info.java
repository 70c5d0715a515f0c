/**
 * Log4j 2 integration: the only package that talks to Log4j and the LMAX Disruptor.
 */
@NullMarked
package io.github.loggingperf.logging.log4j2;

import org.jspecify.annotations.NullMarked;
