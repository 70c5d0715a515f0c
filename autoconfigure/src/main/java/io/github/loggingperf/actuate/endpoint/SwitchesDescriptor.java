package io.github.loggingperf.actuate.endpoint;

import io.github.loggingperf.switches.RuntimeSwitches;

/**
 * Runtime state of the pipeline's switches.
 *
 * @param discardThreshold the discard threshold
 * @param locationEnabled location capture
 * @author logging-perf
 */
public record SwitchesDescriptor(SwitchDescriptor discardThreshold, SwitchDescriptor locationEnabled) {

	static SwitchesDescriptor of(RuntimeSwitches switches) {
		return new SwitchesDescriptor(SwitchDescriptor.of(switches.discardThreshold()),
				SwitchDescriptor.of(switches.locationEnabled()));
	}

}
