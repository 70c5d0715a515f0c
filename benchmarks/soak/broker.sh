#!/usr/bin/env bash
# The soak run's Kafka broker (benchmarks/soak/run.sh): a real single-node Kafka broker (KRaft, combined mode) from
# the jars of spring-kafka-test, with its data in DATA_DIR, so that a stop and a start is a broker restart (topics,
# compacted and transactional records and offsets survive it), not a new cluster as the embedded broker would be.
#   broker.sh start DATA_DIR PORT   -> formats DATA_DIR on first start, starts the broker, waits until it serves, prints its pid
#   broker.sh stop  DATA_DIR        -> SIGTERM (clean shutdown), waits for exit
#   broker.sh kill  DATA_DIR        -> SIGKILL, waits for exit
# Client listener: 127.0.0.1:PORT, controller listener: 127.0.0.1:PORT+1.
# Classpath: $BROKER_CP, else the file $BROKER_CP_FILE (fleet-broker's, written by run.sh).
# JVM opts: $BROKER_JVM_OPTS (default below). Start timeout: $BROKER_START_TIMEOUT seconds (default 60).
set -euo pipefail

CMD="${1:?usage: broker.sh start|stop|kill DATA_DIR [PORT]}"
DATA_DIR="${2:?DATA_DIR missing}"
mkdir -p "$DATA_DIR"
DATA_DIR="$(cd "$DATA_DIR" && pwd)"
PID_FILE="$DATA_DIR/broker.pid"
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
CLUSTER_ID="${BROKER_CLUSTER_ID:-4L6g3nShT-eMCtK--X86sw}"   # any 16-byte base64url Uuid

wait_exit() {  # pid timeout_s
  local pid=$1 t=$(( $2 * 10 ))
  # a SIGKILLed orphan may linger as a zombie until init reaps it; treat Z as gone
  while kill -0 "$pid" 2>/dev/null && [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]]; do
    (( t-- > 0 )) || { echo "pid $pid still alive" >&2; return 1; }
    sleep 0.1
  done
}

running_pid() {
  local p
  p=$(cat "$PID_FILE" 2>/dev/null || true)
  if [[ -n "$p" ]] && kill -0 "$p" 2>/dev/null; then echo "$p"; fi
}

case "$CMD" in
start)
  PORT="${3:?PORT missing}"; CPORT=$((PORT + 1))
  if [[ -n "$(running_pid)" ]]; then echo "already running: $(running_pid)" >&2; exit 1; fi
  if [[ -n "${BROKER_CP:-}" ]]; then CP="$BROKER_CP"; else CP="$(cat "${BROKER_CP_FILE:?BROKER_CP or BROKER_CP_FILE must be set}")"; fi
  # SLF4J -> log4j2 bridge (not in spring-kafka-test's deps; without it Kafka logs nothing at all)
  BRIDGE=$(ls "$HOME"/.m2/repository/org/apache/logging/log4j/log4j-slf4j2-impl/*/log4j-slf4j2-impl-*.jar 2>/dev/null | sort -V | tail -1 || true)
  [[ -n "$BRIDGE" ]] && CP="$CP:$BRIDGE"

  cat > "$DATA_DIR/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CPORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CPORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
log.dirs=$DATA_DIR/kraft-logs
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
num.network.threads=2
num.io.threads=2
background.threads=2
num.recovery.threads.per.data.dir=1
num.replica.fetchers=1
log.cleaner.threads=1
log.cleaner.dedupe.buffer.size=8388608
log.cleaner.backoff.ms=1000
# after SIGKILL the restarted broker is rejected (DUPLICATE_BROKER_REGISTRATION) until the old
# incarnation's session expires; default 9000 ms would add ~10 s to every post-SIGKILL start
broker.heartbeat.interval.ms=500
broker.session.timeout.ms=${BROKER_SESSION_TIMEOUT_MS:-3000}
EOF

  cat > "$DATA_DIR/log4j2.properties" <<EOF
status = warn
appender.f.type = File
appender.f.name = F
appender.f.fileName = $DATA_DIR/broker.log
appender.f.layout.type = PatternLayout
appender.f.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = WARN
rootLogger.appenderRef.f.ref = F
# one INFO line per start/stop ("Kafka Server started" / "shut down completed")
logger.raft.name = kafka.server.KafkaRaftServer
logger.raft.level = INFO
EOF

  if [[ ! -f "$DATA_DIR/kraft-logs/meta.properties" ]]; then
    "$JAVA" -Xmx128m -XX:TieredStopAtLevel=1 -cp "$CP" \
      -Dlog4j2.configurationFile="$DATA_DIR/log4j2.properties" \
      kafka.tools.StorageTool format -t "$CLUSTER_ID" -c "$DATA_DIR/server.properties" \
      > "$DATA_DIR/format.out" 2>&1 || { cat "$DATA_DIR/format.out" >&2; exit 1; }
  fi

  JVM_OPTS="${BROKER_JVM_OPTS:--Xms64m -Xmx384m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:MaxDirectMemorySize=128m}"
  # setsid: own process group, so the harness's Ctrl-C / process-group kills don't hit it
  # shellcheck disable=SC2086
  setsid nohup "$JAVA" $JVM_OPTS -Djava.awt.headless=true -Dlog4j2.shutdownHookEnabled=false \
    -Dlog4j2.configurationFile="$DATA_DIR/log4j2.properties" \
    -cp "$CP" kafka.Kafka "$DATA_DIR/server.properties" \
    > "$DATA_DIR/broker.out" 2>&1 < /dev/null &
  PID=$!
  echo "$PID" > "$PID_FILE"

  # ready = "Kafka Server started" logged (the socket is bound earlier than requests are served)
  START_LINE=$(( $(grep -c 'Kafka Server started' "$DATA_DIR/broker.log" 2>/dev/null || true) + 0 ))
  T=$(( ${BROKER_START_TIMEOUT:-60} * 10 ))
  until (( $(grep -c 'Kafka Server started' "$DATA_DIR/broker.log" 2>/dev/null || true) > START_LINE )) \
        && (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do
    if ! kill -0 "$PID" 2>/dev/null; then
      echo "broker died; see $DATA_DIR/broker.out and broker.log" >&2; tail -20 "$DATA_DIR/broker.out" >&2; exit 1
    fi
    (( T-- > 0 )) || { echo "broker not ready in time (pid $PID)" >&2; exit 1; }
    sleep 0.1
  done
  echo "$PID"
  ;;
stop|kill)
  PID="$(running_pid)"
  [[ -z "$PID" ]] && { echo "not running" >&2; exit 0; }
  if [[ "$CMD" == stop ]]; then
    kill -TERM "$PID"; wait_exit "$PID" "${BROKER_STOP_TIMEOUT:-60}"
  else
    kill -KILL "$PID"; wait_exit "$PID" 10
  fi
  rm -f "$PID_FILE"
  echo "$PID"
  ;;
*) echo "usage: broker.sh start|stop|kill DATA_DIR [PORT]" >&2; exit 2 ;;
esac
