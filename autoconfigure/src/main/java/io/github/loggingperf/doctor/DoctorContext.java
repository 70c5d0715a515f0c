package io.github.loggingperf.doctor;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;
import io.github.loggingperf.QueueFullPolicy;
import io.github.loggingperf.location.LocationFacts;

/**
 * One snapshot of what the {@link DoctorRule rules} inspect: the live Log4j
 * configuration, the state of the pipeline and facts about the environment.
 *
 * @param configuration the Log4j configuration in force
 * @param writtenRoot the root node of that configuration as written, or {@code null} when
 * it has no source to read again (see {@link WrittenConfiguration})
 * @param mode how events travel to the appenders
 * @param modeReason why the pipeline is not all-async, with the fix, or {@code null}
 * @param queueFullPolicy the queue-full policy in force
 * @param location what the configuration does about the caller's location
 * @param ringBufferCapacity slots in the ring buffer, 0 when there is none
 * @param maxHeapBytes the most heap the JVM will use ({@link Runtime#maxMemory()})
 * @param productionLike why this run looks like production (no terminal, a production
 * profile), or {@code null} when it does not
 * @author logging-perf
 * @since 0.1.0
 */
public record DoctorContext(Configuration configuration, @Nullable Node writtenRoot, LoggingMode mode,
		@Nullable String modeReason, QueueFullPolicy queueFullPolicy, LocationFacts location, long ringBufferCapacity,
		long maxHeapBytes, @Nullable String productionLike) {

	/**
	 * Create a snapshot.
	 * @param configuration the Log4j configuration in force
	 * @param writtenRoot the root node of that configuration as written, or {@code null}
	 * @param mode how events travel to the appenders
	 * @param modeReason why the pipeline is not all-async, or {@code null}
	 * @param queueFullPolicy the queue-full policy in force
	 * @param location what the configuration does about the caller's location
	 * @param ringBufferCapacity slots in the ring buffer
	 * @param maxHeapBytes the most heap the JVM will use
	 * @param productionLike why this run looks like production, or {@code null}
	 */
	public DoctorContext {
		Assert.notNull(configuration, "'configuration' must not be null");
		Assert.notNull(mode, "'mode' must not be null");
		Assert.notNull(queueFullPolicy, "'queueFullPolicy' must not be null");
		Assert.notNull(location, "'location' must not be null");
	}

	/**
	 * Take a snapshot of a live logger context and pipeline.
	 * @param context the logger context
	 * @param pipeline the pipeline of that context
	 * @param productionLike why this run looks like production, or {@code null}
	 * @param written reads the configuration as written, or {@code null} when the rules
	 * to run need only the live configuration
	 * @return the snapshot
	 */
	public static DoctorContext of(LoggerContext context, LoggingPipeline pipeline, @Nullable String productionLike,
			@Nullable WrittenConfiguration written) {
		Configuration configuration = context.getConfiguration();
		Node writtenRoot = (written != null) ? written.rootNode(configuration) : null;
		return new DoctorContext(configuration, writtenRoot, pipeline.mode(), pipeline.modeReason(),
				pipeline.queueFullPolicy(), LocationFacts.of(configuration), pipeline.ringBuffer().capacity(),
				Runtime.getRuntime().maxMemory(), productionLike);
	}

	/**
	 * Return the configuration as written, for the rules that need what the live
	 * configuration does not expose.
	 * @return the nodes
	 */
	public ConfigurationNodes nodes() {
		return new ConfigurationNodes(this.configuration, this.writtenRoot);
	}

	/**
	 * Return whether the starter's counting queue-full policy is the one Log4j uses.
	 * @return whether the counting policy is installed
	 */
	public boolean countingPolicyInstalled() {
		return this.queueFullPolicy.installed();
	}

	/**
	 * Return whether this run looks like production.
	 * @return whether {@link #productionLike()} has a reason
	 */
	public boolean isProductionLike() {
		return this.productionLike != null;
	}

}
