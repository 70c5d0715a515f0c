package io.github.loggingperf.doctor.rules;

/**
 * What each smell costs, with the figures we measured ({@code docs/async.md},
 * {@code docs/benchmarks.md}, DESIGN item 5) and, labelled as such, the figures of the
 * published incidents the rules come from. One place, so that {@code docs/doctor.md} and
 * the findings say the same.
 *
 * @author logging-perf
 */
final class Costs {

	static final String APPENDER_FAILING = "Every event the appender fails to write is lost: it was neither "
			+ "discarded on purpose nor written, and Log4j reports it only to its status logger";

	static final String APPENDER_FAILED = "The events the appender failed to write are lost; it has not failed "
			+ "since, so none are being lost now";

	static final String NOT_LOADED = "Every event below ERROR is dropped, and everything else goes to the console "
			+ "only: the application's own appenders, files and levels are not in force";

	static final String SYNC = "Synchronous loggers format and write every event in the calling thread. Incident "
			+ "figures (incident 01, not ours): moving to all-async loggers took TP99 from 51 ms to 23 ms, "
			+ "throughput from 493 to 1,078 TPS and CPU from 82% to 57% at 10 concurrent clients; Log4j's last "
			+ "published figures put all-async loggers 68x faster than synchronous ones at 64 threads";

	static final String LOCATION = "A stack walk in the calling thread for every event. Measured here: many times the "
			+ "CPU and the allocation of the same asynchronous logging call without it, with %C.%M:%L and "
			+ "includeLocation (docs/benchmarks.md). Incident figures (incident 03, not ours): removing location from "
			+ "the pattern took a node from 600 to 2,500 QPS";

	static final String NESTED_LOCATION = "No CPU: Log4j does not see converters nested in another converter's "
			+ "options, captures no location for them and prints nothing or '?', so the information the pattern "
			+ "promises is silently missing. Moving them to the top level turns capture on, which costs a stack walk "
			+ "per event, many times the CPU of the same call without it (measured here: docs/benchmarks.md)";

	static final String CONSOLE_AND_FILE = "Every event is formatted and written twice, the console copy to a pipe "
			+ "that a log collector drains at its own pace (a slow reader blocks the writer). Incident figures "
			+ "(incident 03, not ours): turning console output off took a node from 2,500 to about 8,000 QPS";

	static final String IMMEDIATE_FLUSH = "A write system call for every event instead of one per batch: with "
			+ "immediateFlush=false Log4j's asynchronous thread still flushes at the end of each batch, so lines "
			+ "reach the file as soon as the queue is empty. No figure of our own; Log4j and incident 01 list it "
			+ "among the first settings to change";

	static final String STRUCTURED_CONSOLE = "Spring Boot's JSON layout costs most of the CPU of a line (it encodes the "
			+ "line piece by piece), and Log4j's console appender makes one write system call per line. The threads "
			+ "that log pay both with synchronous loggers; with all-async loggers one background thread does, and on "
			+ "one or two CPUs it gets a share of the CPU too small to keep up unless the threads that log wait for "
			+ "it when the ring buffer is full (docs/benchmarks.md#json-on-standard-output)";

	static final String DOUBLE_QUEUE = "Every event is copied through two queues and two background threads; the "
			+ "second queue adds a hand-off, lock contention (an Async appender's ArrayBlockingQueue) and a second "
			+ "place where events wait or drop. Log4j's last published figures: at 64 threads asynchronous loggers "
			+ "log 12x faster than an Async appender";

	static final String BLOCKING_QUEUE = "When the queue is full (an appender stalls, a burst) calling threads wait "
			+ "for a free slot. Measured here (docs/benchmarks.md, QueueFullLatency: 8 threads, ring of 256, a slow "
			+ "appender): on Disruptor 3 waiting callers take the appender's pace, tens of milliseconds at p99, where "
			+ "events the starter discards return in microseconds; on Disruptor 4 Log4j drops the other threads' "
			+ "events silently instead. Incident 04 (not ours): a full queue with Log4j's default policy blocked "
			+ "request threads";

	static final String NOISY_LOGGERS = "Wire and header loggers log every chunk of every request and response, SQL "
			+ "loggers every statement and bind value, all formatted in the calling thread. Incident figures "
			+ "(incident 02, not ours): DEBUG on org.apache.http.wire took CPU from 40% to 90%";

	static final String ROOT_DEBUG = "Every library's DEBUG events are created, formatted and written, usually many "
			+ "times the INFO volume, including the wire and SQL loggers";

	static final String KAFKA = "With linger.ms=0 the producer sends a request for almost every event, and "
			+ "syncSend=true (the appender's default) makes the writing thread wait for the broker's "
			+ "acknowledgement of each one. Incident figures (incident 04, not ours): a KafkaAppender with linger.ms=0 "
			+ "and the default 16 KB batch.size kept the sender thread busy at over 100% CPU; with the other fixes, "
			+ "35%";

	static final String RING_TOO_LARGE = "The ring buffer is allocated when the context starts and never shrinks. "
			+ "Measured here: about 180 bytes a slot when idle (262,144 slots took 44.9 MiB), more once the slots' "
			+ "reusable message buffers have grown. A bigger ring only delays drops under sustained overload";

	static final String RING_TOO_SMALL = "A small ring fills on the first burst or appender stall, after which "
			+ "events are discarded (counted) or written by the calling thread: at 10,000 events/s, 1,024 slots "
			+ "absorb 0.1 s, the starter's 16,384 slots 1.6 s";

	static final String MONITOR_INTERVAL = "Log4j checks the configuration file at every interval, and any change "
			+ "(a deployment tool touching it) reconfigures: appenders are stopped and started and levels set at "
			+ "runtime are thrown away (the starter re-applies its own overrides). Each check is cheap; the surprise "
			+ "reconfigurations are the cost";

	static final String UNSIGNED_FLEET = "No CPU: a security cost. An unsigned record can set any logger to DEBUG or "
			+ "TRACE on every instance (with the CPU that costs, incident 02), turn on location capture, or raise the "
			+ "discard threshold so that events are dropped, until its ttl ends (at most logging-perf.fleet.max-ttl); "
			+ "a forged or replayed record is refused only by what its plain fields say";

	private Costs() {
	}

}
