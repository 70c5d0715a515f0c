#!/usr/bin/env bash
# A slow appender under HTTP load: the sample app's log file is a FIFO read at a fixed rate (a slow disk), with
# several logging setups, interleaved in one run.
#
#   benchmarks/http/slow-appender.sh     # needs sample-app/target/logging-perf-sample-app.jar (mvn package)
#
# Settings, as environment variables: RATE bytes/s read from the FIFO (1000000), SETUPS ("starter plain-async",
# names as in setups.sh; plain-async is all-async with Log4j's own defaults), ROUNDS (2), WARMUP seconds (10),
# DURATION seconds (20), CONNECTIONS (8), LINES per request (10), OUT (target/slow-appender), JAVA (java), and the
# placement of setups.sh (APP_CPUS, APP_CPU_QUOTA, LOAD_CPUS).
# Records request p50/p99/p99.9/max, requests/s, discarded events per second, CPU per request, and the lines logged
# (requests times LINES) and written (counted by the FIFO's reader) in the measured seconds.
# Needs: a JDK 17+, wrk, curl, python3, awk.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
RATE=${RATE:-1000000}
SETUPS=${SETUPS:-"starter plain-async"}
ROUNDS=${ROUNDS:-2}
WARMUP=${WARMUP:-10}
DURATION=${DURATION:-20}
OUT=${OUT:-$ROOT/target/slow-appender}
PORT=$(free_port "${PORT:-18280}")
URL="http://127.0.0.1:$PORT/demo/log?lines=$LINES"
READER=

require_tools wrk curl python3 awk

run_once() {
	local round=$1 setup=$2 work="$OUT/work/$2" fifo="$OUT/work/$2-fifo"
	rm -rf "$fifo" && mkdir -p "$fifo"
	mkfifo "$fifo/orders.log"
	python3 "$HERE/line-reader.py" "$fifo/orders.log" "$fifo/counts" "$RATE" &
	READER=$!
	local config=$HERE/slow-appender-log4j2.xml
	case $(setup_base "$setup") in
		mixed | caller-writes) config=$HERE/slow-appender-mixed-log4j2.xml ;;
	esac
	APP_JVM_OPTIONS="${APP_JVM_OPTIONS:-} -Dslow-appender.directory=$fifo" LOG4J2_CONFIG=$config start_app "$setup" "$work"
	local pid=$APP_PID
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	local before after d0 d1 w0 w1
	d0=$(discarded_events)
	w0=$(fifo_lines "$fifo")
	before=$(cpu_ticks "$pid")
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" -s "$HERE/percentiles.lua" "$URL" >"$work/wrk.txt"
	after=$(cpu_ticks "$pid")
	w1=$(fifo_lines "$fifo")
	d1=$(discarded_events)
	local load
	load=$(load_average)
	# no shutdown drain: with a full ring at the FIFO's pace it would take seconds to minutes
	kill -TERM "$pid"
	sleep 2
	kill -9 "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	APP_PID=
	kill "$READER" 2>/dev/null || true
	wait "$READER" 2>/dev/null || true
	READER=
	if grep -q "Non-2xx" "$work/wrk.txt"; then
		echo "$setup: wrk saw errors" >&2; cat "$work/wrk.txt" >&2; exit 1
	fi
	local requests rps p50 p99 p999 max cpu discards
	requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
	rps=$(awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt")
	p50=$(awk '$1 == "percentile" && $2 == "50" { print $3 / 1000 }' "$work/wrk.txt")
	p99=$(awk '$1 == "percentile" && $2 == "99" { print $3 / 1000 }' "$work/wrk.txt")
	p999=$(awk '$1 == "percentile" && $2 == "99.9" { print $3 / 1000 }' "$work/wrk.txt")
	max=$(awk '$1 == "percentile" && $2 == "100" { print $3 / 1000 }' "$work/wrk.txt")
	cpu=$(awk -v t=$((after - before)) -v hz="$CLOCK_TICKS" -v n="$requests" 'BEGIN { printf "%.1f", t / hz * 1e6 / n }')
	if [[ -n "$d0" && -n "$d1" ]]; then
		discards=$(awk -v a="$d0" -v b="$d1" -v s="$DURATION" 'BEGIN { printf "%.0f", (b - a) / s }')
	else
		discards="n/a"
	fi
	echo "$round,$setup,$requests,$rps,$p50,$p99,$p999,$cpu,$discards,$load,$max,$((requests * LINES)),$((w1 - w0))" \
		>>"$OUT/runs.csv"
	printf '  round %s %-15s %9s req/s  p50 %8s ms  p99 %8s ms  p99.9 %8s ms  %7s us CPU/request  %s discarded/s  logged %s written %s  load %s\n' \
		"$round" "$setup" "$rps" "$p50" "$p99" "$p999" "$cpu" "$discards" "$((requests * LINES))" "$((w1 - w0))" "$load"
}

# the lines the FIFO's reader has read so far
fifo_lines() {
	rm -f "$1/counts"
	kill -USR1 "$READER"
	until [[ -s $1/counts ]]; do sleep 0.02; done
	cut -d' ' -f1 "$1/counts"
}

trap '[[ -z $APP_PID ]] || kill -9 "$APP_PID" 2>/dev/null; [[ -z $READER ]] || kill "$READER" 2>/dev/null; remove_app_cgroup' EXIT
mkdir -p "$OUT"
echo "round,setup,requests,requests_per_second,p50_ms,p99_ms,p999_ms,cpu_us_per_request,discarded_per_second,load_average,max_ms," \
	"logged,written" | tr -d ' ' >"$OUT/runs.csv"
echo "$(date -u +%FT%TZ) FIFO read at $RATE B/s; $ROUNDS rounds, warm-up ${WARMUP}s, ${DURATION}s measured," \
	"wrk -t1 -c$CONNECTIONS $URL, $(placement)"
interleaved_rounds run_once
