/**
 * Location capture switched at runtime: a configuration factory that removes or restores location
 * converters and {@code includeLocation} before Log4j builds the configuration.
 */
@NullMarked
package io.github.loggingperf.location;

import org.jspecify.annotations.NullMarked;
