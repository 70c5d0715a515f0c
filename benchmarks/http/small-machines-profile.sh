#!/usr/bin/env bash
# Why the starter costs what it costs on small machines (issue 22): profile.sh on `sync-file` and `starter`, with
# the app pinned to 1 CPU (load generator on the other) and to 2 CPUs, at a constant rate both setups keep up with,
# then profile-parts.py splits each profile into parts (request threads' logging, the hand-off, the background
# thread's write and waits, GC, JIT) in us of CPU per request. Writes
# benchmarks/results/small-machines-profile-<UTC date and time>.tsv.
#
#   SKIP_BUILD=1 benchmarks/http/small-machines-profile.sh       # about 8 minutes
#
# Settings, as environment variables: VARIANTS ("1 2"), SETUPS ("sync-file starter"), RATE_1 (3000 requests/s),
# RATE_2 (4000: at 6000, with the profiler on and the load generator on the same 2 CPUs, sync-file fell behind), WARMUP (90 s, see small-machines.sh), SECONDS_PROFILED (20), OUT (target/small-machines-profile),
# RESULTS, SKIP_BUILD, JAVA.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
VARIANTS=${VARIANTS:-"1 2"}
SETUPS=${SETUPS:-"sync-file starter"}
export WARMUP=${WARMUP:-90}
SECONDS_PROFILED=${SECONDS_PROFILED:-20}
OUT=${OUT:-$ROOT/target/small-machines-profile}
RESULTS=${RESULTS:-$ROOT/benchmarks/results/small-machines-profile-$(date -u +%Y-%m-%dT%H%M).tsv}

build_modules sample-app,benchmarks
export SKIP_BUILD=1
parts=()
for variant in $VARIANTS; do
	place_variant "$variant"
	case $variant in
		2) rate=${RATE_2:-4000} ;;
		*) rate=${RATE_1:-3000} ;;
	esac
	for setup in $SETUPS; do
		OUT="$OUT/$variant" "$HERE/profile.sh" "$setup" "$rate" "$SECONDS_PROFILED"
	done
	parts+=("$variant=$OUT/$variant")
done
python3 "$HERE/profile-parts.py" "$RESULTS" "${parts[@]}"
