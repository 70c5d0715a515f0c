package io.github.loggingperf.doctor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.logging.log4j.core.appender.AsyncAppender;
import org.apache.logging.log4j.core.async.DefaultAsyncQueueFullPolicy;
import org.apache.logging.log4j.core.async.DiscardingAsyncQueueFullPolicy;

import org.springframework.util.Assert;
import org.springframework.util.ClassUtils;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.doctor.DoctorContext;
import io.github.loggingperf.doctor.DoctorRule;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.doctor.Severity;

/**
 * Finds queues that make calling threads wait when they are full:
 * {@code queue-full-blocking} for the asynchronous loggers' queue-full policy,
 * {@code async-appender-blocking} for {@code Async} appenders with {@code blocking=true}.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class QueueFullPolicyRule implements DoctorRule {

	private final DisruptorVersion disruptor;

	/**
	 * Create a rule for the Disruptor that Log4j's asynchronous loggers see.
	 */
	public QueueFullPolicyRule() {
		this(DisruptorVersion.of(DefaultAsyncQueueFullPolicy.class.getClassLoader()));
	}

	/**
	 * Create a rule for the given Disruptor version.
	 * @param disruptor the Disruptor the asynchronous loggers run on
	 */
	public QueueFullPolicyRule(DisruptorVersion disruptor) {
		Assert.notNull(disruptor, "'disruptor' must not be null");
		this.disruptor = disruptor;
	}

	@Override
	public List<Finding> check(DoctorContext context) {
		List<Finding> findings = new ArrayList<>();
		if (context.mode() != LoggingMode.SYNC && !context.countingPolicyInstalled()) {
			Finding finding = policyFinding(context.queueFullPolicy());
			findings.add((this.disruptor == DisruptorVersion.V4) ? onDisruptor4(finding) : finding);
		}
		List<String> blockingAppenders = new ArrayList<>();
		context.configuration().getAppenders().forEach((name, appender) -> {
			if (appender instanceof AsyncAppender async && async.isBlocking()) {
				blockingAppenders
					.add("Async appender '" + name + "' has blocking=true (queue of " + async.getQueueCapacity() + ")");
			}
		});
		if (!blockingAppenders.isEmpty()) {
			findings
				.add(new Finding("async-appender-blocking", Severity.WARNING,
						"Async appenders make callers wait when their queue is full", blockingAppenders,
						Costs.BLOCKING_QUEUE,
						"Remove the Async appender and rely on the starter's asynchronous loggers, or set "
								+ "blocking=\"false\" (events then go to its errorRef appender, or are dropped)",
						false));
		}
		return findings;
	}

	/**
	 * A policy that may wait for a slot loses other threads' events on Disruptor 4.x,
	 * uncounted, which is worse than waiting.
	 */
	private static Finding onDisruptor4(Finding finding) {
		List<String> evidence = new ArrayList<>(finding.evidence());
		evidence.add("Disruptor 4.x on the class path: a producer waiting for a slot has already claimed it, and "
				+ "Log4j discards other threads' events meanwhile without asking the policy or counting them");
		String fix = finding.fix() + "; or keep this policy and pin com.lmax:disruptor to 3.4.4";
		return switch (finding.severity()) {
			case CRITICAL -> new Finding(finding.id(), Severity.CRITICAL, finding.title(), evidence, finding.cost(),
					fix, finding.fixableAtRuntime());
			case WARNING -> new Finding(finding.id(), Severity.CRITICAL,
					"The queue-full policy makes callers wait for a slot, and on Disruptor 4.x Log4j then drops other "
							+ "threads' events silently",
					evidence, finding.cost(), fix, finding.fixableAtRuntime());
			case INFO -> new Finding(finding.id(), Severity.WARNING,
					"A custom queue-full policy is in force; on Disruptor 4.x, if it ever makes a caller wait for a "
							+ "slot, Log4j drops other threads' events silently",
					evidence, finding.cost(), fix, finding.fixableAtRuntime());
		};
	}

	private static Finding policyFinding(QueueFullPolicy queueFullPolicy) {
		String policy = queueFullPolicy.name();
		String countingPolicy = ClassUtils.getShortName(queueFullPolicy.countingPolicy());
		String evidence = QueueFullPolicy.PROPERTY + " is '" + policy + "'";
		if (queueFullPolicy.countingPolicyNamed()) {
			return new Finding("queue-full-blocking", Severity.CRITICAL,
					"Log4j could not create the starter's queue-full policy and fell back to one that blocks",
					List.of(evidence, "no live " + countingPolicy + " instance"), Costs.BLOCKING_QUEUE,
					"Make logging-perf-spring-boot visible to the thread context class loader "
							+ "that starts Log4j (a shared Log4j in a servlet container cannot see it)",
					false);
		}
		String removeSetting = "Remove the " + QueueFullPolicy.PROPERTY + " setting (system property, "
				+ "LOG4J_ASYNC_QUEUE_FULL_POLICY or log4j2.component.properties) so that the starter's "
				+ countingPolicy + " is used: it never waits, discards and counts events "
				+ "at or below logging-perf.async.discard-threshold and writes the others in the caller";
		String lower = policy.toLowerCase(Locale.ROOT);
		if (lower.equals("discard") || policy.equals(DiscardingAsyncQueueFullPolicy.class.getName())) {
			return new Finding("queue-full-blocking", Severity.WARNING,
					"The queue-full policy drops only INFO and below; WARN and ERROR storms still block callers",
					List.of(evidence, "log4j2.discardThreshold decides what is dropped; drops are not counted"),
					Costs.BLOCKING_QUEUE, removeSetting, false);
		}
		if (lower.equals("default") || policy.equals(DefaultAsyncQueueFullPolicy.class.getName())) {
			return new Finding("queue-full-blocking", Severity.WARNING,
					"The queue-full policy makes calling threads wait for a free slot", List.of(evidence),
					Costs.BLOCKING_QUEUE, removeSetting, false);
		}
		return new Finding("queue-full-blocking", Severity.INFO,
				"A custom queue-full policy is in force; whether it blocks callers is unknown", List.of(evidence),
				Costs.BLOCKING_QUEUE, removeSetting, false);
	}

}
