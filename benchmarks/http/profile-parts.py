#!/usr/bin/env python3
"""Where the CPU of a request goes, from profile.sh's output: splits the samples of each
<setup>.collapsed (async-profiler, collapsed stacks with thread names) into parts and
scales each part's share of the samples by the CPU per request that the load generator
read from /proc for the same window (<setup>.result). Writes a TSV, one row per variant,
setup and part, keyed <cpus>cpu <setup> <part>.

    profile-parts.py RESULTS VARIANT=DIRECTORY [VARIANT=DIRECTORY ...]

A part is decided by the thread (request threads, Log4j's background thread, Tomcat's
poller and acceptor, JIT, GC, other) and, in the request and background threads, by the
frames of the sample: a file write, then formatting, then the ring hand-off (or, in the
background thread, waiting), in that order; frame names are matched as substrings.
"""
import os
import re
import sys
import time

RESULT_FIELD = re.compile(r"(\w+)=([0-9.]+)")

# in the order the parts are reported
PARTS = [
    ("request", "request threads: everything but the log call (controller, Tomcat, the socket, the kernel)"),
    ("log-format", "request threads, in the log call: formatting the message, layout, encoding"),
    ("log-write", "request threads, in the log call: the file write (sync)"),
    ("log-handoff", "request threads, in the log call: claiming, filling and publishing a ring slot"),
    ("log-other", "request threads, in the log call: the level check, timestamp, thread context, the rest"),
    ("background-format", "background thread: layout and encoding"),
    ("background-write", "background thread: the file write"),
    ("background-ring", "background thread: reading the ring (the event processor's loop, outside layout and write)"),
    ("background-wait", "background thread: waiting for events, sleeping and waking up"),
    ("server", "Tomcat's poller and acceptor threads"),
    ("jit", "JIT compiler threads"),
    ("gc", "GC threads"),
    ("vm-other", "every other thread (VM, timers)"),
]

# sums of parts, reported after them
SUMS = [
    ("logging", ("log-format", "log-write", "log-handoff", "log-other", "background-format", "background-write",
                 "background-ring", "background-wait"), "logging in every thread: the log calls and the background thread"),
    ("hand-off", ("log-handoff", "background-ring", "background-wait"),
     "what only an asynchronous logger does: publishing to the ring, reading it, waiting and waking"),
]

LOGGING = ("org.apache.logging.", "org.slf4j.", "org.apache.commons.logging.")
WRITE = ("java.io.RandomAccessFile.write", "java.io.FileOutputStream.write", "sun.nio.ch.FileChannelImpl.write")
FORMAT = ("org.apache.logging.log4j.message.", "org.apache.logging.log4j.core.pattern.",
          "org.apache.logging.log4j.core.layout.", "org.apache.logging.log4j.util.StringBuilders",
          "java.lang.AbstractStringBuilder", "java.lang.StringBuilder", "jdk.internal.math.FloatingDecimal",
          "java.nio.charset.CharsetEncoder")
HANDOFF = ("com.lmax.disruptor.", "org.apache.logging.log4j.core.async.RingBufferLogEvent",
           "org.apache.logging.log4j.core.async.AsyncLoggerDisruptor", "java.util.concurrent.locks.LockSupport.unpark")
WAIT = ("WaitStrategy", "java.util.concurrent.locks.LockSupport.park", "jdk.internal.misc.Unsafe.park", "futex",
        "finish_task_switch", "schedule")


def thread_kind(thread):
    if thread.startswith(("http-nio", "reactor-http")):
        return "request" if "-exec-" in thread or thread.startswith("reactor-http") else "server"
    if "AsyncLogger" in thread:
        return "background"
    if "CompilerThre" in thread:
        return "jit"
    if thread.startswith(("GC Thread", "G1 ", "GC ")):
        return "gc"
    return "vm-other"


def contains(names, markers):
    return any(marker in name for name in names for marker in markers)


def part(frames):
    kind = thread_kind(frames[0].strip("[]").split(" tid=")[0])
    names = [frame.replace("/", ".") for frame in frames[1:]]
    if kind == "request":
        start = next((i for i, name in enumerate(names) if name.startswith(LOGGING)), None)
        if start is None:
            return "request"
        below = names[start:]
        for name, markers in (("log-write", WRITE), ("log-format", FORMAT), ("log-handoff", HANDOFF)):
            if contains(below, markers):
                return name
        return "log-other"
    if kind == "background":
        for name, markers in (("background-write", WRITE), ("background-format", FORMAT), ("background-wait", WAIT)):
            if contains(names, markers):
                return name
        return "background-ring"
    return kind


def read_result(path):
    with open(path) as result:
        line = result.read().strip().splitlines()[-1]
    return {key: float(value) for key, value in RESULT_FIELD.findall(line)}


def setup_parts(collapsed):
    samples = {name: 0 for name, _ in PARTS}
    with open(collapsed) as stacks:
        for line in stacks:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if stack:
                samples[part(stack.split(";"))] += int(count)
    return samples


def main(args):
    if len(args) < 2 or any("=" not in arg for arg in args[1:]):
        sys.exit("usage: profile-parts.py RESULTS VARIANT=DIRECTORY [VARIANT=DIRECTORY ...]")
    results = args[0]
    rows = []
    for arg in args[1:]:
        variant, directory = arg.split("=", 1)
        for name in sorted(os.listdir(directory)):
            if not name.endswith(".collapsed"):
                continue
            setup = name[: -len(".collapsed")]
            result = read_result(os.path.join(directory, setup + ".result"))
            samples = setup_parts(os.path.join(directory, name))
            total = sum(samples.values())
            cpu = result["cpu_us_per_request"]
            for key, description in PARTS:
                share = samples[key] / total if total else 0.0
                rows.append((variant + "cpu " + setup + " " + key, variant, setup, key, "%.1f" % (share * cpu), "%.3f" % share, str(samples[key]), description))
            for key, members, description in SUMS:
                share = sum(samples[member] for member in members) / total if total else 0.0
                rows.append((variant + "cpu " + setup + " " + key, variant, setup, key, "%.1f" % (share * cpu),
                             "%.3f" % share, str(sum(samples[member] for member in members)), description))
            rows.append((variant + "cpu " + setup + " total", variant, setup, "total", "%.1f" % cpu, "1.000", str(total),
                         "CPU per request read from /proc over the measured window; achieved %.0f requests/s, p99 %.3f ms"
                         % (result["achieved"], result["p99_ms"])))
    with open(results, "w") as out:
        out.write("# benchmarks/http/profile-parts.py, written %s from %s; samples of 1 ms of CPU"
                  " (async-profiler, event cpu), parts scaled to the CPU per request read from /proc\n"
                  % (time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), " ".join(args[1:])))
        out.write("row\tcpus\tsetup\tpart\tcpu_us_per_request\tshare\tsamples\tdescription\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print("profile parts: " + results)


if __name__ == "__main__":
    main(sys.argv[1:])
