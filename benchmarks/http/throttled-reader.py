#!/usr/bin/env python3
"""Reads a FIFO at a fixed rate (bytes per second), like a slow disk, and discards what it reads.

Time during which nothing was written is not saved up: the reader never runs more than BURST seconds behind its
schedule, so a writer that was idle (while the app started) does not get a faster disk for a while afterwards."""
import sys
import time

BURST = 0.05

path, rate = sys.argv[1], int(sys.argv[2])
chunk = 4096
with open(path, "rb", buffering=0) as fifo:
    start = time.monotonic()
    read = 0
    while True:
        data = fifo.read(chunk)
        if not data:
            break
        read += len(data)
        ahead = read / rate - (time.monotonic() - start)
        if ahead > 0:
            time.sleep(ahead)
        elif ahead < -BURST:
            start += -ahead - BURST
