/**
 * Location capture switched at runtime: a configuration factory that removes or restores
 * location converters and {@code includeLocation} before Log4j builds the configuration,
 * keeping every logger's level, runtime levels included, across that reload (with
 * {@code levels.RuntimeLevels}). Other packages use only {@code LocationCapture} (the
 * switch of one logger context), {@code LocationFacts} (what a configuration does about
 * location) and the factory itself, which Log4j instantiates.
 */
@NullMarked
package io.github.loggingperf.location;

import org.jspecify.annotations.NullMarked;
