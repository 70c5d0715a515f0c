#!/usr/bin/env python3
"""The reading end of a log destination that is a pipe (a FIFO): a log collector reading a container's standard
output, or a slow disk. Counts complete lines, bytes, and the lines that are not one JSON object ("{...}"), and
throws the lines away.

    line-reader.py FIFO COUNTS [RATE]

RATE, when given, is the most bytes per second it reads (a slow disk); time during which nothing was written is not
saved up: the reader never runs more than BURST seconds behind its schedule, so a writer that was idle (while the
app started) does not get a faster disk for a while afterwards. Without RATE it reads as fast as it can.

On SIGUSR1 it writes "lines bytes non_json marked" to COUNTS (to a temporary file, then renamed, so that nobody reads half
of it): a benchmark removes COUNTS, sends the signal and waits for the file. It writes COUNTS once more at the end.
"marked" counts the occurrences of MARK, from the environment ('"WARN"' by default: the WARN lines of Spring Boot's
ECS and Logstash formats). With HEAD set in the environment, the first HEAD_BYTES (1 MiB) of what it reads are also written to that file, so that
a benchmark can show why an application did not start. SIGSTOP and SIGCONT stall and resume it (a collector that
stops reading)."""
import os
import signal
import sys
import time

CHUNK = 1 << 16
BURST = 0.05
HEAD_BYTES = 1 << 20

path, counts_path = sys.argv[1], sys.argv[2]
rate = int(sys.argv[3]) if len(sys.argv) > 3 else 0
head_path = os.environ.get("HEAD")
mark = os.environ.get("MARK", '"WARN"').encode()
lines = 0
read = 0
non_json = 0
marked = 0
partial = b""


def write_counts(signum=None, frame=None):
    temporary = counts_path + ".tmp"
    with open(temporary, "w") as out:
        out.write(f"{lines} {read} {non_json} {marked}\n")
    os.replace(temporary, counts_path)


signal.signal(signal.SIGUSR1, write_counts)
head = open(head_path, "wb", buffering=0) if head_path else None
with open(path, "rb", buffering=0) as fifo:
    start = time.monotonic()
    while True:
        data = fifo.read(4096 if rate else CHUNK)
        if not data:
            break
        if head and read < HEAD_BYTES:
            head.write(data[:HEAD_BYTES - read])
        read += len(data)
        complete = data.count(b"\n")
        if complete:
            text = partial + data
            end = text.rfind(b"\n")
            partial = text[end + 1:]
            body = text[:end + 1]
            # a JSON object per line: it starts with "{" and ends with "}" right before its newline
            starts = body.count(b"\n{") + (1 if body.startswith(b"{") else 0)
            ends = body.count(b"}\n")
            non_json += complete - min(starts, ends)
            marked += body.count(mark)
            lines += complete
        else:
            partial += data
        if rate:
            ahead = read / rate - (time.monotonic() - start)
            if ahead > 0:
                time.sleep(ahead)
            elif ahead < -BURST:
                start += -ahead - BURST
write_counts()
