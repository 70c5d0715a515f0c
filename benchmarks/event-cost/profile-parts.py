#!/usr/bin/env python3
"""Where the CPU of a logged event goes, frame by frame, from profile.sh's collapsed stacks (issue 29).

    profile-parts.py RESULTS NAME=PROFILE.collapsed [NAME=PROFILE.collapsed ...]

Each PROFILE.collapsed needs its PROFILE.tsv beside it (the rows profile.sh's run wrote: the CPU per event of each
thread group, read from /proc over the profiled window). Every sample is given to a part by its frames, read from
the innermost frame outwards: the first frame that names a part decides (so `Integer.getChars` under
`ParameterFormatter` is message formatting, under `PatternFormatter` it is the layout). The parts of the producing
threads and of Log4j's background thread are scaled to those threads' CPU per event. Writes a TSV with one row per
profile, thread group and part, keyed "NAME GROUP PART", with the nanoseconds per event, the share of the group's
samples and the sample count.
"""
import collections
import sys
import time

# (part, frame markers): frames are matched as substrings, '/' written as '.'
PARTS = [
    ("wait", ("WaitStrategy.waitFor", "LockSupport.park", "Unsafe.park", "futex", "finish_task_switch", "__schedule",
              "Parker::park", "pthread_cond", "clock_nanosleep", "hrtimer")),
    ("write", ("RandomAccessFile.write", "FileOutputStream.write", "FileChannelImpl.write", "writeBytes")),
    ("message", ("org.apache.logging.log4j.message.", "StringBuilders.appendSpecificTypes",
                 "RingBufferLogEvent.setMessage", "MutableLogEvent.setMessage")),
    ("layout", ("org.apache.logging.log4j.core.pattern.", "org.apache.logging.log4j.core.layout.",
                "org.apache.logging.log4j.core.util.internal.instant.", "AbstractOutputStreamAppender.directEncodeEvent")),
    ("rollover", ("TriggeringPolicy", "RollingFileManager.checkRollover", "RollingRandomAccessFileManager.checkRollover",
                  "RollingRandomAccessFileAppender.append", "RollingFileAppender.append")),
    ("top-talkers filter (ours)", ("io.github.loggingperf.toptalkers.",)),
    ("metrics filter (Micrometer)", ("io.micrometer.",)),
    ("timestamp, thread, context data", ("ThreadContext", "ContextDataInjector", "ContextDataProvider",
                                         "java.time.Clock", "MutableInstant", "SystemClock", "Instant.",
                                         "ThreadNameCachingStrategy", "getNanoTimeAdjustment", "clock_gettime",
                                         "[vdso]")),
    ("ring: claim and publish", ("RingBufferLogEventTranslator", "RingBuffer.", "MultiProducerSequencer.tryNext",
                                 "MultiProducerSequencer.next", "MultiProducerSequencer.publish", "Sequencer.publish",
                                 "AsyncLoggerDisruptor.tryPublish", "AsyncLogger.publish")),
    ("ring: read, dispatch and clear", ("BatchEventProcessor", "ProcessingSequenceBarrier", "getHighestPublishedSequence",
                                        "RingBufferLogEventHandler", "RingBufferLogEvent.execute",
                                        "RingBufferLogEvent.clear", "AsyncLogger.actualAsyncLog")),
    ("routing: logger config, reliability, appender control", ("org.apache.logging.log4j.core.config.",
                                                               "ReliabilityStrategy", "AbstractOutputStreamAppender",
                                                               "OutputStreamManager", "AbstractAppender")),
    ("log call: level check, logger", ("org.apache.logging.log4j.spi.", "org.apache.logging.log4j.core.Logger",
                                       "org.apache.logging.log4j.core.async.AsyncLogger")),
    ("producer outside the log call", ("io.github.loggingperf.benchmarks.events.",)),
]
GROUPS = {"caller": "events-", "background": "Log4j2-TF-"}


def part_of(frames):
    for frame in reversed(frames):
        name = frame.replace("/", ".")
        for part, markers in PARTS:
            if any(marker in name for marker in markers):
                return part
    return "other"


def read_cpu(tsv):
    """CPU ns per event by group, from the rate row of profile.sh's run."""
    with open(tsv) as rows:
        for line in rows:
            columns = line.rstrip("\n").split("\t")
            if columns[3] == "rate":
                return {"caller": float(columns[6]), "background": float(columns[7])}
    raise SystemExit("no rate row in " + tsv)


def main(args):
    if len(args) < 2:
        sys.exit(__doc__)
    results, rows = args[0], []
    for arg in args[1:]:
        name, collapsed = arg.split("=", 1)
        cpu = read_cpu(collapsed[: -len(".collapsed")] + ".tsv")
        samples = {group: collections.Counter() for group in GROUPS}
        with open(collapsed) as stacks:
            for line in stacks:
                stack, _, count = line.rstrip("\n").rpartition(" ")
                frames = stack.split(";")
                for group, prefix in GROUPS.items():
                    if frames[0].lstrip("[").startswith(prefix):
                        samples[group][part_of(frames[1:])] += int(count)
        for group, counter in samples.items():
            total = sum(counter.values())
            for part, _ in PARTS + [("other", ())]:
                share = counter[part] / total if total else 0.0
                rows.append((f"{name} {group} {part}", name, group, part, f"{share * cpu[group]:.1f}",
                             f"{share:.4f}", str(counter[part])))
            rows.append((f"{name} {group} total", name, group, "total", f"{cpu[group]:.1f}", "1.0000", str(total)))
    with open(results, "w") as out:
        out.write("# benchmarks/event-cost/profile-parts.py, written %s from %s; each part's share of its thread group's"
                  " samples (async-profiler) scaled to the group's CPU per event read from /proc in the same window\n"
                  % (time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), " ".join(args[1:])))
        out.write("row\tprofile\tgroup\tpart\tns_per_event\tshare\tsamples\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print("profile parts: " + results)


if __name__ == "__main__":
    main(sys.argv[1:])
