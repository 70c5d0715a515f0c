#!/usr/bin/env python3
"""Reads a FIFO at a fixed rate (bytes per second), like a slow disk, and discards what it reads."""
import sys
import time

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
