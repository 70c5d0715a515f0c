#!/usr/bin/env bash
# Constant-rate comparison for a noisy machine: every setup runs at once in its own JVM (each on its own port,
# started and warmed up once), and short measured slices at each rate alternate between the setups, cycle after
# cycle, so that load from other work falls on all of them alike. Per setup and rate the summary gives the medians
# over the cycles, and the median of the per-cycle ratios of CPU per request to the REFERENCE setup.
#
#   MAX_RATE=20000 benchmarks/http/paired.sh      # about 10 minutes with the defaults
#
# Settings, as environment variables: MAX_RATE (required: OFF's max rate, from run.sh or rate.sh), PERCENTS
# ("25 50"), SETUPS ("off sync-file plain-async starter", names as in setups.sh), REFERENCE (sync-file), CYCLES (6),
# WARMUP (20, wrk, seconds per setup), SLICE (6 measured seconds, after 1 unrecorded), CONNECTIONS (8), LINES (10),
# PORT (first free from 18180), OUT (target/http-paired-benchmark), JAVA, SKIP_BUILD.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18180}")
PERCENTS=${PERCENTS:-"25 50"}
SETUPS=${SETUPS:-"off sync-file plain-async starter"}
REFERENCE=${REFERENCE:-sync-file}
CYCLES=${CYCLES:-6}
WARMUP=${WARMUP:-20}
SLICE=${SLICE:-6}
OUT=${OUT:-$ROOT/target/http-paired-benchmark}
LOAD_JAR="$ROOT/benchmarks/target/benchmarks.jar"
: "${MAX_RATE:?MAX_RATE (requests per second of the off setup) is required}"
declare -A PIDS PORTS
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT

require_tools wrk curl awk
build_modules sample-app,benchmarks

read -r -a setups <<<"$SETUPS"
read -r -a percents <<<"$PERCENTS"
mkdir -p "$OUT"
for setup in "${setups[@]}"; do
	PORT=$(free_port "$PORT")
	start_app "$setup" "$OUT/work/$setup"
	PIDS[$setup]=$APP_PID PORTS[$setup]=$PORT
	APP_PID=
	wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "http://127.0.0.1:$PORT/demo/log?lines=$LINES" >/dev/null
	PORT=$((PORT + 1))
done

echo "cycle,setup,percent,rate,achieved,requests,cpu_us_per_request,p50_ms,p99_ms,p999_ms,max_ms,load_average" >"$OUT/slices.csv"
echo "$(date -u +%FT%TZ) ${#setups[@]} setups at once, $CYCLES cycles of ${SLICE}s slices at $PERCENTS % of $MAX_RATE req/s"
for ((cycle = 1; cycle <= CYCLES; cycle++)); do
	for ((i = 0; i < ${#setups[@]}; i++)); do
		setup=${setups[$(((i + cycle - 1) % ${#setups[@]}))]}
		for percent in "${percents[@]}"; do
			rate=$(awk -v m="$MAX_RATE" -v p="$percent" 'BEGIN { printf "%.0f", m * p / 100 }')
			result=$("$JAVA" -cp "$LOAD_JAR" io.github.loggingperf.benchmarks.ConstantRateLoad \
				--url="http://127.0.0.1:${PORTS[$setup]}/demo/log?lines=$LINES" --rate="$rate" --warmup=1 \
				--duration="$SLICE" --connections="$CONNECTIONS" --pid="${PIDS[$setup]}" --clock-ticks="$CLOCK_TICKS")
			field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<<"$result"; }
			echo "$cycle,$setup,$percent,$rate,$(field achieved),$(field requests),$(field cpu_us_per_request)," \
				"$(field p50_ms),$(field p99_ms),$(field p999_ms),$(field max_ms),$(load_average)" | tr -d ' ' >>"$OUT/slices.csv"
			printf '  cycle %s %-20s %3s%% %7s req/s %7s us CPU/request  p99 %8s  p99.9 %8s ms  load %s\n' "$cycle" \
				"$setup" "$percent" "$(field achieved)" "$(field cpu_us_per_request)" "$(field p99_ms)" "$(field p999_ms)" \
				"$(load_average)"
		done
	done
done
for setup in "${setups[@]}"; do
	d=$(curl -sf "http://127.0.0.1:${PORTS[$setup]}/actuator/logging-perf" | sed -n 's/.*"discarded":{[^}]*"total":\([0-9]*\).*/\1/p' || true)
	echo "  $setup discarded: ${d:-n/a}" | tee -a "$OUT/discarded.txt"
done

{
	echo "| Setup | load | req/s | CPU per request (us) | CPU vs $REFERENCE (median of per-cycle ratios) | p50 (ms) | p99 (ms) | p99.9 (ms) |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	for percent in "${percents[@]}"; do
		for setup in "${setups[@]}"; do
			column() { awk -F, -v s="$setup" -v p="$percent" -v c="$1" 'NR > 1 && $2 == s && $3 == p { print $c }' "$OUT/slices.csv" | median_of; }
			ratio=$(awk -F, -v s="$setup" -v r="$REFERENCE" -v p="$percent" 'NR > 1 && $3 == p {
					if ($2 == s) a[$1] = $7; if ($2 == r) b[$1] = $7 }
				END { for (c in a) if (c in b && b[c] > 0) printf "%.4f\n", a[c] / b[c] }' "$OUT/slices.csv" | median_of)
			printf '| %s | %s %% | %.0f | %.1f | %.3f | %.2f | %.2f | %.2f |\n' "$setup" "$percent" "$(column 5)" \
				"$(column 7)" "$ratio" "$(column 8)" "$(column 9)" "$(column 10)"
		done
	done
} | tee "$OUT/paired.md"
echo "slices: $OUT/slices.csv"
