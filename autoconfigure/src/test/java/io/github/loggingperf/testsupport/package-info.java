/**
 * Test support shared by the packages' tests: a real asynchronous Log4j context,
 * appenders that count or capture what they are given, a pipeline whose state the test
 * sets, and fake time (a settable clock and a scheduler driven by it).
 */
@NullMarked
package io.github.loggingperf.testsupport;

import org.jspecify.annotations.NullMarked;
