/**
 * Applications started in child JVMs by tests that depend on how Log4j is initialised.
 */
package io.github.loggingperf.testapp;
