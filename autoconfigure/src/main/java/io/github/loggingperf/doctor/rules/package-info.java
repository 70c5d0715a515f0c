/**
 * The logging doctor's rules, one per smell, each reading only its {@code DoctorContext},
 * and the lists of them that the starter runs ({@code DoctorRules}). A new rule
 * implements {@code DoctorRule} and is listed in {@code DoctorRules.standard}.
 */
@NullMarked
package io.github.loggingperf.doctor.rules;

import org.jspecify.annotations.NullMarked;
