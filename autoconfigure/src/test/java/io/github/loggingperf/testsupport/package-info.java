/**
 * Test support shared by the packages' tests: a real asynchronous Log4j context and
 * appenders that count or capture what they are given.
 */
@NullMarked
package io.github.loggingperf.testsupport;

import org.jspecify.annotations.NullMarked;
