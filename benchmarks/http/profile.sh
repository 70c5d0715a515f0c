#!/usr/bin/env bash
# CPU profile of one setup of the sample app at a constant request rate, with async-profiler (all threads, Java
# and kernel frames, as collapsed stacks).
#
#   benchmarks/http/profile.sh starter 3000 15     # setup (as in setups.sh), requests per second, seconds
#
# The app is warmed up with wrk for WARMUP seconds (15), then loaded by ConstantRateLoad at the given rate while
# async-profiler samples the CPU every millisecond; writes OUT/<setup>.collapsed and OUT/<setup>.result (the load
# generator's line, with the CPU per request from /proc). async-profiler's native library is in the jar that
# Maven Central serves as tools.profiler:async-profiler (linux-x64/libasyncProfiler.so); ASYNC_PROFILER is its
# path (default: extracted from ~/.m2 by `mvn dependency:get -Dartifact=tools.profiler:async-profiler:4.1`).
# Other settings: EVENT (cpu; itimer where perf events are not allowed), CONNECTIONS (8), OUT
# (target/http-profile), PORT, JAVA, and the benchmarks jar must be built (./mvnw -pl sample-app,benchmarks -am package).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
# shellcheck source=setups.sh
source "$HERE/setups.sh"
PORT=$(free_port "${PORT:-18180}")
SETUP=$1
RATE=$2
SECONDS_PROFILED=$3
WARMUP=${WARMUP:-15}
EVENT=${EVENT:-cpu}
OUT=${OUT:-$ROOT/target/http-profile}
URL="http://127.0.0.1:$PORT/demo/log?lines=10"
require_tools wrk curl jcmd unzip

if [[ -z "${ASYNC_PROFILER:-}" ]]; then
	jar=$(ls ~/.m2/repository/tools/profiler/async-profiler/*/async-profiler-*.jar | tail -1)
	mkdir -p "$OUT/async-profiler"
	(cd "$OUT/async-profiler" && unzip -o -q "$jar" 'linux-x64/*')
	ASYNC_PROFILER="$OUT/async-profiler/linux-x64/libasyncProfiler.so"
fi

# one async-profiler command to the app, through jcmd (the quotes keep jcmd from splitting the options at '=')
profiler() {
	jcmd "$APP_PID" "JVMTI.agent_load $ASYNC_PROFILER \"$1\"" >/dev/null
}

mkdir -p "$OUT"
start_app "$SETUP" "$OUT/work/$SETUP"
wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$URL" >/dev/null
profiler "start,event=$EVENT,interval=1000000,threads,file=$OUT/$SETUP.collapsed"
placed_load "$JAVA" -cp "$ROOT/benchmarks/target/benchmarks.jar" io.github.loggingperf.benchmarks.ConstantRateLoad --url="$URL" \
	--rate="$RATE" --warmup=1 --duration="$SECONDS_PROFILED" --connections="$CONNECTIONS" --pid="$APP_PID" \
	--clock-ticks="$CLOCK_TICKS" | tee "$OUT/$SETUP.result"
profiler "stop,file=$OUT/$SETUP.collapsed,collapsed"
stop_app "$OUT/work/$SETUP"
echo "$(date -u +%FT%TZ) load $(load_average); profile: $OUT/$SETUP.collapsed"
