#!/usr/bin/env bash
# The deployment most Spring Boot services run (issue 35): Spring Boot's structured logging (JSON) on standard output,
# read through a pipe by a log collector, on 1 and on 2 CPUs. Each logging setup side by side: Spring Boot's default
# (Logback), Log4j's synchronous loggers, Log4j's plain all-async loggers and the starter, all on Spring Boot's own
# logging configuration with logging.structured.format.console set, at 25, 50 and 75 % of the synchronous loggers'
# maximum rate under the same CPU limit and at saturation. Every row has the lines logged, written (counted by the
# reader, line-reader.py) and discarded, and the CPU per written line. One results file per format:
# benchmarks/results/container-<format>-<UTC date and time>.tsv (small-machines.sh's columns).
#
#   SKIP_BUILD=1 benchmarks/http/container.sh      # about 35 minutes per format and CPU variant with the defaults
#
# Settings, as environment variables: FORMATS ("ecs logstash": Spring Boot's formats, gelf too), SETUPS ("logback sync
# plain-async starter", names as in setups.sh, with +property=value additions: starter+logging-perf.async.full-ring-wait=0
# is the starter without its wait for room), VARIANTS ("1 2", as in small-machines.sh), PERCENTS ("25 50 75 max"),
# WARMUP (150 s per setup: on 1 CPU the JIT compilers took a fifth of the CPU for two minutes), CYCLES (3), SLICE
# (8), and the settings of small-machines.sh and setups.sh.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmarks/http"
FORMATS=${FORMATS:-"ecs logstash"}
export SETUPS=${SETUPS:-"logback sync plain-async starter"}
export PERCENTS=${PERCENTS:-"25 50 75 max"}
export WARMUP=${WARMUP:-150}
export SCENARIOS=paired RATE_SETUP=sync REFERENCE=sync

for format in $FORMATS; do
	OUTPUT=$format NAME=container-$format "$HERE/small-machines.sh"
	export SKIP_BUILD=1
done
