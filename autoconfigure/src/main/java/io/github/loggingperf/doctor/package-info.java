/**
 * The logging doctor: rules that inspect a snapshot of the live Log4j configuration, the
 * pipeline's facts and the environment for what makes logging slow, with the evidence,
 * the cost and the fix of each finding. A new rule implements {@code DoctorRule}, reads
 * only its {@code DoctorContext}, and is listed in {@code LoggingDoctor.standardRules}.
 */
@NullMarked
package io.github.loggingperf.doctor;

import org.jspecify.annotations.NullMarked;
