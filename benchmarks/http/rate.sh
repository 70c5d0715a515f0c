#!/usr/bin/env bash
# HTTP load at constant request rates: the sample app in several logging setups, driven open-loop by
# ConstantRateLoad (benchmarks/), latency measured from each request's scheduled send time.
#
#   benchmarks/http/rate.sh           # build, find OFF's max rate, then 3 interleaved rounds (about 20 minutes)
#
# First the maximum rate of the `off` setup is measured with wrk (closed loop, as run.sh: the median req/s of
# MAX_RUNS runs of MAX_DURATION seconds after a warm-up), unless MAX_RATE is given. Then, in each round, each setup
# is started in its own JVM, warmed up with wrk for WARMUP seconds, and loaded at each percentage of that rate
# (in an order that changes with the round) for RATE_WARMUP unrecorded plus DURATION measured seconds; the app's
# CPU time over the measured window comes from /proc. Settings, as environment variables:
#   ROUNDS (3), PERCENTS ("25 50 75"), SETUPS ("off sync-file plain-async starter", names as in setups.sh),
#   MAX_RATE (measured), MAX_RUNS (3), MAX_DURATION (10), WARMUP (15), RATE_WARMUP (5), DURATION (15),
#   CONNECTIONS (8), LINES (10), PORT (first free from 18180), OUT (target/http-rate-benchmark), JAVA, SKIP_BUILD
# Needs: a JDK 17+, wrk (Debian: apt-get install wrk), curl, awk.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18180}")
ROUNDS=${ROUNDS:-3}
PERCENTS=${PERCENTS:-"25 50 75"}
SETUPS=${SETUPS:-"off sync-file plain-async starter"}
MAX_RUNS=${MAX_RUNS:-3}
MAX_DURATION=${MAX_DURATION:-10}
WARMUP=${WARMUP:-15}
RATE_WARMUP=${RATE_WARMUP:-5}
DURATION=${DURATION:-15}
OUT=${OUT:-$ROOT/target/http-rate-benchmark}
URL="http://127.0.0.1:$PORT/demo/log?lines=$LINES"
LOAD_JAR="$ROOT/benchmarks/target/benchmarks.jar"

require_tools wrk curl awk
build_modules sample-app,benchmarks

# requests per second of the off setup, closed loop: the median of MAX_RUNS wrk runs
measure_max_rate() {
	local work="$OUT/work/max-rate"
	start_app off "$work"
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	local rates=()
	for ((i = 0; i < MAX_RUNS; i++)); do
		rates+=("$(placed_load wrk -t1 -c"$CONNECTIONS" -d"${MAX_DURATION}s" "$URL" | awk '/Requests\/sec/ { print $2 }')")
	done
	stop_app "$work"
	printf '%s\n' "${rates[@]}" | median_of
}

# one setup in one JVM, loaded at each percentage of MAX_RATE in turn
run_setup() {
	local round=$1 setup=$2 work="$OUT/work/$2"
	start_app "$setup" "$work"
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
	read -r -a percents <<<"$PERCENTS"
	for ((j = 0; j < ${#percents[@]}; j++)); do
		local percent=${percents[$(((j + round - 1) % ${#percents[@]}))]}
		local rate result
		rate=$(awk -v m="$MAX_RATE" -v p="$percent" 'BEGIN { printf "%.0f", m * p / 100 }')
		result=$(placed_load "$JAVA" -cp "$LOAD_JAR" io.github.loggingperf.benchmarks.ConstantRateLoad --url="$URL" \
			--rate="$rate" --warmup="$RATE_WARMUP" --duration="$DURATION" --connections="$CONNECTIONS" \
			--pid="$APP_PID" --clock-ticks="$CLOCK_TICKS")
		local load
		load=$(load_average)
		field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<<"$result"; }
		if [[ $(field errors) != 0 ]]; then
			echo "$setup at $rate req/s: errors: $result" >&2; exit 1
		fi
		echo "$round,$setup,$percent,$rate,$(field achieved),$(field requests),$(field cpu_us_per_request)," \
			"$(field p50_ms),$(field p99_ms),$(field p999_ms),$(field max_ms),$load" | tr -d ' ' >>"$OUT/rates.csv"
		printf '  round %s %-16s %3s%% %6s req/s  %7s us CPU/request  p50 %7s  p99 %7s  p99.9 %8s ms  load %s\n' \
			"$round" "$setup" "$percent" "$(field achieved)" "$(field cpu_us_per_request)" "$(field p50_ms)" \
			"$(field p99_ms)" "$(field p999_ms)" "$load"
	done
	local discarded
	discarded=$(discarded_events)
	[[ -z $discarded || $discarded == 0 ]] || echo "  $setup discarded $discarded events" | tee -a "$OUT/discarded.txt"
	stop_app "$work"
}

# medians per setup and percentage, as a Markdown table
summarize() {
	local csv=$1
	echo "| Setup | load | req/s | CPU per request (us) | vs off | p50 (ms) | p99 (ms) | p99.9 (ms) |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	for percent in $PERCENTS; do
		local off
		off=$(awk -F, -v p="$percent" 'NR > 1 && $2 == "off" && $3 == p { print $7 }' "$csv" | median_of)
		for setup in $SETUPS; do
			column() { awk -F, -v s="$setup" -v p="$percent" -v c="$1" 'NR > 1 && $2 == s && $3 == p { print $c }' "$csv" | median_of; }
			local rps cpu p50 p99 p999
			rps=$(column 5) cpu=$(column 7) p50=$(column 8) p99=$(column 9) p999=$(column 10)
			awk -v s="$setup" -v p="$percent" -v r="$rps" -v c="$cpu" -v o="$off" -v a="$p50" -v b="$p99" -v d="$p999" 'BEGIN {
				ratio = (o > 0 && o != "n/a") ? sprintf("%.2fx", c / o) : "n/a"
				printf "| %s | %s %% | %.0f | %.1f | %s | %.2f | %.2f | %.2f |\n", s, p, r, c, ratio, a, b, d }'
		done
	done
}

mkdir -p "$OUT"
if [[ -z "${MAX_RATE:-}" ]]; then
	MAX_RATE=$(measure_max_rate)
fi
echo "round,setup,percent,rate,achieved,requests,cpu_us_per_request,p50_ms,p99_ms,p999_ms,max_ms,load_average" >"$OUT/rates.csv"
read -r -a setups <<<"$SETUPS"
echo "$(date -u +%FT%TZ) off's max rate $MAX_RATE req/s; ${#setups[@]} setups x $ROUNDS rounds at $PERCENTS %," \
	"${DURATION}s measured each, $CONNECTIONS connections, $URL"
interleaved_rounds run_setup
summarize "$OUT/rates.csv" | tee "$OUT/rates.md"
echo "runs: $OUT/rates.csv (off's max rate: $MAX_RATE req/s)"
