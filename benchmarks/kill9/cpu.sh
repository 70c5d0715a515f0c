#!/usr/bin/env bash
# CPU cost of the background thread's sleep time: the starter's default (Sleep, 1 ms) against 100 us,
# idle (1 event/s) and under a steady load (RATE events/s), settings interleaved, RUNS rounds.
# For each run: KillLossWindow (all-async through the starter's property source) logs for WARMUP seconds,
# then the CPU time of the whole process and of Log4j's background thread is read from /proc over WINDOW s.
# Usage: benchmarks/kill9/cpu.sh CLASSPATH [RATE] [RUNS]   (CLASSPATH as for run.sh)
set -euo pipefail
CP="$1"; RATE="${2:-20000}"; RUNS="${3:-3}"; WARMUP="${WARMUP:-5}"; WINDOW="${WINDOW:-15}"
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
HZ=$(getconf CLK_TCK)
ticks() { awk '{print $14+$15}' "$1"; }
background() { for t in /proc/"$1"/task/*; do grep -q '^Log4j2-TF' "$t/comm" && echo "$t/stat" && return; done; }
echo "# rate=$RATE events/s, runs=$RUNS, window=${WINDOW}s, load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "run | setting | events/s | process CPU ms/s | background thread CPU ms/s | process CPU ns/event | load average"
for run in $(seq "$RUNS"); do
  for rate in 1 "$RATE"; do
    for setting in sleep-1ms sleep-100us; do
      props=""; [ "$setting" = sleep-100us ] && props="-Dlog4j2.asyncLoggerSleepTimeNs=100000"
      counter="$WORK/$setting-$rate-$run.counter"
      # shellcheck disable=SC2086
      java -Xmx256m $props -Dkill9.log="$WORK/$setting-$rate-$run.log" \
        -Dlog4j2.configurationFile="$HERE/log4j2-kill9.xml" \
        -cp "$CP" io.github.loggingperf.benchmarks.KillLossWindow "$counter" "$rate" &
      pid=$!
      for _ in $(seq 600); do [ -s "$counter" ] && break; sleep 0.1; done
      sleep "$WARMUP"
      bg=$(background "$pid")
      p1=$(ticks /proc/$pid/stat); b1=$(ticks "$bg"); e1=$(od -An -t d8 -N8 --endian=big "$counter" | tr -d ' \n')
      sleep "$WINDOW"
      p2=$(ticks /proc/$pid/stat); b2=$(ticks "$bg"); e2=$(od -An -t d8 -N8 --endian=big "$counter" | tr -d ' \n')
      load=$(cut -d' ' -f1 /proc/loadavg)
      kill -9 "$pid"; wait "$pid" 2>/dev/null || true
      events=$((e2 - e1))
      pms=$(( (p2 - p1) * 1000 / HZ / WINDOW )); bms=$(( (b2 - b1) * 1000 / HZ / WINDOW ))
      per=$(( events > 0 ? (p2 - p1) * 1000000000 / HZ / events : 0 ))
      echo "$run | $setting | $(( events / WINDOW )) | $pms | $bms | $per | $load"
    done
  done
done
