/**
 * Spring MVC path matching that gives the answers of Spring's own matchers in time
 * independent of the number of patterns.
 */
@NullMarked
package io.github.loggingperf.web.servlet;

import org.jspecify.annotations.NullMarked;
