/**
 * Checks and reports on the logging setup that do not depend on Log4j internals.
 */
@NullMarked
package io.github.loggingperf.logging;

import org.jspecify.annotations.NullMarked;
