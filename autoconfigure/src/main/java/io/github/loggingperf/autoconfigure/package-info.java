/**
 * Auto-configuration and configuration properties of logging-perf: the only package that
 * creates beans, one {@code *AutoConfiguration} per concern wiring that concern's classes
 * with the logger context, the properties and each other.
 */
@NullMarked
package io.github.loggingperf.autoconfigure;

import org.jspecify.annotations.NullMarked;
