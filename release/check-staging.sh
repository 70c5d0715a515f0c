#!/usr/bin/env bash
# Checks what release/stage.sh staged in target/staging-deploy for VERSION: exactly the four published artifacts;
# each one's POM, jar, sources and javadoc jars (the parent: its POM) with matching MD5, SHA-1, SHA-256 and SHA-512
# checksums and, with --signed, a good gpg signature; no POM naming ${revision} or a SNAPSHOT.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: release/check-staging.sh VERSION --signed|--unsigned}"
signed=false
[ "${2:-}" = --signed ] && signed=true
staging=target/staging-deploy
failures=0
fail() {
	echo "release/check-staging.sh: $*" >&2
	failures=$((failures + 1))
}
check_file() {
	local file="$1"
	[ -s "$file" ] || { fail "missing: $file"; return; }
	local algorithm tool
	for algorithm in md5 sha1 sha256 sha512; do
		tool="${algorithm}sum"
		if [ ! -s "$file.$algorithm" ]; then
			fail "missing: $file.$algorithm"
		elif [ "$($tool "$file" | cut -d' ' -f1)" != "$(cat "$file.$algorithm")" ]; then
			fail "wrong checksum: $file.$algorithm"
		fi
	done
	if [ "$signed" = true ] && ! gpg --batch --verify "$file.asc" "$file" 2>/dev/null; then
		fail "missing or bad signature: $file.asc"
	fi
}
group_directory="$staging/io/github/loggingperf"
check_file "$group_directory/logging-perf-parent/$version/logging-perf-parent-$version.pom"
for artifact in logging-perf-path-trie logging-perf-spring-boot logging-perf-spring-boot-starter; do
	for suffix in .pom .jar -sources.jar -javadoc.jar; do
		check_file "$group_directory/$artifact/$version/$artifact-$version$suffix"
	done
done
staged_artifacts="$(ls "$group_directory" | tr '\n' ' ')"
[ "$staged_artifacts" = "logging-perf-parent logging-perf-path-trie logging-perf-spring-boot logging-perf-spring-boot-starter " ] \
	|| fail "staged artifacts are '$staged_artifacts', expected exactly the four published ones"
# a user's build must find the version itself and nothing unreleased in what it resolves
if grep -l -e '${revision}' -e 'SNAPSHOT' "$group_directory"/*/"$version"/*.pom; then
	fail "the POMs above name \${revision} or a SNAPSHOT"
fi
if [ "$failures" -ne 0 ]; then
	echo "release/check-staging.sh: $failures problem(s) in $staging" >&2
	exit 1
fi
echo "release/check-staging.sh: staged $version in $staging: $(find "$group_directory" -path "*/$version/*" -type f | wc -l) files"
