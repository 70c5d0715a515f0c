/**
 * Runtime logger level overrides, optionally with a time to live, set through Spring
 * Boot's {@code LoggingSystem} and re-applied, after the application's configured
 * {@code logging.level.*}, after every reconfiguration; and the levels of a Log4j
 * configuration kept across a reload ({@code RuntimeLevels}, which the location switch
 * uses).
 */
@NullMarked
package io.github.loggingperf.levels;

import org.jspecify.annotations.NullMarked;
