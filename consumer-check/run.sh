#!/usr/bin/env bash
# The consumer check: builds the application in consumer-check/ (not a module of the build) from the staged release
# only, on each Spring Boot version given, starts its executable jar and checks what a user of the starter gets.
#
#   release/stage.sh 0.1.0 -DskipTests && consumer-check/run.sh 4.0.9 4.1.2
#
# For each version it checks that:
# - the application's dependencies are README.md's Quick start block, unchanged (the README is what is proven);
# - Maven resolved the starter from the staging repository, the packaged jar holds its jars exactly as staged in
#   target/staging-deploy (same SHA-1), nothing of spring-boot-starter-logging (logback-classic, log4j-to-slf4j)
#   and no SNAPSHOT;
# - the application starts, logs "logging-perf: mode ALL_ASYNC", answers GET /actuator/logging-perf with mode
#   ALL_ASYNC, has the starter's meters in /actuator/metrics, stores, validates and lists notes, logs through SLF4J
#   and writes its last event on SIGTERM.
#
# Maven runs with a local repository of its own, target/m2, made from ~/.m2/repository without io/github/loggingperf
# (release/local-repository.sh): the starter can come only from the staging repository the application's POM names.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
check="$root/consumer-check"
staging="$root/target/staging-deploy"
version=0.1.0
[ "$#" -gt 0 ] || { echo "usage: consumer-check/run.sh BOOT_VERSION..." >&2; exit 2; }
if [ ! -f "$staging/io/github/loggingperf/logging-perf-spring-boot-starter/$version/logging-perf-spring-boot-starter-$version.jar" ]; then
	echo "consumer-check: no staged $version in $staging; run release/stage.sh $version first" >&2
	exit 2
fi

failures=0
fail() {
	echo "consumer-check [boot $boot]: FAILED: $*" >&2
	failures=$((failures + 1))
}
pass() {
	echo "consumer-check [boot $boot]: ok: $*"
}

# README's Quick start block must be the application's first dependencies, unchanged (whitespace aside)
normalized() {
	sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' | grep -v '^$' | tr -d '\n'
}
readme_block="$(awk '/^## Quick start/ { quick = 1 } quick && /^```xml/ { inside = 1; next } inside && /^```/ { exit } inside' "$root/README.md" | normalized)"
pom_block="$(awk '/README.md, Quick start/ { inside = 1; next } /end of the README.s block/ { exit } inside' "$check/pom.xml" | normalized)"
boot=readme
if [ -z "$readme_block" ]; then
	fail "no \`\`\`xml block under README.md's '## Quick start'"
elif [ "$readme_block" != "$pom_block" ]; then
	fail "consumer-check/pom.xml's dependencies differ from README.md's Quick start block"
	diff <(echo "$readme_block" | sed 's/></>\n</g') <(echo "$pom_block" | sed 's/></>\n</g') >&2 || true
else
	pass "consumer-check/pom.xml declares README.md's Quick start block"
fi

local_repository="$check/target/m2"
"$root/release/local-repository.sh" "$local_repository"

for boot in "$@"; do
	work="$check/target/boot-$boot"
	rm -rf "$work"
	mkdir -p "$work"
	cp -r "$check/src" "$work/"
	sed "s|<version>[^<]*</version><!-- boot version -->|<version>$boot</version>|" "$check/pom.xml" > "$work/pom.xml"
	grep -q "<version>$boot</version>" "$work/pom.xml" || { fail "could not set the parent version"; continue; }
	started=$SECONDS
	if ! "$root/mvnw" -B -ntp -q -f "$work/pom.xml" -Dmaven.repo.local="$local_repository" \
			-Dstaging.url="file://$staging" package > "$work/build.log" 2>&1; then
		fail "the build failed (last lines of $work/build.log below)"
		tail -40 "$work/build.log" >&2
		continue
	fi
	pass "built in $((SECONDS - started)) s"

	jar="$work/target/consumer-check.jar"
	libs="$(unzip -Z1 "$jar" 'BOOT-INF/lib/*')"
	# the starter jar itself is left out of an executable jar (Spring-Boot-Jar-Type: dependencies-starter): Maven
	# must have resolved it from the staging repository; the code it brings is in the jar
	starter="logging-perf-spring-boot-starter-$version"
	if grep -q "^$starter.jar>logging-perf-staging=" \
			"$local_repository/io/github/loggingperf/logging-perf-spring-boot-starter/$version/_remote.repositories"; then
		pass "$starter.jar resolved from the staging repository"
	else
		fail "$starter.jar was not resolved from the staging repository"
	fi
	for artifact in logging-perf-spring-boot logging-perf-path-trie; do
		staged="$staging/io/github/loggingperf/$artifact/$version/$artifact-$version.jar"
		packaged_sha1="$(unzip -p "$jar" "BOOT-INF/lib/$artifact-$version.jar" 2>/dev/null | sha1sum | cut -d' ' -f1 || true)"
		if [ "$packaged_sha1" = "$(sha1sum < "$staged" | cut -d' ' -f1)" ]; then
			pass "BOOT-INF/lib/$artifact-$version.jar is the staged one"
		else
			fail "BOOT-INF/lib/$artifact-$version.jar is missing or not the staged jar"
		fi
	done
	missing=""
	for module in spring-boot spring-boot-webmvc spring-boot-actuator spring-boot-data-jpa spring-boot-validation \
			spring-boot-security; do
		grep -q "^BOOT-INF/lib/$module-$boot.jar" <<< "$libs" || missing="$missing $module-$boot.jar"
	done
	mixed="$(grep '^BOOT-INF/lib/spring-boot-' <<< "$libs" | grep -v -- "-$boot.jar$" || true)"
	[ -z "$mixed" ] || missing="$missing (and Spring Boot jars of another version: $(echo $mixed))"
	if [ -z "$missing" ]; then
		pass "Spring Boot $boot only ($(grep -c '^BOOT-INF/lib/spring-boot-' <<< "$libs") jars): webmvc, actuator, data-jpa, validation, security"
	else
		fail "the jar lacks:$missing"
	fi
	unwanted="$(grep -E 'BOOT-INF/lib/(logback-|log4j-to-slf4j-|.*SNAPSHOT)' <<< "$libs" || true)"
	if [ -z "$unwanted" ]; then
		pass "no logback, no log4j-to-slf4j, no SNAPSHOT in the jar"
	else
		fail "the jar holds: $(echo $unwanted)"
	fi

	log="$work/app.log"
	java -jar "$jar" --server.port=0 > "$log" 2>&1 &
	pid=$!
	port=""
	for _ in $(seq 1 240); do
		port="$(sed -n 's/.*Tomcat started on port \([0-9]*\).*/\1/p' "$log" | head -1)"
		[ -n "$port" ] && break
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.5
	done
	if [ -z "$port" ]; then
		fail "the application did not start (last lines of $log below)"
		tail -40 "$log" >&2
		kill "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		continue
	fi
	pass "started on port $port"
	base="http://127.0.0.1:$port"
	get() {
		curl -s -u check:check-password "$base$1"
	}

	if grep -q 'logging-perf: mode ALL_ASYNC' "$log"; then
		pass "startup line: $(grep -o 'logging-perf: mode ALL_ASYNC, ring buffer [0-9]* slots' "$log" | head -1)"
	else
		fail "no 'logging-perf: mode ALL_ASYNC' line in $log"
	fi
	pipeline="$(get /actuator/logging-perf)"
	if grep -q '"mode":"ALL_ASYNC"' <<< "$pipeline" && grep -q '"ringBuffer":{"capacity":[1-9]' <<< "$pipeline"; then
		pass "GET /actuator/logging-perf: $(cut -c1-90 <<< "$pipeline")..."
	else
		fail "GET /actuator/logging-perf answered: $(cut -c1-300 <<< "$pipeline")"
	fi
	meters="$(get /actuator/metrics)"
	for meter in logging.perf.ringbuffer.capacity logging.perf.ringbuffer.remaining logging.perf.discarded \
			logging.perf.discard.threshold logging.perf.location.enabled log4j2.events; do
		grep -q "\"$meter\"" <<< "$meters" || fail "no meter $meter in /actuator/metrics"
	done
	capacity="$(get /actuator/metrics/logging.perf.ringbuffer.capacity)"
	if grep -q '"value":[1-9]' <<< "$capacity"; then
		pass "meters: logging.perf.* and log4j2.events; $(grep -o '"value":[0-9.E]*' <<< "$capacity") ring buffer slots"
	else
		fail "GET /actuator/metrics/logging.perf.ringbuffer.capacity answered: $capacity"
	fi

	created="$(curl -s -o /dev/null -w '%{http_code}' -u check:check-password -H 'Content-Type: application/json' \
		-d '{"text":"first note"}' "$base/notes")"
	refused="$(curl -s -o /dev/null -w '%{http_code}' -u check:check-password -H 'Content-Type: application/json' \
		-d '{"text":""}' "$base/notes")"
	anonymous="$(curl -s -o /dev/null -w '%{http_code}' "$base/notes")"
	listed="$(get /notes)"
	if [ "$created" = 201 ] && [ "$refused" = 400 ] && [ "$anonymous" = 401 ] && grep -q '"text":"first note"' <<< "$listed"; then
		pass "notes: stored (201), validated (400), secured (401), listed from H2"
	else
		fail "notes: POST answered $created, invalid POST $refused, anonymous GET $anonymous, GET /notes: $listed"
	fi

	kill -TERM "$pid"
	wait "$pid" 2>/dev/null || true
	if grep -q 'Added note 1' "$log"; then
		pass "the application's SLF4J event reached the log; stopped on SIGTERM"
	else
		fail "no 'Added note 1' in $log after SIGTERM"
	fi
done

if [ "$failures" -ne 0 ]; then
	echo "consumer-check: $failures check(s) failed" >&2
	exit 1
fi
echo "consumer-check: every check passed on Spring Boot $*"
