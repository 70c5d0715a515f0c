package io.github.loggingperf.doctor.rules;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.apache.logging.log4j.core.Appender;
import org.apache.logging.log4j.core.appender.ConsoleAppender;

import org.springframework.util.Assert;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Recognizes structured logging on the console, JSON lines on standard output for a log
 * collector to read (Spring Boot's {@code logging.structured.format.console}, or one of
 * Log4j's JSON layouts on a console appender), the deployment most containers run:
 * {@code structured-console}. What matters there is said as a finding: a warning when the
 * threads that log write every line themselves (synchronous loggers), when the console
 * flushes after every line, or when, on one or two CPUs, events are discarded as soon as
 * the ring buffer is full; otherwise, for information, how the starter writes them.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class StructuredConsoleRule implements DoctorRule {

	private static final Set<String> JSON_LAYOUTS = Set.of(
			"org.springframework.boot.logging.log4j2.StructuredLogLayout",
			"org.apache.logging.log4j.layout.template.json.JsonTemplateLayout",
			"org.apache.logging.log4j.core.layout.JsonLayout");

	private final Supplier<Duration> fullRingWait;

	private final IntSupplier processors;

	/**
	 * Create the rule.
	 * @param fullRingWait supplies how long a thread waits for room in a full ring buffer
	 * before its event is discarded
	 * @param processors supplies the number of CPUs the JVM may use
	 */
	public StructuredConsoleRule(Supplier<Duration> fullRingWait, IntSupplier processors) {
		Assert.notNull(fullRingWait, "'fullRingWait' must not be null");
		Assert.notNull(processors, "'processors' must not be null");
		this.fullRingWait = fullRingWait;
		this.processors = processors;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		List<String> evidence = new ArrayList<>();
		boolean flushesEveryLine = false;
		for (Appender appender : context.configuration().getAppenders().values()) {
			if (ConsoleAppenders.isConsole(appender) && appender.getLayout() != null
					&& JSON_LAYOUTS.contains(appender.getLayout().getClass().getName())) {
				evidence.add("console '" + appender.getName() + "' writes JSON lines ("
						+ appender.getLayout().getClass().getSimpleName() + ") with "
						+ appender.getClass().getSimpleName());
				flushesEveryLine |= appender instanceof ConsoleAppender;
			}
		}
		if (evidence.isEmpty()) {
			return List.of();
		}
		int processors = this.processors.getAsInt();
		Duration wait = this.fullRingWait.get();
		evidence.add("mode " + context.mode() + ", " + processors + ((processors == 1) ? " CPU" : " CPUs")
				+ ", full-ring wait " + wait.toMillis() + " ms");
		return List.of(finding(context.mode(), flushesEveryLine, processors <= 2 && wait.isZero(), evidence));
	}

	private static Finding finding(LoggingMode mode, boolean flushesEveryLine, boolean discardsAtOnce,
			List<String> evidence) {
		if (mode != LoggingMode.ALL_ASYNC) {
			return finding(Severity.WARNING,
					"JSON lines on standard output are formatted and written by the threads that log them",
					"Let every logger be asynchronous (logging-perf.async.enabled=true, the starter's default, and no "
							+ "AsyncLogger elements): one background thread then formats the lines and writes them "
							+ "to standard output at the end of each batch",
					evidence);
		}
		if (flushesEveryLine) {
			return finding(Severity.WARNING, "JSON lines on standard output are flushed one by one",
					"Remove logging-perf.async.console-immediate-flush=true and immediateFlush=\"true\" from the "
							+ "console appender: Log4j's console appender flushes after every line whatever it is "
							+ "told, and the starter replaces it with one that writes at the end of each batch",
					evidence);
		}
		if (discardsAtOnce) {
			return finding(Severity.WARNING,
					"JSON lines are discarded as soon as the ring buffer is full, on a machine with one or two CPUs",
					"Remove logging-perf.async.full-ring-wait=0: with its default, a thread whose event would be "
							+ "discarded first waits for the background thread, which otherwise gets too small a "
							+ "share of the CPU to write what busy request threads log",
					evidence);
		}
		return finding(Severity.INFO,
				"JSON lines on standard output, written by the background thread at the end of each batch",
				"Nothing to change. If the collector stops reading, INFO and below are discarded (counted) once the "
						+ "ring buffer is full, and a thread that logs WARN or above waits until the collector "
						+ "reads again (docs/async.md#json-on-standard-output)",
				evidence);
	}

	private static Finding finding(Severity severity, String title, String fix, List<String> evidence) {
		return new Finding("structured-console", severity, title, evidence, Costs.STRUCTURED_CONSOLE, fix, false);
	}

}
