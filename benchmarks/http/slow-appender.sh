#!/usr/bin/env bash
# A slow appender under HTTP load: the sample app's log file is a FIFO read at a fixed rate (a slow disk),
# with the starter's defaults and with Log4j's own all-async defaults, interleaved in one run.
#
#   benchmarks/http/slow-appender.sh     # needs sample-app/target/logging-perf-sample-app.jar (mvn package)
#
# Settings, as environment variables: RATE bytes/s read from the FIFO (1000000), ROUNDS (2), WARMUP seconds (10),
# DURATION seconds (20), CONNECTIONS (8), LINES per request (10), OUT (target/slow-appender), JAVA (java).
# Records request p50/p99/p99.9, requests/s, discarded events per second and CPU per request.
# Needs: a JDK 17+, wrk, curl, python3, awk.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
RATE=${RATE:-1000000}
ROUNDS=${ROUNDS:-2}
WARMUP=${WARMUP:-10}
DURATION=${DURATION:-20}
CONNECTIONS=${CONNECTIONS:-8}
LINES=${LINES:-10}
OUT=${OUT:-$ROOT/target/slow-appender}
JAVA=${JAVA:-java}
APP="$ROOT/sample-app/target/logging-perf-sample-app.jar"
PORT=18280
while (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
URL="http://127.0.0.1:$PORT/demo/log?lines=$LINES"
CLOCK_TICKS=$(getconf CLK_TCK)
SETUPS="starter log4j-defaults"

options() {
	case $1 in
		starter) echo "" ;;
		log4j-defaults) echo "-Dlogging-perf.async.enabled=false -Dlog4j2.asyncQueueFullPolicy=Default" \
			"-Dlog4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector" ;;
	esac
}

discarded_total() {
	curl -sf "http://127.0.0.1:$PORT/actuator/logging-perf" \
		| sed -n 's/.*"discarded":{[^}]*"total":\([0-9]*\).*/\1/p' || true
}

run_once() {
	local round=$1 setup=$2 work="$OUT/work/$2"
	rm -rf "$work" && mkdir -p "$work/logs"
	mkfifo "$work/logs/orders.log"
	python3 "$HERE/throttled-reader.py" "$work/logs/orders.log" "$RATE" &
	local reader=$!
	# shellcheck disable=SC2046
	(cd "$work" && exec "$JAVA" -Xms1g -Xmx1g $(options "$setup") -DLOG_PATH="$work/logs" -jar "$APP" \
		--server.port="$PORT" --logging.config="$HERE/slow-appender-log4j2.xml" >"$work/stdout.log" 2>&1) &
	local pid=$!
	for _ in $(seq 1 240); do
		kill -0 "$pid" 2>/dev/null || { echo "$setup did not start:" >&2; tail -30 "$work/stdout.log" >&2; exit 1; }
		curl -sf "http://127.0.0.1:$PORT/actuator/health" >/dev/null 2>&1 && break
		sleep 0.5
	done
	wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	local before after d0 d1
	d0=$(discarded_total)
	before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
	wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" -s "$HERE/percentiles.lua" "$URL" >"$work/wrk.txt"
	after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
	d1=$(discarded_total)
	local load
	load=$(cut -d' ' -f1 /proc/loadavg)
	kill -TERM "$pid"
	sleep 2
	kill -9 "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	kill "$reader" 2>/dev/null || true
	wait "$reader" 2>/dev/null || true
	local requests rps p50 p99 p999 cpu discards
	requests=$(awk '/requests in/ { print $1 }' "$work/wrk.txt")
	rps=$(awk '/Requests\/sec/ { print $2 }' "$work/wrk.txt")
	p50=$(awk '$1 == "percentile" && $2 == "50" { print $3 / 1000 }' "$work/wrk.txt")
	p99=$(awk '$1 == "percentile" && $2 == "99" { print $3 / 1000 }' "$work/wrk.txt")
	p999=$(awk '$1 == "percentile" && $2 == "99.9" { print $3 / 1000 }' "$work/wrk.txt")
	cpu=$(awk -v t=$((after - before)) -v hz="$CLOCK_TICKS" -v n="$requests" 'BEGIN { printf "%.1f", t / hz * 1e6 / n }')
	if [[ -n "$d0" && -n "$d1" ]]; then
		discards=$(awk -v a="$d0" -v b="$d1" -v s="$DURATION" 'BEGIN { printf "%.0f", (b - a) / s }')
	else
		discards="n/a"
	fi
	echo "$round,$setup,$requests,$rps,$p50,$p99,$p999,$cpu,$discards,$load" >>"$OUT/runs.csv"
	printf '  round %s %-15s %9s req/s  p50 %8s ms  p99 %8s ms  p99.9 %8s ms  %7s us CPU/request  %s discarded/s  load %s\n' \
		"$round" "$setup" "$rps" "$p50" "$p99" "$p999" "$cpu" "$discards" "$load"
}

mkdir -p "$OUT"
echo "round,setup,requests,requests_per_second,p50_ms,p99_ms,p999_ms,cpu_us_per_request,discarded_per_second,load_average" \
	>"$OUT/runs.csv"
echo "$(date -u +%FT%TZ) FIFO read at $RATE B/s; $ROUNDS rounds, warm-up ${WARMUP}s, ${DURATION}s measured," \
	"wrk -t1 -c$CONNECTIONS $URL"
read -r -a setups <<<"$SETUPS"
for ((round = 1; round <= ROUNDS; round++)); do
	for ((i = 0; i < ${#setups[@]}; i++)); do
		run_once "$round" "${setups[$(((i + round - 1) % ${#setups[@]}))]}"
	done
done
