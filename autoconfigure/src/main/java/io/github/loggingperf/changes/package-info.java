/**
 * Changes made at runtime to the discard threshold, location capture and logger levels:
 * checked, applied to this instance or sent to the fleet, and audited, whichever front
 * end (the actuator endpoint, MCP) asked for them.
 */
@NullMarked
package io.github.loggingperf.changes;

import org.jspecify.annotations.NullMarked;
