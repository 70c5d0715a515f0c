/**
 * The logging doctor: rules that inspect the live Log4j configuration and the environment
 * for what makes logging slow, with the evidence, the cost and the fix of each finding.
 */
@NullMarked
package io.github.loggingperf.doctor;

import org.jspecify.annotations.NullMarked;
