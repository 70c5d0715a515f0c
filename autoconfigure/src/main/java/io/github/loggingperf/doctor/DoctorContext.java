package io.github.loggingperf.doctor;

import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.util.PropertiesUtil;
import org.jspecify.annotations.Nullable;

import org.springframework.util.Assert;

import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.LoggingPipeline;

/**
 * One snapshot of what the {@link DoctorRule rules} inspect: the live Log4j
 * configuration, the state of the pipeline and facts about the environment.
 *
 * @param configuration the Log4j configuration in force
 * @param writtenRoot the root node of that configuration as written, or {@code null}
 * when it has no source to read again (see {@link WrittenConfiguration})
 * @param mode how events travel to the appenders
 * @param modeReason why the pipeline is not all-async, with the fix, or {@code null}
 * @param queueFullPolicy the {@code log4j2.asyncQueueFullPolicy} in force, {@code Default}
 * when unset
 * @param countingPolicyInstalled whether the starter's counting queue-full policy is the
 * one Log4j uses
 * @param ringBufferCapacity slots in the ring buffer, 0 when there is none
 * @param maxHeapBytes the most heap the JVM will use ({@link Runtime#maxMemory()})
 * @param productionLike why this run looks like production (no terminal, a production
 * profile), or {@code null} when it does not
 * @author logging-perf
 */
public record DoctorContext(Configuration configuration, @Nullable Node writtenRoot, LoggingMode mode,
		@Nullable String modeReason, String queueFullPolicy, boolean countingPolicyInstalled, long ringBufferCapacity,
		long maxHeapBytes, @Nullable String productionLike) {

	static final String QUEUE_FULL_POLICY_PROPERTY = "log4j2.asyncQueueFullPolicy";

	/**
	 * Create a snapshot.
	 * @param configuration the Log4j configuration in force
	 * @param writtenRoot the root node of that configuration as written, or {@code null}
	 * @param mode how events travel to the appenders
	 * @param modeReason why the pipeline is not all-async, or {@code null}
	 * @param queueFullPolicy the queue-full policy in force
	 * @param countingPolicyInstalled whether the counting policy is in force
	 * @param ringBufferCapacity slots in the ring buffer
	 * @param maxHeapBytes the most heap the JVM will use
	 * @param productionLike why this run looks like production, or {@code null}
	 */
	public DoctorContext {
		Assert.notNull(configuration, "'configuration' must not be null");
		Assert.notNull(mode, "'mode' must not be null");
		Assert.notNull(queueFullPolicy, "'queueFullPolicy' must not be null");
	}

	/**
	 * Take a snapshot of a live logger context and pipeline.
	 * @param context the logger context
	 * @param pipeline the pipeline of that context
	 * @param productionLike why this run looks like production, or {@code null}
	 * @param written reads the configuration as written
	 * @return the snapshot
	 */
	public static DoctorContext of(LoggerContext context, LoggingPipeline pipeline, @Nullable String productionLike,
			WrittenConfiguration written) {
		String policy = PropertiesUtil.getProperties().getStringProperty(QUEUE_FULL_POLICY_PROPERTY);
		Configuration configuration = context.getConfiguration();
		return new DoctorContext(configuration, written.rootNode(configuration), pipeline.mode(), pipeline.modeReason(),
				(policy != null) ? policy.trim() : "Default", pipeline.countingPolicyInstalled(),
				pipeline.ringBuffer().capacity(), Runtime.getRuntime().maxMemory(), productionLike);
	}

	/**
	 * Return the configuration as written, for the rules that need what the live
	 * configuration does not expose.
	 * @return the nodes
	 */
	ConfigurationNodes nodes() {
		return new ConfigurationNodes(this.configuration, this.writtenRoot);
	}

	/**
	 * Return whether this run looks like production.
	 * @return whether {@link #productionLike()} has a reason
	 */
	public boolean isProductionLike() {
		return this.productionLike != null;
	}

}
