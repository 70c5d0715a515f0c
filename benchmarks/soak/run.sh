#!/usr/bin/env bash
# The soak and chaos run (docs/reliability.md#an-hour-with-every-fault): two sample instances on the fleet profile and a
# real Kafka broker under open-loop load at 70 % of their capacity, with every fault at once, then checked (SoakRun,
# SoakChecks). Writes four results files (benchmarks/results/README.md): RESULTS.tsv (the figures), RESULTS-lives.tsv
# (every event accounted, per instance life and level), RESULTS-curves.tsv (resources every 5 s),
# RESULTS-history.tsv (what the driver did). Exits non-zero when a check fails.
# Usage: benchmarks/soak/run.sh [MINUTES (60)] [SEED (drawn, printed)]
# Environment: ROUND (seconds a round of changes and faults lasts, 120), RATE (requests/s instead of 70 % of the
# measured capacity), RESULTS (the results files' path without extension, default
# benchmarks/results/soak-<date>), SKIP_BUILD=1 (use the jars already built).
# The full-disk fault needs root (a 128 MB tmpfs is mounted for the logs); without root it is left out, and the
# run says so.
set -euo pipefail
cd "$(dirname "$0")/../.."
MINUTES="${1:-60}"; SEED="${2:-}"
WORK="$(mktemp -d /tmp/soak.XXXXXX)"
RESULTS="${RESULTS:-benchmarks/results/soak-$(date -u +%FT%H%M)}"
mkdir -p "$WORK/logs" "$(dirname "$RESULTS")"
mounted=false
cleanup() {
  # instances left by a driver that did not end normally: their command lines name the log directory
  pkill -KILL -f -- "--logging.file.path=$WORK/logs" 2>/dev/null && sleep 1 || true
  BROKER_CP_FILE="$WORK/broker-cp.txt" bash benchmarks/soak/broker.sh kill "$WORK/broker" >/dev/null 2>&1 || true
  if [ "$mounted" = true ]; then umount "$WORK/logs" || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

if [ "${SKIP_BUILD:-}" != 1 ]; then
  ./mvnw -B -q -DskipTests -pl sample-app,benchmarks,fleet-broker -am package
fi
./mvnw -B -q -pl fleet-broker dependency:build-classpath -Dmdep.outputFile="$WORK/broker-cp.txt" >/dev/null
export BROKER_CP_FILE="$WORK/broker-cp.txt"

full_disk=true
if [ "$(id -u)" = 0 ]; then
  mount -t tmpfs -o size=128m tmpfs "$WORK/logs"
  mounted=true
else
  full_disk=false
  echo "soak: not root, so no tmpfs can be mounted: the full-disk fault is left out (run as root for it)"
fi

java -Xmx512m -cp benchmarks/target/benchmarks.jar io.github.loggingperf.benchmarks.soak.SoakRun \
  --minutes="$MINUTES" ${SEED:+--seed="$SEED"} --round="${ROUND:-120}" ${RATE:+--rate="$RATE"} \
  --full-disk="$full_disk" --sample-jar=sample-app/target/logging-perf-sample-app.jar \
  --log-config=benchmarks/soak/log4j2-soak.xml --broker-script=benchmarks/soak/broker.sh \
  --log-root="$WORK/logs" --work="$WORK/run" --results="$RESULTS"
