/**
 * Apache Kafka transport of the fleet: a compacted desired-state topic and a status
 * topic, through Spring Boot's {@code spring.kafka.*} configuration.
 */
@NullMarked
package io.github.loggingperf.fleet.kafka;

import org.jspecify.annotations.NullMarked;
