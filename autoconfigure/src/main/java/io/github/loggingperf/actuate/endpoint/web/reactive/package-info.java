/**
 * Spring WebFlux support of the {@code loggingperf} endpoint.
 */
@NullMarked
package io.github.loggingperf.actuate.endpoint.web.reactive;

import org.jspecify.annotations.NullMarked;
