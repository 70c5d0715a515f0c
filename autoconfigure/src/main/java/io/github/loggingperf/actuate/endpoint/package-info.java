/**
 * The {@code loggingperf} actuator endpoint, served at {@code /actuator/logging-perf}.
 */
@NullMarked
package io.github.loggingperf.actuate.endpoint;

import org.jspecify.annotations.NullMarked;
