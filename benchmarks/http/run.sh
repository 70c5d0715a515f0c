#!/usr/bin/env bash
# HTTP load benchmark: the sample app in six logging setups, driven by wrk on loopback.
#
#   benchmarks/http/run.sh            # build, then 3 interleaved rounds of every setup (about 20 minutes)
#
# Each run starts the app in its own JVM, warms it up, then measures GET /demo/log?lines=10 (10 INFO lines of
# about 150 bytes per request) and reads the app's CPU time from /proc. Rounds are interleaved (round r starts
# with a different setup) and the summary reports medians. Settings, as environment variables:
#   ROUNDS (3), WARMUP seconds (30), DURATION seconds (20), CONNECTIONS (8), LINES (10), PORT (first free from 18180),
#   SETUPS (all six, space separated), OUT (target/http-benchmark), JAVA (java on the PATH), SKIP_BUILD (unset)
# Needs: a JDK 17+, wrk (Debian: apt-get install wrk), curl, awk.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18180}")
ROUNDS=${ROUNDS:-3}
WARMUP=${WARMUP:-30}
DURATION=${DURATION:-20}
SETUPS=${SETUPS:-"off logback-console incident-3 sync-file plain-async starter"}
OUT=${OUT:-$ROOT/target/http-benchmark}
URL="http://127.0.0.1:$PORT/demo/log?lines=$LINES"

require_tools wrk curl awk
build_modules sample-app,benchmarks/logback-sample-app

# wrk latency like 812.00us, 3.21ms or 1.02s -> milliseconds
to_millis() {
	awk -v v="$1" 'BEGIN {
		if (v ~ /us$/) { sub(/us$/, "", v); print v / 1000 }
		else if (v ~ /ms$/) { sub(/ms$/, "", v); print v + 0 }
		else if (v ~ /s$/) { sub(/s$/, "", v); print v * 1000 }
		else print v }'
}

run_once() {
	local round=$1 setup=$2 work="$OUT/work/$2"
	start_app "$setup" "$work"
	local pid=$APP_PID
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	local before after
	before=$(cpu_ticks "$pid")
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$URL" >"$work/wrk.txt"
	after=$(cpu_ticks "$pid")
	local load discarded
	load=$(load_average)
	discarded=$(discarded_events)
	stop_app "$work"
	if grep -q "Non-2xx" "$work/wrk.txt"; then
		echo "$setup: wrk saw errors" >&2; cat "$work/wrk.txt" >&2; exit 1
	fi
	local requests rps p99
	requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
	rps=$(awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt")
	p99=$(to_millis "$(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")")
	local cpu_us
	cpu_us=$(awk -v t=$((after - before)) -v hz="$CLOCK_TICKS" -v n="$requests" 'BEGIN { printf "%.1f", t / hz * 1e6 / n }')
	echo "$round,$setup,$requests,$rps,$p99,$cpu_us,${discarded:-n/a},$load" >>"$OUT/runs.csv"
	printf '  round %s %-16s %10s req/s  p99 %8s ms  %7s us CPU/request  discarded %s  load %s\n' \
		"$round" "$setup" "$rps" "$p99" "$cpu_us" "${discarded:-n/a}" "$load"
}

mkdir -p "$OUT"
echo "round,setup,requests,requests_per_second,p99_ms,cpu_us_per_request,discarded,load_average" >"$OUT/runs.csv"
read -r -a setups <<<"$SETUPS"
echo "$(date -u +%FT%TZ) ${#setups[@]} setups x $ROUNDS rounds, warm-up ${WARMUP}s, ${DURATION}s measured," \
	"wrk -t1 -c$CONNECTIONS $URL"
interleaved_rounds run_once

"$HERE/summarize.sh" "$OUT/runs.csv" "$SETUPS" "$OUT"
