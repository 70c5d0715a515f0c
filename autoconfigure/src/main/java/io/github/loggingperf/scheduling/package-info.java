/**
 * The one way the starter makes its background threads: a single daemon thread per
 * scheduled job, named after the job.
 */
@NullMarked
package io.github.loggingperf.scheduling;

import org.jspecify.annotations.NullMarked;
