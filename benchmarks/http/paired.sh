#!/usr/bin/env bash
# Side-by-side comparison for a noisy machine: every setup runs at once in its own JVM (each on its own port,
# started and warmed up once), and short measured slices alternate between the setups, cycle after cycle, so that
# load from other work falls on all of them alike. Per setup and load the summary gives the medians over the
# cycles, and the median of the per-cycle ratios of CPU per request to the REFERENCE setup.
#
#   MAX_RATE=20000 benchmarks/http/paired.sh      # about 10 minutes with the defaults
#
# A load is a percentage of MAX_RATE, sent open-loop by ConstantRateLoad (latency from each request's scheduled send
# time), or `max`: saturation, wrk -t1 closed loop (latency from each request's send time, p50/p99/p99.9 and max from
# percentiles.lua). With PAUSE_OTHERS=1 the setups that are not being measured (or warmed up) are stopped with
# SIGSTOP, so that an idle JVM's background work does not take CPU from the one measured (small machines). Besides the
# process CPU per request, each slice records the shares of it spent by Log4j's background thread and by the GC and VM
# threads (as grouped by thread_ticks in setups.sh), and, over the measured seconds alone, the lines the setup wrote
# (written_lines in setups.sh) and the events the starter discarded (its endpoint; n/a for setups without it).
#
# Settings, as environment variables: MAX_RATE (OFF's max rate, from run.sh or rate.sh; required unless PERCENTS is
# `max`), PERCENTS ("25 50"), SETUPS ("off sync-file plain-async starter", names as in setups.sh), REFERENCE
# (sync-file), CYCLES (6), WARMUP (20, wrk, seconds per setup, then until its JIT compilers are quiet: warm_up in
# setups.sh, at most WARMUP_MAX), SLICE (6 measured seconds, after 1 unrecorded),
# PAUSE_OTHERS (unset), CONNECTIONS (8), LINES (10), PORT (first free from 18180), OUT (target/http-paired-benchmark),
# JAVA, SKIP_BUILD, and the placement of setups.sh (APP_CPUS, APP_CPU_QUOTA, LOAD_CPUS).
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
[[ $PERCENTS == max ]] || : "${MAX_RATE:?MAX_RATE (requests per second of the off setup) is required}"
declare -A PIDS PORTS
trap 'for p in "${PIDS[@]}"; do kill -CONT "$p" 2>/dev/null; kill "$p" 2>/dev/null || true; done; stop_readers; remove_app_cgroup' EXIT

require_tools wrk curl awk taskset
build_modules sample-app,benchmarks

read -r -a setups <<<"$SETUPS"
read -r -a percents <<<"$PERCENTS"

# let only the given setup run when PAUSE_OTHERS is set
activate() {
	[[ -n ${PAUSE_OTHERS:-} ]] || return 0
	for other in "${!PIDS[@]}"; do
		[[ $other == "$1" ]] || kill -STOP "${PIDS[$other]}"
	done
	kill -CONT "${PIDS[$1]}"
	sleep 1
}

# "written discarded queued" of the setup so far: the lines it wrote, the events it discarded and the events in its
# ring buffer not written yet (n/a n/a for setups without the starter's endpoint)
line_counts() {
	local written counts
	written=$(written_lines "$OUT/work/$1")
	counts=$(discarded_and_queued)
	echo "$written ${counts:-n/a n/a}"
}

# the lines written, the events discarded and the change in queued events between two line_counts: "written
# discarded queued"; logged = written + discarded + queued, exactly, where every event is counted
counts_between() {
	local written0 discarded0 queued0 written1 discarded1 queued1
	read -r written0 discarded0 queued0 <<<"$1"
	read -r written1 discarded1 queued1 <<<"$2"
	if [[ $discarded0 == n/a || $discarded1 == n/a ]]; then
		echo "$((written1 - written0)) n/a n/a"
	else
		echo "$((written1 - written0)) $((discarded1 - discarded0)) $((queued1 - queued0))"
	fi
}

# one measured slice of the setup at saturation: "achieved requests cpu_us p50 p99 p99.9 max written discarded
# queued" (ms)
saturation_slice() {
	local setup=$1 url=$2 work="$OUT/work/$1"
	placed_load wrk -t1 -c"$CONNECTIONS" -d1s "$url" >/dev/null
	local before after counts_before counts_after
	counts_before=$(line_counts "$setup")
	before=$(cpu_ticks "${PIDS[$setup]}")
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${SLICE}s" -s "$HERE/percentiles.lua" "$url" >"$work/wrk.txt"
	after=$(cpu_ticks "${PIDS[$setup]}")
	counts_after=$(line_counts "$setup")
	if grep -q "Non-2xx" "$work/wrk.txt"; then
		echo "$setup: wrk saw errors" >&2; cat "$work/wrk.txt" >&2; exit 1
	fi
	awk -v t=$((after - before)) -v hz="$CLOCK_TICKS" -v counts="$(counts_between "$counts_before" "$counts_after")" '
		/requests in/ { n = $1 } /Requests\/sec/ { r = $2 } $1 == "percentile" { p[$2] = $3 / 1000 }
		END { printf "%s %d %.1f %s %s %s %s %s\n", r, n, t / hz * 1e6 / n, p["50"], p["99"], p["99.9"], p["100"], counts }' \
		"$work/wrk.txt"
}

# one measured slice of the setup at a constant rate, in the same form: a second at that rate, unrecorded, then the
# measured run, so that the lines and discards are counted over the measured seconds alone
rate_slice() {
	local setup=$1 url=$2 rate=$3 result counts_before counts_after
	load_at() {
		placed_load "$JAVA" -cp "$LOAD_JAR" io.github.loggingperf.benchmarks.ConstantRateLoad --url="$url" \
			--rate="$rate" --warmup=0 --duration="$1" --connections="$CONNECTIONS" --pid="${PIDS[$setup]}" \
			--clock-ticks="$CLOCK_TICKS"
	}
	load_at 1 >/dev/null
	counts_before=$(line_counts "$setup")
	result=$(load_at "$SLICE")
	counts_after=$(line_counts "$setup")
	field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<<"$result"; }
	if [[ $(field errors) != 0 ]]; then
		echo "$setup at $rate req/s: errors: $result" >&2; exit 1
	fi
	echo "$(field achieved) $(field requests) $(field cpu_us_per_request) $(field p50_ms) $(field p99_ms)" \
		"$(field p999_ms) $(field max_ms) $(counts_between "$counts_before" "$counts_after")"
}

mkdir -p "$OUT"
echo "$(date -u +%FT%TZ) starting ${#setups[@]} setups ($(placement))"
for setup in "${setups[@]}"; do
	PORT=$(free_port "$PORT")
	start_app "$setup" "$OUT/work/$setup"
	PIDS[$setup]=$APP_PID PORTS[$setup]=$PORT
	APP_PID=
	activate "$setup"
	warmed=$(warm_up "${PIDS[$setup]}" "http://127.0.0.1:$PORT/demo/log?lines=$LINES")
	echo "$(date -u +%FT%TZ) $setup warmed up in ${warmed}s" | tee -a "$OUT/warm-up.txt"
	PORT=$((PORT + 1))
done

echo "cycle,setup,percent,rate,achieved,requests,cpu_us_per_request,p50_ms,p99_ms,p999_ms,max_ms,load_average,discarded," \
	"background_thread_us_per_request,gc_us_per_request,logged,written,queued" | tr -d ' ' >"$OUT/slices.csv"
echo "$(date -u +%FT%TZ) ${#setups[@]} setups at once, $CYCLES cycles of ${SLICE}s slices at $PERCENTS" \
	"(% of ${MAX_RATE:-n/a} req/s), $(placement)"
for ((cycle = 1; cycle <= CYCLES; cycle++)); do
	for ((i = 0; i < ${#setups[@]}; i++)); do
		setup=${setups[$(((i + cycle - 1) % ${#setups[@]}))]}
		url="http://127.0.0.1:${PORTS[$setup]}/demo/log?lines=$LINES"
		PORT=${PORTS[$setup]}
		activate "$setup"
		for percent in "${percents[@]}"; do
			thread_ticks "${PIDS[$setup]}" >"$OUT/work/$setup/threads-before"
			if [[ $percent == max ]]; then
				rate=max
				result=$(saturation_slice "$setup" "$url")
			else
				rate=$(awk -v m="$MAX_RATE" -v p="$percent" 'BEGIN { printf "%.0f", m * p / 100 }')
				result=$(rate_slice "$setup" "$url" "$rate")
			fi
			thread_ticks "${PIDS[$setup]}" >"$OUT/work/$setup/threads-after"
			read -r achieved requests cpu p50 p99 p999 max written discarded queued <<<"$result"
			# the background thread's and the GC's shares of the process CPU over the slice, times its CPU per request
			read -r background gc < <(awk -v cpu="$cpu" 'NR == FNR { before[$1] = $2; next }
				{ d = $2 - before[$1]; all += d; if ($1 == "log4j-background") b += d; if ($1 ~ /^(g1-refine|gc-and-vm)$/) g += d }
				END { printf "%.1f %.1f\n", (all > 0) ? cpu * b / all : 0, (all > 0) ? cpu * g / all : 0 }' \
				"$OUT/work/$setup/threads-before" "$OUT/work/$setup/threads-after")
			logged=$((requests * LINES))
			echo "$cycle,$setup,$percent,$rate,$achieved,$requests,$cpu,$p50,$p99,$p999,$max,$(load_average),$discarded," \
				"$background,$gc,$logged,$written,$queued" | tr -d ' ' >>"$OUT/slices.csv"
			printf '  cycle %s %-20s %4s%% %8s req/s %7s us CPU/request (background %s, GC %s)  p50 %7s  p99 %8s  p99.9 %8s ms  logged %s written %s discarded %s queued %s  load %s\n' \
				"$cycle" "$setup" "$percent" "$achieved" "$cpu" "$background" "$gc" "$p50" "$p99" "$p999" "$logged" \
				"$written" "$discarded" "$queued" "$(load_average)"
		done
	done
done
for setup in "${setups[@]}"; do
	kill -CONT "${PIDS[$setup]}"
	PORT=${PORTS[$setup]}
	d=$(discarded_events)
	echo "  $setup discarded: ${d:-n/a}" | tee -a "$OUT/discarded.txt"
done

{
	echo "| Setup | load | req/s | CPU per request (us) | CPU vs $REFERENCE (median of per-cycle ratios) | p50 (ms) | p99 (ms) | p99.9 (ms) | written of logged (sum) | discarded (sum) |"
	echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
	for percent in "${percents[@]}"; do
		for setup in "${setups[@]}"; do
			column() { awk -F, -v s="$setup" -v p="$percent" -v c="$1" 'NR > 1 && $2 == s && $3 == p { print $c }' "$OUT/slices.csv" | median_of; }
			ratio=$(awk -F, -v s="$setup" -v r="$REFERENCE" -v p="$percent" 'NR > 1 && $3 == p {
					if ($2 == s) a[$1] = $7; if ($2 == r) b[$1] = $7 }
				END { for (c in a) if (c in b && b[c] > 0) printf "%.4f\n", a[c] / b[c] }' "$OUT/slices.csv" | median_of)
			[[ $ratio == n/a ]] && ratio=0
			sums=$(awk -F, -v s="$setup" -v p="$percent" 'NR > 1 && $2 == s && $3 == p {
					l += $16; w += $17; if ($13 == "n/a") d = "n/a"; else if (d != "n/a") d += $13 }
				END { printf "%d of %d %s", w, l, (d == "") ? 0 : d }' "$OUT/slices.csv")
			read -r written _ logged discarded <<<"$sums"
			printf '| %s | %s %% | %.0f | %.1f | %.3f | %.2f | %.2f | %.2f | %s of %s | %s |\n' "$setup" "$percent" \
				"$(column 5)" "$(column 7)" "$ratio" "$(column 8)" "$(column 9)" "$(column 10)" "$written" "$logged" \
				"$discarded"
		done
	done
} | tee "$OUT/paired.md"
echo "slices: $OUT/slices.csv"
