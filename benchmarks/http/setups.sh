# Sourced by run.sh and rate.sh: the logging setups of the sample app and how to start and stop one.
#
# A setup is a name from setup_jvm_options below, optionally followed by Log4j or starter properties to add, each
# after a "+": "starter+log4j2.asyncLoggerSleepTimeNs=4000000" is the starter with -Dlog4j2.asyncLoggerSleepTimeNs=4000000.
# A commit after an "@" runs the sample app built from that commit instead of this checkout, with this checkout's
# harness: "starter@5279179" (built once into target/builds/<commit>, in a temporary git worktree).
# Scenarios that need more than options (another configuration file, another jar) add a case to each function.
# Needs ROOT and HERE set by the caller; JAVA, CONNECTIONS and LINES may be set in the environment.
#
# Where the app and the load generator run (issue 22, pods with 1 and 2 CPUs), also from the environment:
#   APP_CPUS       pin the app to these CPUs (a taskset list such as "1"); the JVM sizes itself for them, as in a pod
#   APP_CPU_QUOTA  give the app a CFS quota of this many CPUs (e.g. 1.0) in a cgroup of its own, as a container CPU
#                  limit does (cgroup v1 or v2 cpu controller; needs root)
#   LOAD_CPUS      pin wrk and ConstantRateLoad to these CPUs
# APP_JVM_OPTIONS adds JVM options to every setup; START_TIMEOUT is how long (s) an app may take to become healthy (120).
#
# Where the app logs (issue 35), OUTPUT:
#   file       the sample app's log4j2-spring.xml: a rolling file (the default; Logback setups log to the console,
#              standard output going to a file)
#   ecs, logstash, gelf
#              the deployment most containers run: Spring Boot's own logging configuration (Log4j's log4j2.xml or
#              Logback's defaults) with logging.structured.format.console set to that format, no file, standard output
#              a pipe read by line-reader.py (placed like the load generator), as a log collector reads a container's
#              output
# written_lines counts the lines each setup wrote, from the reader or from the log file.

JAVA=${JAVA:-java}
HEAP="-Xms1g -Xmx1g"
CONNECTIONS=${CONNECTIONS:-8}
LINES=${LINES:-10}
OUTPUT=${OUTPUT:-file}
case $OUTPUT in
	file | ecs | logstash | gelf) ;;
	*) echo "unknown OUTPUT $OUTPUT (allowed: file, ecs, logstash, gelf)" >&2; exit 2 ;;
esac
BOOT_LOG4J2_CONFIG=classpath:org/springframework/boot/logging/log4j2/log4j2.xml
LOG4J_APP="$ROOT/sample-app/target/logging-perf-sample-app.jar"
LOGBACK_APP="$ROOT/benchmarks/logback-sample-app/target/logging-perf-sample-app-logback.jar"
CLOCK_TICKS=$(getconf CLK_TCK)
APP_PID=
APP_CGROUP=
# an app left running by a failed step is stopped when the script exits, and so are the readers of its output
trap '[[ -z $APP_PID ]] || kill "$APP_PID" 2>/dev/null || true; stop_readers; remove_app_cgroup' EXIT
trap 'exit 143' TERM INT

# the first port from $1 on that nothing listens on
free_port() {
	local port=$1
	while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
	echo "$port"
}

# exit unless every command given is installed
require_tools() {
	for tool in "$@"; do
		command -v "$tool" >/dev/null || { echo "$(basename "$0") needs $tool (Debian: apt-get install -y $tool)" >&2; exit 1; }
	done
}

# build the given modules and what they need, unless SKIP_BUILD is set
build_modules() {
	[[ -n ${SKIP_BUILD:-} ]] || (cd "$ROOT" && ./mvnw -B -q -ntp -DskipTests -pl "$1" -am package)
}

# call "$1 <round> <setup>" for ROUNDS rounds of the setups in SETUPS, round r starting with the r-th setup
interleaved_rounds() {
	local run=$1 round i setups
	read -r -a setups <<<"$SETUPS"
	for ((round = 1; round <= ROUNDS; round++)); do
		for ((i = 0; i < ${#setups[@]}; i++)); do
			"$run" "$round" "${setups[$(((i + round - 1) % ${#setups[@]}))]}"
		done
	done
}

# the setup without its "@commit" and "+property=value" additions
setup_base() {
	local name=${1%%+*}
	echo "${name%%@*}"
}

# setup name -> the commit whose sample app it runs, or nothing for this checkout's
setup_commit() {
	local name=${1%%+*}
	[[ $name != *@* ]] || echo "${name#*@}"
}

# setup name -> jar
setup_jar() {
	local commit
	commit=$(setup_commit "$1")
	if [[ -n $commit ]]; then
		echo "$ROOT/target/builds/$commit/logging-perf-sample-app.jar"
	elif is_logback "$1"; then
		echo "$LOGBACK_APP"
	else
		echo "$LOG4J_APP"
	fi
}

# build the sample app of the setup's commit into the jar setup_jar names, unless it is there
build_commit_jar() {
	local commit jar tree
	commit=$(setup_commit "$1")
	jar=$(setup_jar "$1")
	[[ -z $commit || -f $jar ]] && return
	tree=$(mktemp -d)
	git -C "$ROOT" worktree add --detach -q "$tree" "$commit"
	(cd "$tree" && ./mvnw -B -q -ntp -DskipTests -pl sample-app -am package)
	mkdir -p "$(dirname "$jar")"
	cp "$tree/sample-app/target/logging-perf-sample-app.jar" "$jar"
	git -C "$ROOT" worktree remove --force "$tree"
}

# whether the setup runs the sample app on Logback (Spring Boot's default logging)
is_logback() {
	[[ $(setup_base "$1") == logback-console || $(setup_base "$1") == logback ]]
}

# setup name -> JVM options ("sync" and "logback" are "sync-file" and "logback-console" under a name that does not
# say where they log)
setup_jvm_options() {
	case $(setup_base "$1") in
		off) echo "-Dlogging-perf.async.enabled=false" ;;
		logback-console | logback) echo "" ;;
		incident-3) echo "-Dlogging-perf.async.enabled=false -Dlogging-perf.location.enabled=true" ;;
		sync-file | sync) echo "-Dlogging-perf.async.enabled=false" ;;
		plain-async) echo "-Dlogging-perf.async.enabled=false -Dlog4j2.asyncQueueFullPolicy=Default" \
			"-Dlog4j2.contextSelector=org.apache.logging.log4j.core.async.AsyncLoggerContextSelector" ;;
		starter) echo "" ;;
		mixed | caller-writes) echo "-Dlogging-perf.async.enabled=false -Dlog4j2.isWebapp=false" \
			"-Dlog4j2.asyncLoggerConfigRingBufferSize=16384 -Dlog4j2.asyncLoggerConfigWaitStrategy=Sleep" \
			"-Dlog4j2.asyncLoggerConfigSleepTimeNs=1000000 -Dlog4j2.asyncLoggerConfigRetries=0" \
			"-Dlog4j2.configurationFactory=io.github.loggingperf.benchmarks.hybrid.CallerWritesWhenIdleConfigurationFactory" \
			"-Dhybrid.caller-writes-when-idle=$([[ $(setup_base "$1") == caller-writes ]] && echo true || echo false)" ;;
		*) echo "unknown setup $1" >&2; exit 1 ;;
	esac
	if [[ $1 == *+* ]]; then
		local added=${1#*+}
		echo "-D${added//+/ -D}"
	fi
}

# setup name -> application arguments; LOG4J2_CONFIG, when set, is the Log4j configuration file of every setup
setup_arguments() {
	if [[ $OUTPUT != file ]]; then
		is_logback "$1" || echo "--logging.config=${LOG4J2_CONFIG:-$BOOT_LOG4J2_CONFIG}"
		echo "--logging.structured.format.console=$OUTPUT"
		[[ $(setup_base "$1") != off ]] || echo "--logging.level.root=OFF --logging.level.com.example.orders.demo=OFF"
		return
	fi
	case $(setup_base "$1") in
		off) echo "--logging.level.root=OFF --logging.level.com.example.orders.demo=OFF" ;;
		logback-console | logback) echo "--logging.file.path=" ;;
		incident-3) echo "--logging.config=${LOG4J2_CONFIG:-$HERE/incident-3-log4j2.xml}" ;;
		mixed | caller-writes) echo "--logging.config=${LOG4J2_CONFIG:-$HERE/mixed-log4j2.xml}" ;;
		*) [[ -z ${LOG4J2_CONFIG:-} ]] || echo "--logging.config=$LOG4J2_CONFIG" ;;
	esac
}

# setup name -> how java starts the jar: the candidates of issue 22 (benchmarks/.../hybrid) are added to its class
# path through Spring Boot's PropertiesLauncher, and so are the benchmarks' classes for every setup when
# WITH_BENCHMARK_CLASSES is set (the event cost run, benchmarks/event-cost/run.sh)
setup_launch() {
	case $(setup_base "$1") in
		mixed | caller-writes) echo "-Dloader.path=$ROOT/benchmarks/target/classes -cp $2" \
			"org.springframework.boot.loader.launch.PropertiesLauncher" ;;
		*) if [[ -n ${WITH_BENCHMARK_CLASSES:-} ]]; then
			echo "-Dloader.path=$ROOT/benchmarks/target/classes -cp $2 org.springframework.boot.loader.launch.PropertiesLauncher"
		else
			echo "-jar $2"
		fi ;;
	esac
}

# the cgroup that limits the app to APP_CPU_QUOTA CPUs, created on first use
app_cgroup() {
	if [[ -z $APP_CGROUP ]]; then
		local period=100000 quota
		quota=$(awk -v q="$APP_CPU_QUOTA" -v p="$period" 'BEGIN { printf "%d", q * p }')
		if [[ -f /sys/fs/cgroup/cgroup.controllers ]]; then
			APP_CGROUP=/sys/fs/cgroup/logging-perf-app-$$
			echo +cpu >/sys/fs/cgroup/cgroup.subtree_control
			mkdir -p "$APP_CGROUP"
			echo "$quota $period" >"$APP_CGROUP/cpu.max"
		else
			APP_CGROUP=/sys/fs/cgroup/cpu/logging-perf-app-$$
			mkdir -p "$APP_CGROUP"
			echo "$period" >"$APP_CGROUP/cpu.cfs_period_us"
			echo "$quota" >"$APP_CGROUP/cpu.cfs_quota_us"
		fi
	fi
	echo "$APP_CGROUP"
}

remove_app_cgroup() {
	[[ -z $APP_CGROUP ]] || rmdir "$APP_CGROUP" 2>/dev/null || true
}

# replace this (sub)shell by the given command, placed as LOAD_CPUS says
exec_placed_load() {
	if [[ -n ${LOAD_CPUS:-} ]]; then exec taskset -c "$LOAD_CPUS" "$@"; else exec "$@"; fi
}

# replace this (sub)shell by the given command, placed as APP_CPUS and APP_CPU_QUOTA say
exec_placed_app() {
	[[ -z ${APP_CPU_QUOTA:-} ]] || echo "$BASHPID" >"$APP_CGROUP/cgroup.procs"
	if [[ -n ${APP_CPUS:-} ]]; then exec taskset -c "$APP_CPUS" "$@"; else exec "$@"; fi
}

# run a load generator command placed as LOAD_CPUS says
placed_load() {
	if [[ -n ${LOAD_CPUS:-} ]]; then taskset -c "$LOAD_CPUS" "$@"; else "$@"; fi
}

# place the app and the load generator for a CPU variant of small-machines.sh: 1 (the app on CPU 1, the load
# generator on CPU 0), 2 (both on CPUs 0-1) or 1q (the app under a CFS quota of 1.0 CPU)
place_variant() {
	unset APP_CPUS APP_CPU_QUOTA LOAD_CPUS
	case $1 in
		1) export APP_CPUS=1 LOAD_CPUS=0 ;;
		2) export APP_CPUS=0-1 ;;
		1q) export APP_CPU_QUOTA=1.0 ;;
		*) echo "unknown CPU variant $1 (allowed: 1, 2, 1q)" >&2; exit 2 ;;
	esac
}

# how the app and the load generator are placed, for the records of a run
placement() {
	echo "app cpus ${APP_CPUS:-any} quota ${APP_CPU_QUOTA:-none}, load cpus ${LOAD_CPUS:-any}"
}

cpu_ticks() {
	awk '{ print $14 + $15 }' "/proc/$1/stat"
}

# "group ticks" for every thread of the process
thread_ticks() {
	for task in /proc/"$1"/task/*; do
		printf '%s\t%s\n' "$(cat "$task/comm" 2>/dev/null)" "$(awk '{ print $14 + $15 }' "$task/stat" 2>/dev/null)"
	done | awk -F'\t' '$2 != "" {
		group = "other"
		if ($1 ~ /^http-nio/) group = "http-nio"
		else if ($1 ~ /^Log4j2-TF/) group = "log4j-background"
		else if ($1 ~ /^G1 Refine/) group = "g1-refine"
		else if ($1 ~ /^(G1|GC Thread|VM Thread|VM Periodic)/) group = "gc-and-vm"
		else if ($1 ~ /^C[12] CompilerThre/) group = "jit"
		ticks[group] += $2
	} END { for (g in ticks) print g, ticks[g] }'
}

# start a setup in its own JVM with its work directory, wait until it is healthy; sets APP_PID
start_app() {
	local setup=$1 work=$2
	rm -rf "$work" && mkdir -p "$work"
	build_commit_jar "$setup"
	local launch options arguments
	launch=$(setup_launch "$setup" "$(setup_jar "$setup")")
	options=$(setup_jvm_options "$setup")
	arguments=$(setup_arguments "$setup")
	[[ -z ${APP_CPU_QUOTA:-} ]] || app_cgroup >/dev/null
	local stdout="$work/stdout.log" log_path="$work/logs"
	if [[ $OUTPUT != file ]]; then
		stdout="$work/stdout.fifo" log_path=
		mkfifo "$stdout"
		(HEAD="$work/stdout.log" exec_placed_load python3 "$HERE/line-reader.py" "$stdout" "$work/stdout.counts") &
		echo $! >"$work/reader.pid"
		READER_PIDS="${READER_PIDS:-} $!"
	fi
	# shellcheck disable=SC2086
	(cd "$work" && exec_placed_app "$JAVA" $HEAP $options ${APP_JVM_OPTIONS:-} -Dorders.log.max-size="10 GB" \
		$launch --server.port="$PORT" --logging.file.path="$log_path" $arguments \
		>"$stdout" 2>"$work/stderr.log") &
	APP_PID=$!
	for _ in $(seq 1 $((${START_TIMEOUT:-120} * 2))); do
		kill -0 "$APP_PID" 2>/dev/null || { echo "$setup did not start:" >&2; show_output "$work"; exit 1; }
		curl -sf "http://127.0.0.1:$PORT/actuator/health" >/dev/null 2>&1 && break
		sleep 0.5
	done
	sleep 1
	kill -0 "$APP_PID" 2>/dev/null || { echo "$setup stopped after starting:" >&2; show_output "$work"; exit 1; }
}

# the end of what an app wrote to standard output and standard error (the first MiB of it when a reader reads it)
show_output() {
	tail -30 "$1/stdout.log" >&2
	tail -30 "$1/stderr.log" >&2
}

# the number of lines the app started in the work directory $1 has written so far: counted by the reader of its
# standard output, or in its log file (the sample app's orders.log, else what it wrote to standard output), counting
# only what was added since the last call
written_lines() {
	local work=$1
	if [[ -f $work/reader.pid ]]; then
		rm -f "$work/stdout.counts"
		kill -USR1 "$(cat "$work/reader.pid")"
		until [[ -s $work/stdout.counts ]]; do sleep 0.02; done
		cut -d' ' -f1 "$work/stdout.counts"
		return
	fi
	local file="$work/logs/orders.log" offset=0 lines=0 size
	[[ -f $file ]] || file="$work/stdout.log"
	[[ ! -f $work/lines.state ]] || read -r offset lines <"$work/lines.state"
	size=$(stat -c %s "$file")
	lines=$((lines + $(tail -c +$((offset + 1)) "$file" | head -c $((size - offset)) | wc -l)))
	echo "$size $lines" >"$work/lines.state"
	echo "$lines"
}

# wait for the reader of an app's output, which ends when the app has closed its end of the pipe
stop_reader() {
	local work=$1
	[[ -f $work/reader.pid ]] || return 0
	wait "$(cat "$work/reader.pid")" 2>/dev/null || true
	rm -f "$work/reader.pid"
}

# stop every reader this script started that is still running (the script's exit)
stop_readers() {
	local pid
	for pid in ${READER_PIDS:-}; do kill "$pid" 2>/dev/null || true; done
}

# the starter's count of discarded events, or nothing for setups without the endpoint
discarded_events() {
	curl -sf "http://127.0.0.1:$PORT/actuator/logging-perf" | sed -n 's/.*"discarded":{[^}]*"total":\([0-9]*\).*/\1/p' || true
}

# "discarded queued": the starter's count of discarded events and the events in its ring buffer, not written yet, or
# nothing for setups without the endpoint
discarded_and_queued() {
	curl -sf "http://127.0.0.1:$PORT/actuator/logging-perf" |
		sed -n 'h; s/.*"discarded":{[^}]*"total":\([0-9]*\).*/\1/p; g; s/.*"ringBuffer":{[^}]*"used":\([0-9]*\).*/\1/p' |
		paste -sd' ' || true
}

# stop the app started last (SIGTERM: the shutdown drain runs) and delete its logs
stop_app() {
	local work=$1
	kill -TERM "$APP_PID"
	wait "$APP_PID" || true
	APP_PID=
	stop_reader "$work"
	rm -rf "$work/logs"
}

# warm the app with the given pid up under wrk at saturation: WARMUP seconds, then 10-second chunks until its JIT
# compilers used under 1 % of a CPU in one (at most WARMUP_MAX seconds in all, 600); prints the seconds it took. On one
# CPU the compilers still took a fifth of it after two minutes, and a setup's rate still climbed by a quarter after
# three: a fixed warm-up measures the compiler.
warm_up() {
	local pid=$1 url=$2 elapsed before after
	placed_load wrk -t1 -c"$CONNECTIONS" -d"${WARMUP}s" "$url" >/dev/null
	elapsed=$WARMUP
	while ((elapsed < ${WARMUP_MAX:-600})); do
		before=$(jit_ticks "$pid")
		placed_load wrk -t1 -c"$CONNECTIONS" -d10s "$url" >/dev/null
		after=$(jit_ticks "$pid")
		elapsed=$((elapsed + 10))
		((100 * (after - before) >= 10 * CLOCK_TICKS)) || break
	done
	echo "$elapsed"
}

# the CPU ticks of the JIT compiler threads of a process
jit_ticks() {
	thread_ticks "$1" | awk '$1 == "jit" { ticks = $2 } END { print ticks + 0 }'
}

load_average() {
	cut -d' ' -f1 /proc/loadavg
}

# median of the numbers on standard input
median_of() {
	sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
