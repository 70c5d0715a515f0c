#!/usr/bin/env bash
# Caller latency on a full ring buffer (QueueFullLatency), each policy in its own JVM, written as a results file.
#   benchmarks/queue-full.sh [OUT]      # OUT: a .tsv file (default benchmarks/results/queue-full-<date>.tsv)
# JAR: the benchmarks jar (default benchmarks/target/benchmarks.jar; build one with -Ddisruptor.version=3.4.4 for
# Disruptor 3), RUNS: "policy level threads" separated by ";" (default: the five rows of docs/benchmarks.md).
# Rows: "policy level threads" (e.g. "starter WARN 8"); columns: calls in 6 s, events written, caller p50, p99,
# p99.9 and max in microseconds, load average before the run. Needs the benchmarks jar:
#   ./mvnw -B -q -pl benchmarks -am package -DskipTests
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/benchmarks/results/queue-full-$(date -u +%F).tsv}
JAR=${JAR:-$ROOT/benchmarks/target/benchmarks.jar}
RUNS=${RUNS:-"starter INFO 2;starter INFO 8;Default INFO 8;starter WARN 8;Default WARN 8"}
{
	echo "# benchmarks/queue-full.sh, $(date -u +%FT%TZ), $(nproc) CPUs, $(java -version 2>&1 | head -1)," \
		"$(if unzip -Z1 "$JAR" 'com/lmax/disruptor/BatchRewindStrategy.class' >/dev/null 2>&1; then echo Disruptor 4; else echo Disruptor 3; fi)"
	printf 'run\tcalls\twritten\tp50_us\tp99_us\tp99.9_us\tmax_us\tload_average\n'
} >"$OUT"
IFS=';' read -r -a runs <<<"$RUNS"
for run in "${runs[@]}"; do
	read -r policy level threads <<<"$run"
	load=$(cut -d' ' -f1 /proc/loadavg)
	line=$(java -cp "$JAR" io.github.loggingperf.benchmarks.QueueFullLatency "$policy" "$level" "$threads" | tail -1)
	echo "$line" >&2
	# "starter WARN, 8 threads: calls=53533 written=53533 p50=118us p99=4300us p99.9=8700us max=27700us"
	echo "$line" | sed -E "s/^.*calls=([0-9]+) written=([0-9]+) p50=([0-9]+)us p99=([0-9]+)us p99\.9=([0-9]+)us max=([0-9]+)us.*$/$run\t\1\t\2\t\3\t\4\t\5\t\6\t$load/" >>"$OUT"
done
cat "$OUT"
