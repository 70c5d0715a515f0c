#!/usr/bin/env bash
# A log collector that stops reading (issue 35, item 4): the sample app logs JSON to standard output (OUTPUT, ecs by
# default), a pipe read by line-reader.py, under a constant INFO load and a thin stream of WARN requests. After BEFORE
# seconds the reader is stopped (SIGSTOP) for STALL seconds, then resumed, and the run goes on for AFTER seconds. Each
# setup runs in a fresh JVM, one after the other. Writes benchmarks/results/stalled-collector-<UTC date and time>.tsv:
# per setup and phase (before, stall, after), the INFO requests due and served, their p99 and highest latency, the
# WARN requests and their highest latency, the WARN lines logged and written, the events discarded, and the lines
# the reader got; the per-second timelines of both loads stay in OUT.
#
#   SKIP_BUILD=1 RATE=1500 benchmarks/http/stalled-collector.sh
#
# Settings, as environment variables: RATE (INFO requests per second, 10 lines each; required: half of the sync
# setup's maximum in the same placement is a fair choice, container.sh prints it), WARN_RATE (10 WARN requests per
# second, one line each), SETUPS ("logback sync starter"), VARIANT (1: the app on CPU 1, the load and the reader on CPU
# 0; 2 or 1q as in small-machines.sh), WARMUP (150 s of INFO load before), BEFORE (10), STALL (10), AFTER (20),
# CONNECTIONS (8 for INFO; the WARN stream has its own 16), OUTPUT (ecs), OUT (target/stalled-collector), RESULTS,
# SKIP_BUILD, JAVA.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
export OUTPUT=${OUTPUT:-ecs}
# shellcheck source=setups.sh
source "$HERE/setups.sh"
[[ $OUTPUT != file ]] || { echo "stalled-collector.sh needs a structured OUTPUT (ecs, logstash, gelf)" >&2; exit 2; }
: "${RATE:?RATE (INFO requests per second) is required}"
WARN_RATE=${WARN_RATE:-10}
SETUPS=${SETUPS:-"logback sync starter"}
VARIANT=${VARIANT:-1}
WARMUP=${WARMUP:-150}
BEFORE=${BEFORE:-10}
STALL=${STALL:-10}
AFTER=${AFTER:-20}
OUT=${OUT:-$ROOT/target/stalled-collector}
STAMP=$(date -u +%Y-%m-%dT%H%M)
RESULTS=${RESULTS:-$ROOT/benchmarks/results/stalled-collector-$STAMP.tsv}
PORT=$(free_port "${PORT:-18380}")
LOAD_JAR="$ROOT/benchmarks/target/benchmarks.jar"
require_tools wrk curl python3 awk taskset
build_modules sample-app,benchmarks,benchmarks/logback-sample-app
place_variant "$VARIANT"

# the reader's counts of the setup in $1: "lines bytes non_json warn"
reader_counts() {
	rm -f "$1/stdout.counts"
	kill -USR1 "$(cat "$1/reader.pid")"
	until [[ -s $1/stdout.counts ]]; do sleep 0.02; done
	cat "$1/stdout.counts"
}

# a constant-rate load in the background: ConstantRateLoad with its timeline in $1, its result in $1.result
constant_load() {
	local out=$1 url=$2 rate=$3 connections=$4 seconds=$5
	placed_load "$JAVA" -cp "$LOAD_JAR" io.github.loggingperf.benchmarks.ConstantRateLoad --url="$url" --rate="$rate" \
		--warmup=0 --duration="$seconds" --connections="$connections" --timeline="$out" >"$out.result" &
}

# one row per phase of the timeline $1 (a line a second of the measured window) whose window started at $2 (ms since
# the epoch), the reader stopped at $3 and resumed at $4 (ms): "phase due served p99 max", where the stall holds every
# second that overlaps it
phase_rows() {
	awk -F'\t' -v start="$2" -v stopped="$3" -v resumed="$4" 'NR > 1 {
		from = start + 1000 * $1; to = from + 1000
		phase = (to <= stopped) ? "before" : (from < resumed) ? "stall" : "after"
		due[phase] += $2; served[phase] += $3
		if ($5 > p99[phase]) p99[phase] = $5
		if ($6 > max[phase]) max[phase] = $6
	} END { split("before stall after", order, " "); for (i = 1; i <= 3; i++) { p = order[i]; print p, due[p] + 0, served[p] + 0, p99[p] + 0, max[p] + 0 } }' \
		OFS='\t' "$1"
}

mkdir -p "$OUT" "$(dirname "$RESULTS")"
rows="$OUT/rows.tsv"
: >"$rows"
seconds=$((BEFORE + STALL + AFTER))
for setup in $SETUPS; do
	work="$OUT/work/$setup"
	start_app "$setup" "$work"
	info_url="http://127.0.0.1:$PORT/demo/log?lines=$LINES"
	warn_url="http://127.0.0.1:$PORT/demo/log?lines=1&level=WARN"
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$info_url" >/dev/null
	read -r lines0 _ _ warn0 <<<"$(reader_counts "$work")"
	counts0=$(discarded_and_queued)
	constant_load "$work/info.timeline" "$info_url" "$RATE" "$CONNECTIONS" "$seconds"
	info=$!
	constant_load "$work/warn.timeline" "$warn_url" "$WARN_RATE" 16 "$seconds"
	warn=$!
	sleep "$BEFORE"
	read -r lines_before _ <<<"$(reader_counts "$work")"
	kill -STOP "$(cat "$work/reader.pid")"
	stopped=$(date +%s%3N)
	echo "$(date -u +%T) $setup: reader stopped for ${STALL}s"
	sleep "$STALL"
	kill -CONT "$(cat "$work/reader.pid")"
	resumed=$(date +%s%3N)
	read -r lines_stall _ <<<"$(reader_counts "$work")"
	wait "$info" "$warn"
	sleep 2
	read -r lines_after _ _ warn1 <<<"$(reader_counts "$work")"
	counts1=$(discarded_and_queued)
	discarded=n/a
	[[ -z $counts0 || -z $counts1 ]] || discarded=$(($(cut -d' ' -f1 <<<"$counts1") - $(cut -d' ' -f1 <<<"$counts0")))
	warn_requests=$(sed -n 's/.*requests=\([0-9]*\).*/\1/p' "$work/warn.timeline.result")
	window() { sed -n 's/.*window_start_ms=\([0-9]*\).*/\1/p' "$1.result"; }
	paste <(phase_rows "$work/info.timeline" "$(window "$work/info.timeline")" "$stopped" "$resumed") \
		<(phase_rows "$work/warn.timeline" "$(window "$work/warn.timeline")" "$stopped" "$resumed") | awk -F'\t' -v s="$setup" \
		-v l0="$lines0" -v lb="$lines_before" -v ls="$lines_stall" -v la="$lines_after" -v d="$discarded" \
		-v wl="$warn_requests" -v ww="$((warn1 - warn0))" '{
		lines = ($1 == "before") ? lb - l0 : ($1 == "stall") ? ls - lb : la - ls
		print s " " $1, s, $1, $2, $3, $4, $5, $8, $10, lines, d, wl, ww }' OFS='\t' >>"$rows"
	echo "$(date -u +%T) $setup: $(tail -3 "$rows" | cut -f3- | tr '\t' ' ' | paste -sd'|')"
	stop_app "$work"
done
{
	echo "# benchmarks/http/stalled-collector.sh, $(date -u +%FT%TZ), RATE=$RATE WARN_RATE=$WARN_RATE SETUPS=\"$SETUPS\"" \
		"VARIANT=$VARIANT ($(placement)) WARMUP=$WARMUP BEFORE=$BEFORE STALL=$STALL AFTER=$AFTER OUTPUT=$OUTPUT"
	echo "# machine: $(nproc) CPUs ($(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)), $("$JAVA" -version 2>&1 | head -1)"
	echo "# phases: the seconds of each load's timeline before the reader stopped, those that overlap the ${STALL} s it was stopped," \
		"and those after it resumed (about ${BEFORE}, ${STALL} + 1 and ${AFTER} - 1); lines_read: what the reader got" \
		"between the phase's ends (the stall's lines arrive when it resumes); discarded and the WARN counts are for the whole run"
	printf 'row\tsetup\tphase\tinfo_due\tinfo_served\tinfo_p99_ms\tinfo_max_ms\twarn_served\twarn_max_ms\tlines_read\tdiscarded\twarn_logged\twarn_written\n'
	cat "$rows"
} >"$RESULTS"
echo "results: $RESULTS"
