/**
 * The {@code loggingperf} actuator endpoint, served at {@code /actuator/logging-perf}
 * (its path mapping), its descriptors, and the reading of its write bodies with their
 * JSON types ({@code JsonRequestBody}, handed to the endpoint's operations by an invoker
 * advisor; the web stacks' readers are in {@code web.servlet} and {@code web.reactive}).
 */
@NullMarked
package io.github.loggingperf.actuate.endpoint;

import org.jspecify.annotations.NullMarked;
