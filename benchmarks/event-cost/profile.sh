#!/usr/bin/env bash
# A CPU profile of one setup of the event cost run at one rate (issue 29): the run of benchmarks/event-cost/run.sh in
# one JVM, with async-profiler sampling every thread (Java and kernel frames) during that rate's window.
#
#   SKIP_BUILD=1 benchmarks/event-cost/profile.sh starter 30000 1     # setup, events per second, CPU variant (1 or 2)
#
# Writes OUT/<variant>cpu-<setup>-<rate>.collapsed (collapsed stacks, one line per stack with its sample count),
# .html (the flame graph) and .tsv (the run's own rows, measured while profiling: for the profile's scale, not for
# the CPU figures, which profiling raises). async-profiler's library comes from the jar Maven Central serves as
# tools.profiler:async-profiler (ASYNC_PROFILER_VERSION, 4.1), unless ASYNC_PROFILER names a libasyncProfiler.so.
# Settings: EVENT (cpu; itimer where perf events are not allowed), INTERVAL (100000 ns of CPU per sample), WARMUP
# (60), WINDOW (20), OUT (target/event-cost-profile), JAVA, SKIP_BUILD.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=../http/setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18950}")
SETUP=$1
RATE=$2
VARIANT=${3:-1}
EVENT=${EVENT:-cpu}
INTERVAL=${INTERVAL:-100000}
WARMUP=${WARMUP:-60}
WINDOW=${WINDOW:-20}
OUT=${OUT:-$ROOT/target/event-cost-profile}
NAME="${VARIANT}cpu-${SETUP//[^A-Za-z0-9_.=-]/_}-$RATE"
export WITH_BENCHMARK_CLASSES=1
require_tools jcmd unzip

build_modules sample-app,benchmarks
mkdir -p "$OUT"
if [[ -z "${ASYNC_PROFILER:-}" ]]; then
	version=${ASYNC_PROFILER_VERSION:-4.1}
	jar=~/.m2/repository/tools/profiler/async-profiler/$version/async-profiler-$version.jar
	[[ -f $jar ]] || (cd "$ROOT" && ./mvnw -B -q -ntp dependency:get -Dartifact="tools.profiler:async-profiler:$version")
	(cd "$OUT" && unzip -o -q "$jar" 'linux-x64/*')
	ASYNC_PROFILER="$OUT/linux-x64/libasyncProfiler.so"
fi

profiler() {
	jcmd "$APP_PID" "JVMTI.agent_load $ASYNC_PROFILER \"$1\"" >/dev/null
}

await_line() {
	until grep -q "$1" "$OUT/work/stdout.log" 2>/dev/null; do
		kill -0 "$APP_PID" 2>/dev/null || { echo "the app ended before '$1'" >&2; tail -30 "$OUT/work/stdout.log" >&2; exit 1; }
		sleep 0.2
	done
}

place_variant "$VARIANT"
rm -f "$OUT/$NAME.tsv"
APP_JVM_OPTIONS="-Dspring.main.sources=io.github.loggingperf.benchmarks.events.EventCostConfiguration \
	-Devents.variant=${VARIANT}cpu -Devents.setup=$SETUP -Devents.rates=$RATE -Devents.warmup=${WARMUP}s \
	-Devents.window=${WINDOW}s -Devents.first-events=1 -Devents.out=$OUT/$NAME.tsv" start_app "$SETUP" "$OUT/work"
await_line "event-cost: measuring rate"
profiler "start,event=$EVENT,interval=$INTERVAL,threads"
await_line "event-cost: measured rate"
profiler "dump,file=$OUT/$NAME.collapsed,collapsed,ann"
profiler "stop,file=$OUT/$NAME.html,title=$NAME"
wait "$APP_PID" || true
APP_PID=
rm -rf "$OUT/work/logs"
echo "$(date -u +%FT%TZ) load $(load_average); profile: $OUT/$NAME.collapsed, $OUT/$NAME.html"
