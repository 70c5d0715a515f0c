/**
 * The logging doctor's engine: it runs rules (in {@code doctor.rules}) over a snapshot
 * ({@code DoctorContext}) of the live Log4j configuration, the configuration as written,
 * the pipeline's facts and the environment, and reports their findings, with the
 * evidence, the cost and the fix of each, at startup too.
 */
@NullMarked
package io.github.loggingperf.doctor;

import org.jspecify.annotations.NullMarked;
