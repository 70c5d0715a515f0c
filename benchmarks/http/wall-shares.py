#!/usr/bin/env python3
"""Where the threads of the sample app spend their time, from an async-profiler wall-clock profile.

    benchmarks/http/wall-shares.py target/http-profile/starter.collapsed > benchmarks/results/<name>.tsv

Reads the collapsed stacks that benchmarks/http/profile.sh writes with EVENT=wall (one line per stack, the thread
first, then the frames, then the sample count) and prints a results file: for the request threads (Tomcat's
http-nio-*-exec-*) while they serve a request, and for the background thread of all-async loggers
(Log4j2-TF-*-AsyncLogger*), the share of their samples in each state. Request threads idle in Tomcat's pool are left
out, so the shares of the request threads are of the time they hold a request.
"""
import sys
from collections import Counter

REQUEST_STATES = [
    ("waiting for room in the ring (FullRingWait, one thread checking)", "FullRingWait.checkUntilRoom"),
    ("waiting for room in the ring (FullRingWait, released by the checking thread)", "FullRingWait.awaitCheckingThread"),
    ("writing a kept event in the caller (BatchFlushingConsoleAppender)", "BatchFlushingConsoleAppender"),
]
BACKGROUND_STATES = [
    ("formatting (Spring Boot's StructuredLogLayout)", "StructuredLogLayout"),
    ("waiting for events (the Disruptor's wait strategy)", "WaitStrategy"),
    ("writing to standard output (write system call)", "write"),
]


def request_state(frames):
    stack = ";".join(frames)
    if "TaskQueue.take" in stack or "TaskQueue.poll" in stack or (
            "NioEndpoint" in stack and "DispatcherServlet" not in stack):
        return None
    for name, frame in REQUEST_STATES:
        if frame in stack:
            return name
    return "running the request (everything else)"


def background_state(frames):
    stack = ";".join(frames)
    for name, frame in BACKGROUND_STATES:
        if frame == "write":
            if frames[-1].endswith("write") or "__GI_write" in frames[-1] or frames[-1].endswith("_write"):
                return name
        elif frame in stack:
            return name
    return "other work (ring events, encoding, flushing)"


def main(path):
    groups = {"request-threads": Counter(), "background-thread": Counter()}
    for line in open(path):
        stack, _, count = line.rstrip("\n").rpartition(" ")
        frames = stack.split(";")
        thread = frames[0]
        if "-exec-" in thread:
            state = request_state(frames[1:])
            if state is not None:
                groups["request-threads"][state] += int(count)
        elif "AsyncLogger" in thread:
            groups["background-thread"][background_state(frames[1:])] += int(count)
    print(f"# benchmarks/http/wall-shares.py {path}")
    print("# share: of the group's wall-clock samples (request threads: while they hold a request)")
    print("row\tgroup\tstate\tsamples\tshare")
    for group, states in groups.items():
        total = sum(states.values())
        for state, samples in states.most_common():
            print(f"{group} {state}\t{group}\t{state}\t{samples}\t{samples / total:.3f}")


if __name__ == "__main__":
    main(sys.argv[1])
