package io.github.loggingperf.actuate.endpoint;

import io.github.loggingperf.changes.LoggingChanges;

/**
 * Runtime state of the pipeline's switches.
 *
 * @param discardThreshold the discard threshold
 * @param locationEnabled location capture
 * @author logging-perf
 * @since 0.1.0
 */
public record SwitchesDescriptor(SwitchDescriptor discardThreshold, SwitchDescriptor locationEnabled) {

	static SwitchesDescriptor of(LoggingChanges changes) {
		return new SwitchesDescriptor(SwitchDescriptor.of(changes.discardThreshold()),
				SwitchDescriptor.of(changes.locationEnabled()));
	}

}
