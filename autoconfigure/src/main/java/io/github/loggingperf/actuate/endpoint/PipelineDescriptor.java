package io.github.loggingperf.actuate.endpoint;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.logging.LogLevel;

import io.github.loggingperf.AppenderFailure;
import io.github.loggingperf.LoggingMode;
import io.github.loggingperf.RingBufferUsage;
import io.github.loggingperf.doctor.Finding;
import io.github.loggingperf.fleet.FleetDescriptor;

/**
 * State of the logging pipeline.
 *
 * @param mode how events travel to the appenders
 * @param modeReason why the pipeline is not all-async, or {@code null}
 * @param ringBuffer how full the ring buffer is
 * @param discardThreshold level at or below which events are dropped when the ring buffer
 * is full
 * @param discarded events dropped so far, by level, and their total
 * @param locationEnabled whether location capture is on
 * @param locationLoggers the loggers whose events capture their caller's location
 * @param overrides the runtime level overrides by logger name
 * @param switches the runtime state of the discard threshold and location capture
 * @param topTalkers the busiest loggers, busiest first, {@code null} when top talkers are
 * off
 * @param findings what the logging doctor finds in the live configuration, most severe
 * first, empty when the doctor is switched off
 * @param appenderFailures the events each appender failed to write, and its last error
 * @param fleet the fleet as this instance sees it, {@code null} when the fleet is off
 * @author logging-perf
 * @since 0.1.0
 */
public record PipelineDescriptor(LoggingMode mode, @Nullable String modeReason, RingBufferUsage ringBuffer,
		LogLevel discardThreshold, Map<String, Long> discarded, boolean locationEnabled, List<String> locationLoggers,
		Map<String, OverrideDescriptor> overrides, SwitchesDescriptor switches,
		@Nullable List<TalkerDescriptor> topTalkers, List<Finding> findings, List<AppenderFailure> appenderFailures,
		@Nullable FleetDescriptor fleet) implements OperationResponseBody {

}
