package io.github.loggingperf.fleet;

import java.time.Clock;
import java.util.Collection;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.doctor.Finding;

import org.springframework.util.Assert;

/**
 * Builds this instance's status, which {@link FleetMember} reports after each applied
 * change and every {@code logging-perf.fleet.status-interval} otherwise.
 *
 * @author logging-perf
 * @since 0.1.0
 */
public class FleetStatusReporter implements Supplier<FleetStatus> {

	private final String instance;

	private final LoggingPipeline pipeline;

	private final FleetStateApplier applier;

	private final Supplier<? extends Collection<Finding>> findings;

	private final Clock clock;

	/**
	 * Create a reporter.
	 * @param instance this instance's id
	 * @param pipeline the logging pipeline
	 * @param applier the fleet changes in force
	 * @param findings the logging doctor's findings, empty when it is off
	 * @param clock the clock that timestamps reports
	 */
	public FleetStatusReporter(String instance, LoggingPipeline pipeline, FleetStateApplier applier,
			Supplier<? extends Collection<Finding>> findings, Clock clock) {
		Assert.hasText(instance, "'instance' must not be empty");
		Assert.notNull(pipeline, "'pipeline' must not be null");
		Assert.notNull(applier, "'applier' must not be null");
		Assert.notNull(findings, "'findings' must not be null");
		Assert.notNull(clock, "'clock' must not be null");
		this.instance = instance;
		this.pipeline = pipeline;
		this.applier = applier;
		this.findings = findings;
		this.clock = clock;
	}

	/**
	 * Return this instance's id.
	 * @return the id
	 */
	public String instance() {
		return this.instance;
	}

	/**
	 * Return this instance's status now.
	 * @return the status
	 */
	@Override
	public FleetStatus get() {
		RingBufferUsage ring = this.pipeline.ringBuffer();
		return new FleetStatus(this.instance, this.clock.instant(), this.applier.appliedChangeIds(),
				this.pipeline.mode(), ring.used(), ring.capacity(), this.pipeline.discarded().total(),
				this.pipeline.locationEnabled(), bySeverity(this.findings.get()));
	}

	private static Map<String, Long> bySeverity(Collection<Finding> findings) {
		Map<String, Long> counts = new TreeMap<>();
		findings.forEach((finding) -> counts.merge(finding.severity().name().toLowerCase(Locale.ROOT), 1L, Long::sum));
		return Collections.unmodifiableMap(counts);
	}

}
