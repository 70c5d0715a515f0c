/**
 * The one clock-driven expiry mechanism shared by runtime level overrides and runtime
 * switches, and the event published when a change expires.
 */
@NullMarked
package io.github.loggingperf.expiry;

import org.jspecify.annotations.NullMarked;
