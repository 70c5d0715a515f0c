/**
 * Runtime logger level overrides, optionally with a time to live, set through Spring
 * Boot's {@code LoggingSystem} and re-applied after every reconfiguration.
 */
@NullMarked
package io.github.loggingperf.levels;

import org.jspecify.annotations.NullMarked;
