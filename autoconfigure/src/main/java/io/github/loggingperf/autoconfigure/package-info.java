/**
 * Auto-configuration and configuration properties of logging-perf.
 */
@NullMarked
package io.github.loggingperf.autoconfigure;

import org.jspecify.annotations.NullMarked;
