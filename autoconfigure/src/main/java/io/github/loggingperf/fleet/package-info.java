/**
 * Fleet-wide logging changes: desired state shared by every instance of an application,
 * applied by each instance exactly like a local change, with expiry and acknowledgement.
 */
@NullMarked
package io.github.loggingperf.fleet;

import org.jspecify.annotations.NullMarked;
