#!/usr/bin/env bash
# The CPU cost of one log event, free of the HTTP harness (issue 29): the sample app with a fixed-rate producer in
# place of HTTP requests (io.github.loggingperf.benchmarks.events, ten events per "request", the demo's logger,
# message and parameters, its log4j2-spring.xml and rolling file), each logging setup in a fresh JVM per round, on
# 1 CPU and on 2 CPUs. Writes benchmarks/results/event-cost-<UTC date and time>.tsv.
#
#   SKIP_BUILD=1 benchmarks/event-cost/run.sh
#
# Each JVM warms up (WARMUP seconds: a third at the highest rate, the rest at 30,000 events/s), then logs at
# 30,000 events/s in 10 s windows until its JIT compiler threads used under 0.5 % of a CPU in one (at most 12),
# then measures each rate of RATES for WINDOW seconds (after SETTLE seconds at that rate), the idle application for
# WINDOW seconds, FIRST_EVENTS times how long one event takes to reach the file after 1.5 s of quiet, and five bursts
# (after a quiet spell each producing thread logs 8,192 events at once; the lines that reach the file are counted).
# CPU per thread from /proc/self/task/*/schedstat (nanoseconds), wake-ups from voluntary context switches.
#
# Settings, as environment variables: VARIANTS ("1 2": 1 = the app pinned to CPU 1, 2 = CPUs 0-1), SETUPS ("off
# sync-file plain-async starter", names of benchmarks/http/setups.sh, with +property=value additions), ROUNDS (3;
# round r starts with the r-th setup), RATES (10000,30000,100000), THREADS (4), WARMUP (60), SETTLE (3),
# WINDOW (20), FIRST_EVENTS (10), RESULTS, SKIP_BUILD, JAVA.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=../http/setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18900}")
VARIANTS=${VARIANTS:-"1 2"}
SETUPS=${SETUPS:-"off sync-file plain-async starter"}
ROUNDS=${ROUNDS:-3}
RATES=${RATES:-10000,30000,100000}
THREADS=${THREADS:-4}
WARMUP=${WARMUP:-60}
SETTLE=${SETTLE:-3}
WINDOW=${WINDOW:-20}
FIRST_EVENTS=${FIRST_EVENTS:-10}
OUT=${OUT:-$ROOT/target/event-cost}
STAMP=$(date -u +%Y-%m-%dT%H%M)
RESULTS=${RESULTS:-$ROOT/benchmarks/results/event-cost-$STAMP.tsv}
export WITH_BENCHMARK_CLASSES=1
require_tools curl python3

build_modules sample-app,benchmarks
mkdir -p "$OUT"
RAW="$OUT/rows-$STAMP.tsv"
: >"$RAW"
started=$(date -u +%FT%TZ)
loads=$(load_average)

run_one() {
	local round=$1 setup=$2 work="$OUT/work"
	APP_JVM_OPTIONS="-Dspring.main.sources=io.github.loggingperf.benchmarks.events.EventCostConfiguration \
		-Devents.variant=${VARIANT}cpu -Devents.setup=$setup -Devents.round=$round -Devents.rates=$RATES \
		-Devents.threads=$THREADS -Devents.warmup=${WARMUP}s -Devents.settle=${SETTLE}s -Devents.window=${WINDOW}s \
		-Devents.first-events=$FIRST_EVENTS -Devents.out=$RAW" start_app "$setup" "$work"
	wait "$APP_PID" || { echo "$setup (round $round, ${VARIANT} CPU) failed:" >&2; tail -30 "$work/stdout.log" >&2; exit 1; }
	APP_PID=
	rm -rf "$work/logs"
	loads="$loads $(load_average)"
	echo "$(date -u +%T) ${VARIANT} CPU, round $round, $setup: done (load $(load_average))"
}

for VARIANT in $VARIANTS; do
	place_variant "$VARIANT"
	interleaved_rounds run_one
done

python3 "$ROOT/benchmarks/event-cost/summarize.py" "$RAW" "$RESULTS" \
	"# event cost run (benchmarks/event-cost/run.sh), $started to $(date -u +%FT%TZ)" \
	"# machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; $("$JAVA" -version 2>&1 | head -1); load average at each JVM's end: $loads" \
	"# settings: VARIANTS=\"$VARIANTS\" SETUPS=\"$SETUPS\" ROUNDS=$ROUNDS RATES=$RATES THREADS=$THREADS WARMUP=$WARMUP SETTLE=$SETTLE WINDOW=$WINDOW FIRST_EVENTS=$FIRST_EVENTS"
echo "results: $RESULTS"
