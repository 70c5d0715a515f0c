/**
 * Public API of logging-perf: the live state of the logging pipeline.
 */
@NullMarked
package io.github.loggingperf;

import org.jspecify.annotations.NullMarked;
