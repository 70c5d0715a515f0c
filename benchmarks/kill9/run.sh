#!/usr/bin/env bash
# Loss window of a killed process: events logged but never written when the JVM gets kill -9 under
# steady load. For each setting, starts KillLossWindow (all-async through the starter's property
# source), lets it log for WARMUP seconds, kills it with SIGKILL and counts what reached the file.
# Usage: benchmarks/kill9/run.sh CLASSPATH [RATE] [RUNS] > benchmarks/results/kill9-<date>.tsv
# (CLASSPATH: benchmarks/target/benchmarks.jar, or the benchmarks classes and their dependencies). The output
# is a results file (benchmarks/results/README.md): one row per setting, tab-separated.
set -euo pipefail
CP="$1"; RATE="${2:-20000}"; RUNS="${3:-5}"; WARMUP="${WARMUP:-5}"
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "# benchmarks/kill9/run.sh, $(date -u +%FT%TZ), rate=$RATE events/s, runs=$RUNS, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'setting\tlost_per_run\tmedian_lost\tring_used_per_run\n'   # tab-separated: a results file (benchmarks/results/README.md)
while read -r name props; do
  lost=(); used=()
  for run in $(seq "$RUNS"); do
    log="$WORK/$name-$run.log"; counter="$WORK/$name-$run.counter"
    # shellcheck disable=SC2086
    java -Xmx256m $props -Dkill9.log="$log" -Dlog4j2.configurationFile="$HERE/log4j2-kill9.xml" \
      -cp "$CP" io.github.loggingperf.benchmarks.KillLossWindow "$counter" "$RATE" &
    pid=$!
    for _ in $(seq 600); do [ -s "$counter" ] && break; sleep 0.1; done
    sleep "$WARMUP"
    kill -9 "$pid"; wait "$pid" 2>/dev/null || true
    logged=$(od -An -t d8 -N8 --endian=big "$counter" | tr -d ' \n')
    used+=("$(od -An -t d8 -j8 -N8 --endian=big "$counter" | tr -d ' \n')")
    written=$(grep -c ' EVT ' "$log" || true)
    lost+=($((logged - written)))
  done
  median=$(printf '%s\n' "${lost[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
  printf '%s\t%s\t%s\t%s\n' "$name" "${lost[*]}" "$median" "${used[*]}"
done <<'SETTINGS'
starter-defaults(Sleep-50ms,wake-on-log,ring-16384) -Dkill9.wake-on-log=true
starter-without-wake-on-log(Sleep-50ms,ring-16384)
starter-sleep-1ms -Dlog4j2.asyncLoggerSleepTimeNs=1000000
log4j-wait-Timeout -Dlog4j2.asyncLoggerWaitStrategy=Timeout
starter-ring-262144 -Dlog4j2.asyncLoggerRingBufferSize=262144
starter-sleep-100us -Dlog4j2.asyncLoggerSleepTimeNs=100000
block-wait -Dlog4j2.asyncLoggerWaitStrategy=Block
SETTINGS
