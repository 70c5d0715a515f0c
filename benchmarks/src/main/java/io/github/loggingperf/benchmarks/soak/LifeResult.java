package io.github.loggingperf.benchmarks.soak;

import java.util.List;

import tools.jackson.databind.JsonNode;

import org.springframework.boot.logging.LogLevel;

/**
 * What one life of an instance logged, wrote, discarded and failed to write.
 *
 * @param name the life, such as {@code b-2}
 * @param startedAt epoch milliseconds when it was started
 * @param endedAt epoch milliseconds when it got SIGTERM
 * @param logged the demo events the driver logged (requests answered 200)
 * @param uncertain the demo events of requests that did not answer 200
 * @param console the demo lines read from standard output
 * @param file the demo lines of the file appender
 * @param finalState the endpoint's answer after the last demo event
 * @param exitCode the process's exit code after SIGTERM
 * @param ringUsedAtEnd the ring's used slots in that answer
 * @param starterLines the starter's own lines of standard output
 */
record LifeResult(String name, long startedAt, long endedAt, EventCounts logged, EventCounts uncertain,
		DemoLines console, DemoLines file, JsonNode finalState, int exitCode, int ringUsedAtEnd,
		List<SampleInstance.TimedLine> starterLines) {

	long discarded(LogLevel level) {
		return this.finalState.path("discarded").path(level.name()).asLong();
	}

	long failed(String appender, LogLevel level) {
		for (JsonNode failure : this.finalState.path("appenderFailures")) {
			if (failure.path("appender").asString().equals(appender)) {
				return failure.path("byLevel").path(level.name()).asLong();
			}
		}
		return 0;
	}

}
