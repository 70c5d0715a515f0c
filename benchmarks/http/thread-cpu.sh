#!/usr/bin/env bash
# Where a setup's CPU goes, thread by thread: the sample app at a constant request rate (ConstantRateLoad), the CPU
# time of each of its threads over the measured window (from /proc/<pid>/task/*/stat), summed into groups and divided
# by the requests served.
#
#   benchmarks/http/thread-cpu.sh 5000 sync-file starter starter+log4j2.asyncLoggerRingBufferSize=4096
#
# Groups: request threads (Tomcat's http-nio-*), the Log4j background thread (Log4j2-TF-*), G1's concurrent
# refinement threads (G1 Refine*), the other GC and VM threads, the JIT compilers, and the rest. Settings, as
# environment variables: ROUNDS (2), WARMUP (20, wrk), RATE_WARMUP (5), DURATION (15), CONNECTIONS, LINES, PORT
# (first free from 18280), OUT (target/http-thread-cpu), JAVA, SKIP_BUILD, as in rate.sh.
# Needs: a JDK 17+, wrk (Debian: apt-get install wrk), curl, awk.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
[[ $# -ge 2 ]] || { echo "usage: $(basename "$0") RATE SETUP..." >&2; exit 2; }
RATE=$1
shift
SETUPS="$*"
PORT=$(free_port "${PORT:-18280}")
ROUNDS=${ROUNDS:-2}
WARMUP=${WARMUP:-20}
RATE_WARMUP=${RATE_WARMUP:-5}
DURATION=${DURATION:-15}
OUT=${OUT:-$ROOT/target/http-thread-cpu}
URL="http://127.0.0.1:$PORT/demo/log?lines=$LINES"
LOAD_JAR="$ROOT/benchmarks/target/benchmarks.jar"
GROUPS_SHOWN="http-nio log4j-background g1-refine gc-and-vm jit other"

require_tools wrk curl awk
build_modules sample-app,benchmarks

load_at_rate() {
	placed_load "$JAVA" -cp "$LOAD_JAR" io.github.loggingperf.benchmarks.ConstantRateLoad --url="$URL" --rate="$RATE" \
		--warmup=0 --duration="$1" --connections="$CONNECTIONS"
}

run_setup() {
	local round=$1 setup=$2 work="$OUT/work/$2"
	start_app "$setup" "$work"
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	load_at_rate "$RATE_WARMUP" >/dev/null
	thread_ticks "$APP_PID" >"$work/before"
	local result requests
	result=$(load_at_rate "$DURATION")
	thread_ticks "$APP_PID" >"$work/after"
	requests=$(sed -n 's/.*requests=\([0-9]*\).*/\1/p' <<<"$result")
	awk -v r="$requests" -v t="$CLOCK_TICKS" -v round="$round" -v setup="$setup" \
		'NR == FNR { before[$1] = $2; next } { printf "%s,%s,%s,%.2f\n", round, setup, $1, ($2 - before[$1]) * 1e6 / t / r }' \
		"$work/before" "$work/after" >>"$OUT/threads.csv"
	echo "  round $round $setup: $(awk -F, -v s="$setup" -v r="$round" '$1 == r && $2 == s { printf "%s %s us  ", $3, $4 }' \
		"$OUT/threads.csv")load $(load_average)"
	stop_app "$work"
}

mkdir -p "$OUT"
echo "round,setup,group,cpu_us_per_request" >"$OUT/threads.csv"
echo "$(date -u +%FT%TZ) $RATE req/s, $ROUNDS rounds, ${DURATION}s measured, $URL, $("$JAVA" -version 2>&1 | head -1)"
interleaved_rounds run_setup
{
	echo "| Setup | $(sed 's/ / | /g' <<<"$GROUPS_SHOWN") | total |"
	echo "| --- |$(for _ in $GROUPS_SHOWN; do printf ' ---: |'; done) ---: |"
	for setup in $SETUPS; do
		row="| $setup |" total=0
		for group in $GROUPS_SHOWN; do
			value=$(awk -F, -v s="$setup" -v g="$group" 'NR > 1 && $2 == s && $3 == g { print $4 }' "$OUT/threads.csv" | median_of)
			[[ $value == n/a ]] && value=0
			row="$row $value |" total=$(awk -v a="$total" -v b="$value" 'BEGIN { print a + b }')
		done
		echo "$row $total |"
	done
} | tee "$OUT/threads.md"
echo "medians of $ROUNDS rounds, us of CPU per request; runs: $OUT/threads.csv"
