/**
 * The cost of the JSON layout of a structured log line: Spring Boot's structured layout
 * against Log4j's JSON template layout with an ECS template that writes the same fields.
 */
@NullMarked
package io.github.loggingperf.benchmarks.json;

import org.jspecify.annotations.NullMarked;
