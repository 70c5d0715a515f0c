/**
 * The pipeline's runtime switches (discard threshold, location capture), optionally for a
 * limited time, after which they go back to their configured values.
 */
@NullMarked
package io.github.loggingperf.switches;

import org.jspecify.annotations.NullMarked;
