#!/usr/bin/env bash
# Idle CPU of the sample app over 60 s, fleet on and fleet off, started together (same run).
# Needs the packaged sample app and a broker: ./mvnw -pl fleet-broker exec:java (writes target/broker.txt).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JAR=$ROOT/sample-app/target/logging-perf-sample-app.jar
export FLEET_BROKER=$(cat "$ROOT/target/broker.txt")
WORK=$(mktemp -d)
cd "$WORK"
java -jar "$JAR" --server.port=0 --spring.profiles.active=fleet --spring.application.name=idle-on "$@" > on.log 2>&1 &
ON=$!
java -jar "$JAR" --server.port=0 --spring.application.name=idle-off > off.log 2>&1 &
OFF=$!
trap 'kill $ON $OFF' EXIT
sleep 40
ticks() { awk '{print $14+$15}' /proc/$1/stat; }
HZ=$(getconf CLK_TCK)
a1=$(ticks $ON); b1=$(ticks $OFF); l1=$(cut -d' ' -f1-3 /proc/loadavg)
sleep 60
a2=$(ticks $ON); b2=$(ticks $OFF); l2=$(cut -d' ' -f1-3 /proc/loadavg)
echo "fleet on : $(( (a2-a1)*1000/HZ )) ms CPU in 60 s"
echo "fleet off: $(( (b2-b1)*1000/HZ )) ms CPU in 60 s"
echo "load average before: $l1 after: $l2"
PORT=$(grep -o "Tomcat started on port [0-9]*" on.log | grep -o "[0-9]*$" | head -1)
curl -s "localhost:$PORT/actuator/logging-perf" | python3 -c "import json,sys; f=json.load(sys.stdin)['fleet']; print('fleet connected:', f['connected'])"
