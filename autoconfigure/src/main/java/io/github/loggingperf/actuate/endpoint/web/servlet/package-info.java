/**
 * Spring MVC support of the {@code loggingperf} endpoint.
 */
@NullMarked
package io.github.loggingperf.actuate.endpoint.web.servlet;

import org.jspecify.annotations.NullMarked;
