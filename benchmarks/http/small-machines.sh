#!/usr/bin/env bash
# Logging on small machines (issue 22): the sample app limited to 1 and to 2 CPUs, each logging setup side by side
# at saturation, at constant rates (percentages of one setup's maximum rate under the same limit), and with a slow
# appender. Writes one results file, benchmarks/results/small-machines-<UTC date and time>.tsv. Every row has the
# lines logged (requests times LINES), written (counted where they arrived) and discarded in its measured seconds.
#
#   SKIP_BUILD=1 benchmarks/http/small-machines.sh          # about 30 minutes per CPU variant with the defaults
#
# CPU variants (VARIANTS, default "1 2"):
#   1   the app pinned to CPU 1 (its JVM sees 1 processor), wrk and ConstantRateLoad pinned to CPU 0: the load
#       generator runs outside the app's CPU, as the issue asks
#   2   the app on CPUs 0-1 (its JVM sees 2 processors) and the load generator on the same two: on a 2-core machine
#       nothing is left outside, so the load generator's CPU (not counted in the app's) is taken from the app's 2
#   1q  the app under a CFS quota of 1.0 CPU on both cores (what a container CPU limit does: its JVM sees 1
#       processor, and its threads may run on both cores until the quota of each 100 ms period is used), the load
#       generator anywhere
# Each variant runs its SCENARIOS (default "paired slow-appender"):
#   paired         paired.sh with RATE_SETUP at saturation (its maximum rate: the median of CYCLES slices), then
#                  paired.sh with SETUPS at PERCENTS of that rate (all setups resident, the others paused with SIGSTOP
#                  while one is measured, CYCLES interleaved cycles of SLICE seconds)
#   slow-appender  slow-appender.sh with SLOW_SETUPS (CYCLES interleaved rounds, each setup in a fresh JVM)
# A setup may name an earlier build ("starter@5279179", setups.sh): two builds side by side on one machine.
#
# Settings, as environment variables: VARIANTS, SCENARIOS, SETUPS ("off sync-file plain-async starter"), SLOW_SETUPS
# ("sync-file plain-async starter"), PERCENTS ("max 50": max is saturation), RATE_SETUP (off), CYCLES (3), SLICE (8),
# WARMUP (90), SLOW_WARMUP (60), SLOW_DURATION (12), REFERENCE (sync-file), OUTPUT (file; the paired scenario only,
# see setups.sh), NAME (small-machines: the results file's name before its date), OUT (target/$NAME), RESULTS (the
# results file), SKIP_BUILD, JAVA.
# benchmarks/http/container.sh runs it for the deployment most containers run: JSON on standard output.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
VARIANTS=${VARIANTS:-"1 2"}
SCENARIOS=${SCENARIOS:-"paired slow-appender"}
for scenario in $SCENARIOS; do
	[[ $scenario == paired || $scenario == slow-appender ]] ||
		{ echo "unknown scenario $scenario (allowed: paired, slow-appender)" >&2; exit 2; }
done
SETUPS=${SETUPS:-"off sync-file plain-async starter"}
SLOW_SETUPS=${SLOW_SETUPS:-"sync-file plain-async starter"}
PERCENTS=${PERCENTS:-"max 50"}
RATE_SETUP=${RATE_SETUP:-off}
NAME=${NAME:-small-machines}
CYCLES=${CYCLES:-3}
SLICE=${SLICE:-8}
# on 1 CPU the JIT compilers share the app's CPU: a setup's rate still climbed after 3 minutes with 20 s of warm-up
WARMUP=${WARMUP:-90}
SLOW_WARMUP=${SLOW_WARMUP:-60}
SLOW_DURATION=${SLOW_DURATION:-12}
REFERENCE=${REFERENCE:-sync-file}
OUT=${OUT:-$ROOT/target/$NAME}
STAMP=$(date -u +%Y-%m-%dT%H%M)
RESULTS=${RESULTS:-$ROOT/benchmarks/results/$NAME-$STAMP.tsv}
export CYCLES SLICE WARMUP REFERENCE JAVA OUTPUT

build_modules sample-app,benchmarks,benchmarks/logback-sample-app
export SKIP_BUILD=1

# the rows of one variant, one per setup, scenario and round, without the ratio (tab separated):
# cpus scenario setup round target_rps rps cpu_us p50 p99 p99.9 max discarded background_us gc_us load logged written
# written_per_second cpu_us_per_written_line queued
variant_rows() {
	local variant=$1 dir=$2
	[[ ! -f $dir/paired/slices.csv ]] || awk -F, -v v="$variant" 'NR > 1 {
		scenario = ($3 == "max") ? "saturation" : "rate-" $3 "pct"
		print v, scenario, $2, $1, $4, $5, $7, $8, $9, $10, $11, $13, $14, $15, $12, $16, $17, written_rates($5, $6, $7, $17), $18 }
		'"$WRITTEN_RATES"' ' OFS='\t' "$dir/paired/slices.csv"
	[[ ! -f $dir/slow/runs.csv ]] || awk -F, -v v="$variant" -v d="$SLOW_DURATION" 'NR > 1 {
		discarded = ($9 == "n/a") ? "n/a" : $9 * d
		print v, "slow-appender", $2, $1, "max", $4, $8, $5, $6, $7, $11, discarded, "n/a", "n/a", $10, $12, $13, written_rates($4, $3, $8, $13), "n/a" }
		'"$WRITTEN_RATES"' ' OFS='\t' "$dir/slow/runs.csv"
}

# awk: "written_per_second<TAB>cpu_us_per_written_line" of a row from its requests/s, requests, CPU per request and
# lines written
WRITTEN_RATES='function written_rates(rps, requests, cpu, written) {
		if (written + 0 <= 0 || requests + 0 <= 0) return "0\tn/a"
		return sprintf("%.0f\t%.1f", rps * written / requests, cpu * requests / written)
	}'


# per round: the CPU ratio to REFERENCE in the same variant, scenario and round; then median, min and max rows
results_table() {
	awk -F'\t' -v ref="$REFERENCE" '
		function sorted(list, out,    n, i, j, t) {
			n = split(list, out, " ")
			for (i = 2; i <= n; i++) { t = out[i] + 0; for (j = i - 1; j > 0 && out[j] + 0 > t; j--) out[j + 1] = out[j]; out[j + 1] = t }
			return n
		}
		function median(list,    v, n) { n = sorted(list, v); if (n == 0) return "n/a"; return (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2 }
		function lowest(list,    v, n) { n = sorted(list, v); return (n == 0) ? "n/a" : v[1] }
		function highest(list,    v, n) { n = sorted(list, v); return (n == 0) ? "n/a" : v[n] }
		function number(x) { return x != "" && x != "n/a" }
		{ row[NR] = $0; if ($3 == ref) refcpu[$1 SUBSEP $2 SUBSEP $4] = $7 }
		END {
			print "row", "cpus", "scenario", "setup", "round", "target_rps", "requests_per_second", "cpu_us_per_request",
				"cpu_vs_" ref, "p50_ms", "p99_ms", "p999_ms", "max_ms", "discarded", "background_thread_us_per_request",
				"gc_us_per_request", "load_average", "logged", "written", "written_per_second", "cpu_us_per_written_line",
				"queued"
			for (i = 1; i <= NR; i++) {
				split(row[i], f, "\t")
				r = refcpu[f[1] SUBSEP f[2] SUBSEP f[4]]
				ratio = (number(r) && r > 0 && number(f[7])) ? sprintf("%.3f", f[7] / r) : "n/a"
				group = f[1] "cpu " f[2] " " f[3]
				if (!(group in seen)) { seen[group] = 1; order[++groups] = group; head[group] = f[1] OFS f[2] OFS f[3]; target[group] = f[5] }
				print group " r" f[4], f[1], f[2], f[3], f[4], f[5], f[6], f[7], ratio, f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15], f[16], f[17], f[18], f[19], f[20]
				for (c = 6; c <= 20; c++) if (number(f[c])) values[group, c] = values[group, c] " " f[c]
				if (ratio != "n/a") values[group, "ratio"] = values[group, "ratio"] " " ratio
			}
			for (g = 1; g <= groups; g++) {
				group = order[g]
				for (s = 1; s <= 3; s++) {
					stat = (s == 1) ? "median" : (s == 2) ? "min" : "max"
					line = group " " stat OFS head[group] OFS stat OFS target[group]
					for (c = 6; c <= 20; c++) {
						list = values[group, c]
						x = (stat == "median") ? median(list) : (stat == "min") ? lowest(list) : highest(list)
						if (c == 7 && x != "n/a") {
							l = values[group, "ratio"]
							y = (stat == "median") ? median(l) : (stat == "min") ? lowest(l) : highest(l)
							line = line OFS x OFS ((y == "n/a") ? y : sprintf("%.3f", y))
						}
						else line = line OFS x
					}
					print line
				}
			}
		}' OFS='\t'
}

mkdir -p "$OUT" "$(dirname "$RESULTS")"
all_rows="$OUT/rows.tsv"
: >"$all_rows"
{
	echo "# benchmarks/http/small-machines.sh, started $(date -u +%FT%TZ), VARIANTS=\"$VARIANTS\"" \
		"SCENARIOS=\"$SCENARIOS\" SETUPS=\"$SETUPS\" PERCENTS=\"$PERCENTS\" RATE_SETUP=$RATE_SETUP OUTPUT=$OUTPUT" \
		"SLOW_SETUPS=\"$SLOW_SETUPS\" CYCLES=$CYCLES SLICE=$SLICE WARMUP=$WARMUP SLOW_WARMUP=$SLOW_WARMUP" \
		"SLOW_DURATION=$SLOW_DURATION"
	echo "# machine: $(nproc) CPUs ($(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)), $("$JAVA" -version 2>&1 | head -1)," \
		"GET /demo/log?lines=${LINES:-10}, ${CONNECTIONS:-8} connections, output $OUTPUT; the rates are percentages of" \
		"$RATE_SETUP's maximum under the same limit"
} >"$OUT/header.txt"
for variant in $VARIANTS; do
	place_variant "$variant"
	dir="$OUT/${variant}cpu"
	rm -rf "$dir"
	started="$(date -u +%FT%TZ), load average $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "$started: variant $variant"
	max_rate_note="$RATE_SETUP's maximum rate not measured"
	if [[ " $SCENARIOS " == *" paired "* ]]; then
		max_rate=
		if [[ $PERCENTS != max ]]; then
			SETUPS=$RATE_SETUP PERCENTS=max OUT="$dir/max-rate" PAUSE_OTHERS=1 "$HERE/paired.sh"
			max_rate=$(awk -F, 'NR > 1 { print $5 }' "$dir/max-rate/slices.csv" | median_of)
			max_rate=$(printf '%.0f' "$max_rate")
			max_rate_note="$RATE_SETUP's maximum rate $max_rate req/s"
			echo "$(date -u +%FT%TZ) variant $variant: $max_rate_note"
		fi
		SETUPS=$SETUPS PERCENTS=$PERCENTS MAX_RATE=$max_rate OUT="$dir/paired" PAUSE_OTHERS=1 "$HERE/paired.sh"
	fi
	if [[ " $SCENARIOS " == *" slow-appender "* ]]; then
		OUTPUT=file SETUPS=$SLOW_SETUPS ROUNDS=$CYCLES WARMUP=$SLOW_WARMUP DURATION=$SLOW_DURATION OUT="$dir/slow" \
			"$HERE/slow-appender.sh"
	fi
	variant_rows "$variant" "$dir" >>"$all_rows"
	echo "# variant $variant: $(placement); $max_rate_note; started $started;" \
		"finished $(date -u +%FT%TZ), load average $(cut -d' ' -f1-3 /proc/loadavg)" >>"$OUT/header.txt"
done
{
	cat "$OUT/header.txt"
	results_table <"$all_rows"
} >"$RESULTS"
echo "results: $RESULTS"
