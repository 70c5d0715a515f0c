#!/usr/bin/env bash
# Stages a release: builds the published modules (logging-perf-parent, logging-perf-path-trie,
# logging-perf-spring-boot, logging-perf-spring-boot-starter) at VERSION and deploys each one's POM, jar, sources
# and javadoc jars, with MD5, SHA-1, SHA-256 and SHA-512 checksums, into the directory repository
# target/staging-deploy, then checks what it staged. Signs with gpg when a key is named (-Dgpg.keyname=KEY).
#
#   release/stage.sh 0.1.0                       # runs the published modules' tests too
#   release/stage.sh 0.1.0 -DskipTests           # when the same commit has just passed ./mvnw verify
#   release/stage.sh 0.1.0 -Dgpg.keyname=KEY     # signed: a .asc beside every file
#
# Nothing is installed into ~/.m2: the build uses its own local repository (release/local-repository.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: release/stage.sh VERSION [maven arguments]}"
shift
case "$version" in
	*SNAPSHOT*) echo "release/stage.sh: '$version' is a SNAPSHOT version; a release needs a fixed one such as 0.1.0" >&2; exit 2 ;;
esac
signed=false
for argument in "$@"; do
	case "$argument" in -Dgpg.keyname=*) signed=true ;; esac
done

staging=target/staging-deploy
local_repository="$PWD/target/release-m2"
rm -rf "$staging"
release/local-repository.sh "$local_repository"
./mvnw -B -ntp -Prelease -Drevision="$version" -Dmaven.repo.local="$local_repository" \
	-Daether.checksums.algorithms=SHA-512,SHA-256,SHA-1,MD5 -pl starter -am "$@" deploy

release/check-staging.sh "$version" "$([ "$signed" = true ] && echo --signed || echo --unsigned)"
